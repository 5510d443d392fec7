import type { Job } from '../../jobs';
import { closeAbandonedCases } from './abandoned';
import { erasePersonalData } from './retention';

const HOUR_MS = 60 * 60 * 1000;

/** Personal data erased past its time, cases closed once abandoned. */
export const incidentsJobs: readonly Job[] = [
  {
    name: 'incident-retention',
    everyMs: HOUR_MS,
    run: (ctx) => erasePersonalData(ctx, ctx.settings.incidents.retentionMs),
  },
  {
    name: 'incident-abandoned',
    everyMs: HOUR_MS,
    run: (ctx) => closeAbandonedCases(ctx, ctx.settings.incidents.abandonedAfterMs),
  },
];
