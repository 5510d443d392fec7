import { loadPageAndSpanishWords as loadWords } from '../i18n/i18n';
import { prefetchWhenIdle } from '../idle';
import { hasWaitingReport } from './storage-key';

type ReportModule = typeof import('./index');
type FollowModule = typeof import('./follow');

let report: Promise<ReportModule> | null = null;
let follow: Promise<FollowModule> | null = null;

/** The report's code and words, fetched once when first needed (a failed fetch is tried again). */
export function loadReport(): Promise<ReportModule> {
  report ??= Promise.all([import('./index'), loadWords()])
    .then(([module]) => module)
    .catch((error: unknown) => {
      report = null;
      throw error;
    });
  return report;
}

/** The follow-up page's code and words, fetched once when a follow-up link is opened. */
export function loadFollowUp(): Promise<FollowModule> {
  follow ??= Promise.all([import('./follow'), loadWords()])
    .then(([module]) => module)
    .catch((error: unknown) => {
      follow = null;
      throw error;
    });
  return follow;
}

/**
 * Sends the reports this device keeps waiting: now (the page was reloaded or opened again) and
 * whenever the network returns. The report's code is fetched only when one waits.
 */
export function resumeReports(target: Window = window): void {
  const send = () => {
    if (!hasWaitingReport()) return;
    loadReport()
      .then((module) => module.sendWaiting())
      .catch(() => {});
  };
  send();
  target.addEventListener('online', send);
}

/**
 * Fetches the report form's code, then the follow-up's, once the page is idle: a tourist who
 * opened the page online can open the form later with the network off.
 */
export function prefetchReportWhenIdle(): void {
  prefetchWhenIdle(() => {
    loadReport()
      .then(() => loadFollowUp())
      .catch(() => {});
  });
}
