import { z } from 'zod';
import type { JurisdictionSortField } from '../../../generated/graphql';
import type { Context } from '../../context';
import { createRegistry } from '../../registry/registry';
import { authorize } from '../../security/authorize';
import { jurisdictionsCollection } from './collections';
import {
  checkJurisdiction,
  createJurisdictionSchema,
  jurisdictionRemovalProblem,
  updateJurisdictionSchema,
} from './input';
import type { JurisdictionRecord } from './model';

/** The areas the tourism police covers: read and written by police staff and administrators. */
export const jurisdictions = createRegistry<
  JurisdictionRecord,
  JurisdictionRecord,
  JurisdictionSortField,
  'province'
>({
  area: 'jurisdictions',
  auditArea: 'jurisdictions',
  noun: 'Jurisdiction',
  areaKey: 'jurisdictions',
  repository: (store) => store.jurisdictions,
  label: (jurisdiction) => jurisdiction.name,
  createSchema: createJurisdictionSchema,
  updateSchema: updateJurisdictionSchema,
  collection: jurisdictionsCollection,
  check: checkJurisdiction,
  blockRemoval: jurisdictionRemovalProblem,
  view: (jurisdiction) => ({
    ...jurisdiction,
    headquarters: {
      ...jurisdiction.headquarters,
      hours: jurisdiction.headquarters.hours ?? null,
      whatsapp: jurisdiction.headquarters.whatsapp ?? null,
    },
  }),
  listRules: () => ({
    sort: {
      NAME: [{ field: 'name' }],
      PROVINCE: [{ field: 'province' }],
      UPDATED_AT: [{ field: 'updatedAt' }],
    },
    filters: {
      province: (values) => ({ province: { in: values } }),
    },
    defaultSort: 'NAME',
  }),
  filterValues: {
    province: z.string().trim().max(60, 'At most 60 characters'),
  },
});

/** How many officers are assigned to a jurisdiction. */
export async function officerCount(ctx: Context, jurisdictionId: string): Promise<number> {
  authorize(ctx, 'police', 'read');
  return ctx.store.police.count({ jurisdictionId });
}
