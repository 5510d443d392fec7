/**
 * Records (or history entries) written per call: a slice holds the file store's event loop for
 * a moment, and PostgreSQL's statements stay small.
 */
export const WRITE_SLICE = 1000;

/**
 * Writes `items` a slice at a time. The file store applies each call at once, holding the event
 * loop meanwhile: between slices other requests (a tourist's page, an incident report) get
 * their turn.
 */
export async function inSlices<T>(
  items: readonly T[],
  write: (slice: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < items.length; start += WRITE_SLICE) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    await write(items.slice(start, start + WRITE_SLICE));
  }
}
