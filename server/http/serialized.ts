import type { Request, Response } from 'express';

interface Serialized {
  body: string;
  etag: string | undefined;
}

// Keyed by the service's answer itself: an entry lives as long as the service keeps that answer
// (its store-revision cache) and cannot outlive the data it was made from.
const bodies = new WeakMap<object, Serialized>();

/**
 * Sends `view(answer)` as JSON like `res.json` (same body, type and ETag), serializing it once per
 * `answer` object: for a list page served from a service's cache, thousands of requests between
 * two writes share one JSON text and one ETag instead of stringifying and hashing it each time.
 * Only for answers that the service returns from such a cache and nobody modifies.
 */
export function sendSerialized<A extends object>(
  req: Request,
  res: Response,
  answer: A,
  view: (answer: A) => unknown,
): void {
  let entry = bodies.get(answer);
  if (!entry) {
    const body = JSON.stringify(view(answer));
    const etag: ((body: string, encoding: string) => string) | undefined = req.app.get('etag fn');
    entry = { body, etag: etag?.(body, 'utf8') };
    bodies.set(answer, entry);
  }
  // With the ETag already set, Express neither hashes the body again nor skips a 304.
  if (entry.etag) res.setHeader('ETag', entry.etag);
  res.type('json').send(entry.body);
}
