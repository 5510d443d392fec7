import type { Request, Response } from 'express';
import { type EncodedBody, encodedBody, sendEncoded } from './encoded';
import { sendKept } from './shared-responses';

// Keyed by the service's answer itself: an entry lives as long as the service keeps that answer
// (its store-revision cache) and cannot outlive the data it was made from.
const bodies = new WeakMap<object, EncodedBody>();
/** What `res.json` sends as its type. */
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends `view(answer)` as JSON like `res.json` (same body, type and ETag), serializing it once per
 * `answer` object: for a list page served from a service's cache, thousands of requests between
 * two writes share one JSON text, one ETag and its compressed forms (UTF-8 bytes: a string would
 * be encoded again on every send) instead of stringifying, hashing and compressing it each time.
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
    entry = encodedBody(req, Buffer.from(JSON.stringify(view(answer)), 'utf8'));
    bodies.set(answer, entry);
  }
  if (sendKept(res, entry, JSON_TYPE)) return;
  // With the ETag already set, Express neither hashes the body again nor skips a 304.
  sendEncoded(req, res, entry, 'json');
}
