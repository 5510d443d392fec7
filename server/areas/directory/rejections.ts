/**
 * A preview shows, and the store keeps, at most this many refused rows of a file: the first by
 * line. The rest are only counted, so a file of malformed lines cannot swell the store.
 */
export const REJECTED_KEPT = 100;

/** The first REJECTED_KEPT rows by line of those given (each list may already be cut). */
export function firstByLine<T extends { line: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.line - b.line).slice(0, REJECTED_KEPT);
}
