import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import fresh from 'fresh';
import Negotiator from 'negotiator';

/** Smaller bodies go as they are: compressing them saves less than its headers cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/**
 * Brotli's quality for a body compressed for one answer: the compression middleware's for
 * answers made per request, and a kept body's first send. The best quality costs 10 to 20 times
 * as much for a few percent: worth it only for a body served again and again.
 */
export const ON_DEMAND_BROTLI_QUALITY = 4;
/** Above this, brotli's best quality costs tens of milliseconds: a faster level still saves most. */
const LARGE_BODY_BYTES = 64 * 1024;
const ENCODINGS = ['br', 'gzip', 'identity'] as const;
type Encoding = (typeof ENCODINGS)[number];

function brotli(body: Buffer, quality: number): Buffer {
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * A response body kept for many requests (a cached page, a cached JSON page) with its ETag and
 * its compressed forms, so a hot body is never compressed per request. Its first brotli form is
 * made at the on-demand quality: a body that goes out once (a cache miss under a key nobody asks
 * again) costs what any answer costs. Asked again, the body has proved itself kept and reused:
 * it gets brotli's best quality (a faster level for large ones), made once, and gzip's.
 */
export class EncodedBody {
  /** The best forms, made once. */
  private readonly forms = new Map<'br' | 'gzip', Buffer>();
  /** The brotli form of the first send, until the best one replaces it. */
  private firstBrotli: Buffer | undefined;

  constructor(
    readonly identity: Buffer,
    readonly etag: string | undefined,
  ) {}

  form(encoding: Encoding): Buffer {
    if (encoding === 'identity') return this.identity;
    const best = this.forms.get(encoding);
    if (best) return best;
    if (encoding === 'br' && !this.firstBrotli) {
      this.firstBrotli = brotli(this.identity, ON_DEMAND_BROTLI_QUALITY);
      return this.firstBrotli;
    }
    return this.best(encoding);
  }

  /** Makes the best forms now, for a body known to be served many times (the page at start). */
  prepare(): void {
    this.best('br');
    this.best('gzip');
  }

  private best(encoding: 'br' | 'gzip'): Buffer {
    let body = this.forms.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotli(
              this.identity,
              this.identity.length > LARGE_BODY_BYTES ? 6 : constants.BROTLI_MAX_QUALITY,
            )
          : gzipSync(this.identity, { level: 9 });
      this.forms.set(encoding, body);
      if (encoding === 'br') this.firstBrotli = undefined;
    }
    return body;
  }
}

/**
 * A body to keep, with the ETag Express would give it (the app's `etag fn`), so a kept answer
 * and one Express sends carry the same ETag.
 */
export function encodedBody(
  req: { app?: { get(setting: string): unknown } },
  identity: Buffer,
): EncodedBody {
  const etag = req.app?.get('etag fn') as ((body: Buffer) => string) | undefined;
  return new EncodedBody(identity, etag?.(identity));
}

/** The choice per Accept-Encoding header: clients send a handful of distinct ones. */
const chosen = new Map<string, Encoding>();
const CHOSEN_LIMIT = 100;

/** The encoding to answer `req` with: brotli where the client takes it, else gzip, else none. */
export function chooseEncoding(req: Pick<IncomingMessage, 'headers'>, bytes: number): Encoding {
  if (bytes < COMPRESSION_THRESHOLD_BYTES) return 'identity';
  const header = req.headers['accept-encoding'] ?? '';
  let encoding = chosen.get(header);
  if (!encoding) {
    const best = new Negotiator(req).encoding(ENCODINGS, { preferred: ENCODINGS });
    encoding = best === 'br' || best === 'gzip' ? best : 'identity';
    if (chosen.size >= CHOSEN_LIMIT) chosen.clear();
    chosen.set(header, encoding);
  }
  return encoding;
}

/** Responses whose body goes encoded already: the compression middleware must leave them be. */
const encodedResponses = new WeakSet<ServerResponse>();

/** For the compression middleware's filter: this response's body is encoded already. */
export function isEncoded(res: ServerResponse): boolean {
  return encodedResponses.has(res);
}

/**
 * Sends a kept body like `res.send` (type, ETag, 304 on a matching If-None-Match, HEAD) in the
 * encoding the client prefers. The compression middleware leaves it alone: it is encoded already.
 */
export function sendEncoded(req: Request, res: Response, body: EncodedBody, type: string): void {
  const encoding = chooseEncoding(req, body.identity.length);
  encodedResponses.add(res);
  res.vary('Accept-Encoding');
  if (body.etag) res.setHeader('ETag', body.etag);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  // The type first: a Buffer alone would be sent as application/octet-stream.
  res.type(type).send(body.form(encoding));
}

/**
 * Sends a kept body with node's own response, for answers served without Express (their
 * headers kept with them): 200 in the encoding the client prefers, or 304 to a GET whose
 * If-None-Match holds the body's ETag, as Express would.
 */
export function writeEncoded(
  req: IncomingMessage,
  res: ServerResponse,
  body: EncodedBody,
  headers: OutgoingHeaders,
): void {
  encodedResponses.add(res);
  for (const [name, value] of headers) res.setHeader(name, value);
  res.setHeader('Vary', 'Accept-Encoding');
  if (body.etag) {
    res.setHeader('ETag', body.etag);
    if (req.method === 'GET' && fresh(req.headers, { etag: body.etag })) {
      res.removeHeader('Content-Type');
      res.statusCode = 304;
      res.end();
      return;
    }
  }
  const encoding = chooseEncoding(req, body.identity.length);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  const bytes = body.form(encoding);
  res.setHeader('Content-Length', bytes.length);
  res.statusCode = 200;
  res.end(bytes);
}

/** Response headers as kept with a body: name (lower case) and value. */
export type OutgoingHeaders = ReadonlyArray<readonly [string, number | string | readonly string[]]>;
