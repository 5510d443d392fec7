import type { Request, Response } from 'express';

interface Serialized {
  /** UTF-8 already: a string body would be encoded again on every send. */
  body: Buffer;
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
    const body = Buffer.from(JSON.stringify(view(answer)), 'utf8');
    const etag: ((body: Buffer) => string) | undefined = req.app.get('etag fn');
    entry = { body, etag: etag?.(body) };
    bodies.set(answer, entry);
  }
  // With the ETag already set, Express neither hashes the body again nor skips a 304.
  if (entry.etag) res.setHeader('ETag', entry.etag);
  // The type first: a Buffer alone would be sent as application/octet-stream.
  res.type('json').send(entry.body);
}
