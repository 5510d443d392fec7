import { z } from 'zod';
import type { IncidentOverview } from '../../../generated/graphql';
import type { Context } from '../../context';
import { authorize } from '../../security/authorize';
import type { Store } from '../../store/types';
import { inputObject, parseInput, typeError } from '../../validation';
import { OPEN_STATUSES } from './model';

const overviewInput = inputObject({
  // REST carries it as text in the query string.
  oldest: z.coerce
    .number({ error: typeError('a number') })
    .int('A whole number')
    .min(1, 'At least 1')
    .max(20, 'At most 20')
    .nullish(),
});

/** How many cases are open in each open status, counted by the store. */
export function openCasesByStatus(store: Store) {
  return Promise.all(
    OPEN_STATUSES.map(async (status) => ({
      status,
      total: await store.incidents.count({ status }),
    })),
  );
}

/**
 * The tourism police's part of the landing page: how many cases are open in each open status,
 * and the ones no officer has taken up yet (RECIBIDO), oldest first. Counted and limited by the
 * store, never by loading every case; nothing personal (no reporter, no account) leaves here.
 */
export async function incidentOverview(ctx: Context, input: unknown): Promise<IncidentOverview> {
  authorize(ctx, 'incidents', 'read');
  const { oldest } = parseInput(overviewInput, input ?? {});
  const [open, waiting] = await Promise.all([
    openCasesByStatus(ctx.store),
    ctx.store.incidents.list({
      where: { status: 'RECIBIDO' },
      orderBy: [{ field: 'createdAt' }],
      limit: oldest ?? 5,
    }),
  ]);
  const jurisdictionIds = [...new Set(waiting.map((one) => one.jurisdictionId))];
  const jurisdictions =
    jurisdictionIds.length > 0
      ? await ctx.store.jurisdictions.list({ where: { id: { in: jurisdictionIds } } })
      : [];
  const names = new Map(jurisdictions.map((one) => [one.id, one.name]));
  return {
    open,
    openTotal: open.reduce((sum, { total }) => sum + total, 0),
    oldestUnattended: waiting.map((one) => ({
      id: one.id,
      code: one.code,
      type: one.type,
      district: one.place.district,
      placeDescription: one.place.description,
      // A jurisdiction deleted since: the case still shows, under no name.
      jurisdiction: names.get(one.jurisdictionId) ?? '',
      createdAt: one.createdAt,
    })),
  };
}
