import type { Job } from '../../jobs';
import { expireAlerts } from './service';

/**
 * Alerts past their expiry become EXPIRED. The public answers hide them at their expiry
 * already (they read the clock); the job makes the state say so for staff, the feed and the
 * history, and its write ends every instance's kept answers.
 */
export const alertsJobs: readonly Job[] = [
  { name: 'alerts-expiry', everyMs: 60_000, run: (ctx) => expireAlerts(ctx) },
];
