/**
 * What applying a directory import writes, as its preview tells it: read by the server, the
 * operator's command and the import drawer alike.
 */

/** A record the import would meet with differences: what it writes, what it keeps. */
export interface PreviewedChange {
  changes: readonly unknown[];
  listedAgain: boolean;
}

/** Whether applying writes to the record: a change, or its return to the directory. */
export function writesRecord(change: PreviewedChange): boolean {
  return change.changes.length > 0 || change.listedAgain;
}

/**
 * How many records applying writes to: new ones, changed ones, those no longer listed, and
 * those it only marks as listed at the file's cut-off. None: the registry is up to date.
 */
export function recordsWritten(preview: {
  created: readonly unknown[];
  changed: readonly PreviewedChange[];
  missing: readonly unknown[];
  confirmed: number;
}): number {
  return (
    preview.created.length +
    preview.changed.filter(writesRecord).length +
    preview.missing.length +
    preview.confirmed
  );
}

/**
 * More than this share of a registry marked "not in the directory" by one import is asked to be
 * confirmed: every tourist verifying such a record is told it is not listed (a wrong file, or a
 * file of another region, would otherwise mark the whole registry at one click).
 */
export const MISSING_SHARE_TO_CONFIRM = 0.1;

/** Whether marking `missing` of a registry's `registryTotal` records needs a confirmation. */
export function missingNeedsConfirmation(missing: number, registryTotal: number): boolean {
  return missing > 0 && missing > registryTotal * MISSING_SHARE_TO_CONFIRM;
}
