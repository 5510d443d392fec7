import { type SendOutcome, sendReport } from './api';
import { REPORTS_STORAGE_KEY } from './storage-key';
import type { FieldErrors, Receipt, ReportInput } from './types';

/**
 * A report on this device. It stays here after the server has it: the receipt, the follow-up
 * link and the printable statement are built from it, with or without network.
 */
export type StoredReport =
  /** Not yet acknowledged: sent when the network returns (after `retryAt` for a 429). */
  | { report: ReportInput; state: 'waiting'; retryAt: string | null }
  | { report: ReportInput; state: 'sent'; receipt: Receipt }
  /** The server refused it (400): shown with its errors, never sent again as it is. */
  | { report: ReportInput; state: 'rejected'; message: string; fields: FieldErrors };

type Listener = (reports: StoredReport[]) => void;
const listeners = new Set<Listener>();

/** The reports kept on this device, newest last. */
export function readReports(): StoredReport[] {
  try {
    const data: unknown = JSON.parse(localStorage.getItem(REPORTS_STORAGE_KEY) ?? '[]');
    return Array.isArray(data) ? data.filter(isStoredReport) : [];
  } catch {
    return [];
  }
}

function writeReports(reports: StoredReport[]): void {
  try {
    // The last one forgotten leaves nothing behind, not even an empty list.
    if (reports.length === 0) localStorage.removeItem(REPORTS_STORAGE_KEY);
    else localStorage.setItem(REPORTS_STORAGE_KEY, JSON.stringify(reports));
  } catch {
    // Storage full or blocked: the report still goes out now if the network allows.
  }
  for (const listener of listeners) listener(reports);
}

/** Calls `listener` with every change of the stored reports; returns the unsubscribe. */
export function onReportsChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored report with this device key, if any. */
export function findReport(deviceKey: string): StoredReport | undefined {
  return readReports().find((one) => one.report.deviceKey === deviceKey);
}

/** The sent report this device keeps for a follow-up link's token, if any. */
export function findByFollowToken(token: string): StoredReport | undefined {
  return readReports().find((one) => one.state === 'sent' && one.receipt.followToken === token);
}

function put(entry: StoredReport): void {
  const others = readReports().filter((one) => one.report.deviceKey !== entry.report.deviceKey);
  writeReports([...others, entry]);
}

/**
 * Forgets a report on this device: a sent one's code, link and statement (the case itself stays
 * with the police), or an unsent one, which is then never sent.
 */
export function forgetReport(deviceKey: string): void {
  writeReports(readReports().filter((one) => one.report.deviceKey !== deviceKey));
}

/**
 * Keeps a report on the device first, then sends what waits: a report is never only in memory,
 * so a reload, a lost connection or a closed tab cannot lose it.
 */
export async function submitReport(report: ReportInput, now = new Date()): Promise<StoredReport> {
  put({ report, state: 'waiting', retryAt: null });
  await sendWaiting(now);
  return findReport(report.deviceKey) ?? { report, state: 'waiting', retryAt: null };
}

let sending: Promise<void> | null = null;

/**
 * Sends every waiting report whose time has come, one at a time. One run per page at once: an
 * `online` event during a send does not send the same report twice (and if another tab does,
 * the device key makes it the same case).
 */
export function sendWaiting(now = new Date()): Promise<void> {
  sending ??= sendEach(now).finally(() => {
    sending = null;
  });
  return sending;
}

async function sendEach(now: Date): Promise<void> {
  for (const entry of readReports()) {
    if (entry.state !== 'waiting') continue;
    if (entry.retryAt && Date.parse(entry.retryAt) > now.getTime()) continue;
    const outcome = await sendReport(entry.report);
    const next = afterSend(entry.report, outcome, now);
    // Forgotten while it was on its way: the device keeps nothing of it, whatever the answer.
    if (next && findReport(entry.report.deviceKey)) put(next);
    if (outcome.kind === 'unreachable') break; // the rest would fail the same way
  }
}

function afterSend(report: ReportInput, outcome: SendOutcome, now: Date): StoredReport | null {
  switch (outcome.kind) {
    case 'receipt':
      return { report, state: 'sent', receipt: outcome.receipt };
    case 'invalid':
      return { report, state: 'rejected', message: outcome.message, fields: outcome.fields };
    case 'rate-limited':
      return {
        report,
        state: 'waiting',
        retryAt: new Date(now.getTime() + outcome.retryAfter * 1000).toISOString(),
      };
    case 'unreachable':
      return null;
  }
}

function isStoredReport(value: unknown): value is StoredReport {
  const entry = value as Partial<StoredReport> | null;
  return (
    !!entry?.report &&
    typeof entry.report.deviceKey === 'string' &&
    (entry.state === 'waiting' || entry.state === 'sent' || entry.state === 'rejected')
  );
}
