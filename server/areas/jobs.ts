import type { Config } from '../config';
import type { Job } from '../jobs';
import { noticeExpiringRegistrations } from '../registry/expiry-notices';
import { removeExpiredPreviews } from './directory/pending';
import { closeAbandonedCases } from './incidents/abandoned';
import { erasePersonalData } from './incidents/retention';

const HOUR_MS = 60 * 60 * 1000;

/** The jobs of every area the server runs on its own (server/jobs.ts schedules them). */
export function serverJobs(config: Config): Job[] {
  return [
    {
      name: 'incident-retention',
      everyMs: HOUR_MS,
      run: (ctx) => erasePersonalData(ctx, config.incidents.retentionMs),
    },
    {
      // Previews hold whole files: gone soon after they expire, uploaded again or not.
      name: 'directory-previews',
      everyMs: 10 * 60 * 1000,
      run: (ctx) => removeExpiredPreviews(ctx),
    },
    {
      name: 'incident-abandoned',
      everyMs: HOUR_MS,
      run: (ctx) => closeAbandonedCases(ctx, config.incidents.abandonedAfterMs),
    },
    {
      name: 'expiry-notices',
      everyMs: HOUR_MS,
      run: (ctx) => noticeExpiringRegistrations(ctx),
    },
  ];
}
