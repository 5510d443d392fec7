import { z } from 'zod';
import type { PoliceOfficerSortField } from '../../../generated/graphql';
import type { Context } from '../../context';
import { createRegistry } from '../../registry/registry';
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
  repository: (store) => store.police,
  items: (data) => data.police,
  label: officerName,
  createSchema: createPoliceOfficerSchema,
  updateSchema: updatePoliceOfficerSchema,
  unique: {
    cip: 'An officer with this CIP already exists',
    dni: 'An officer with this DNI already exists',
  },
  check: checkPoliceOfficer,
  blockRemoval: officerRemovalProblem,
  view: (officer) => officer,
  listRules: async (_today, ctx) => {
    // Sorting by jurisdiction sorts by its name.
    const jurisdictions = await ctx.store.jurisdictions.list();
    const names = new Map(
      jurisdictions.map((jurisdiction) => [jurisdiction.id, jurisdiction.name]),
    );
    return {
      search: (officer) => [
        officerName(officer),
        `${officer.lastNames} ${officer.firstNames}`,
        officer.cip,
        officer.dni,
      ],
      sort: {
        NAME: (officer) => `${officer.lastNames} ${officer.firstNames}`,
        RANK: (officer) => POLICE_RANKS.indexOf(officer.rank),
        CIP: (officer) => officer.cip,
        UNIT: (officer) => officer.unit,
        JURISDICTION: (officer) => names.get(officer.jurisdictionId ?? '') ?? null,
        STATUS: (officer) => officer.status,
        UPDATED_AT: (officer) => officer.updatedAt,
      },
      filters: {
        status: (officer, values) => values.includes(officer.status),
        rank: (officer, values) => values.includes(officer.rank),
        jurisdictionId: (officer, values) => values.includes(officer.jurisdictionId ?? ''),
        language: (officer, values) => officer.languages.some((code) => values.includes(code)),
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
