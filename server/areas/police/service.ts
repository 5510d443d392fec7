import { z } from 'zod';
import type { PoliceOfficerSortField } from '../../../generated/graphql';
import type { Context } from '../../context';
import { createRegistry } from '../../registry/registry';
import { policeCollection } from './collections';
import {
  checkPoliceOfficer,
  createPoliceOfficerSchema,
  OFFICER_STATUSES,
  officerRemovalProblem,
  POLICE_RANKS,
  updatePoliceOfficerSchema,
} from './input';
import type { PoliceOfficerRecord } from './model';

type OfficerFilter = 'status' | 'rank' | 'jurisdictionId' | 'language';

export const officerName = (officer: Pick<PoliceOfficerRecord, 'firstNames' | 'lastNames'>) =>
  `${officer.firstNames} ${officer.lastNames}`;

/** Each jurisdiction's name by id, to show and sort officers by where they serve. */
export async function jurisdictionNames(ctx: Context): Promise<Map<string, string>> {
  const jurisdictions = await ctx.store.jurisdictions.list();
  return new Map(jurisdictions.map((jurisdiction) => [jurisdiction.id, jurisdiction.name]));
}

/** The tourism police's officers: read and written by police staff and administrators. */
export const police = createRegistry<
  PoliceOfficerRecord,
  PoliceOfficerRecord,
  PoliceOfficerSortField,
  OfficerFilter
>({
  area: 'police',
  auditArea: 'police',
  noun: 'Police officer',
  areaKey: 'police',
  repository: (store) => store.police,
  label: officerName,
  createSchema: createPoliceOfficerSchema,
  updateSchema: updatePoliceOfficerSchema,
  collection: policeCollection,
  check: checkPoliceOfficer,
  blockRemoval: officerRemovalProblem,
  view: (officer) => officer,
  listRules: async (_today, ctx) => {
    // Sorting by jurisdiction sorts by its name (none, or one that is gone, goes last).
    const jurisdictions = await ctx.store.jurisdictions.list();
    return {
      sort: {
        NAME: [{ field: 'lastNames' }, { field: 'firstNames' }],
        // Ranks in their order in the PNP, not alphabetically.
        RANK: [
          {
            field: 'rank',
            cases: POLICE_RANKS.map((rank, index) => ({ where: { rank }, value: index })),
          },
        ],
        CIP: [{ field: 'cip' }],
        UNIT: [{ field: 'unit' }],
        JURISDICTION: [
          {
            field: 'jurisdictionId',
            cases: [
              ...jurisdictions.map(({ id, name }) => ({
                where: { jurisdictionId: id },
                value: name,
              })),
              { where: {}, value: null },
            ],
          },
        ],
        STATUS: [{ field: 'status' }],
        UPDATED_AT: [{ field: 'updatedAt' }],
      },
      filters: {
        status: (values) => ({ status: { in: values as PoliceOfficerRecord['status'][] } }),
        rank: (values) => ({ rank: { in: values as PoliceOfficerRecord['rank'][] } }),
        jurisdictionId: (values) => ({ jurisdictionId: { in: values } }),
        language: (values) => ({ languages: { in: values } }),
      },
      defaultSort: 'NAME',
    };
  },
  filterValues: {
    status: z.enum(OFFICER_STATUSES, 'Not an officer status'),
    rank: z.enum(POLICE_RANKS, 'Not a rank of the PNP'),
    jurisdictionId: z.string().trim().max(200, 'At most 200 characters'),
    language: z.string().trim().toLowerCase().max(3, 'An ISO 639 code'),
  },
});
