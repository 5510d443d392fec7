import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import fresh from 'fresh';
import Negotiator from 'negotiator';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller bodies go as they are: compressing them saves less than its headers cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/**
 * Brotli's quality for a body compressed for one answer: the compression middleware's for
 * answers made per request, and a kept body's first send. The best quality costs 10 to 20 times
 * as much for a few percent: worth it only for a body served again and again.
 */
export const ON_DEMAND_BROTLI_QUALITY = 4;
/**
 * Above this, brotli's best quality costs hundreds of milliseconds of a thread: a faster level
 * still saves most. The public page (about 70 KB) stays below it: its best form is what lets it
 * arrive in the first round trip of a new connection.
 */
const LARGE_BODY_BYTES = 256 * 1024;
const ENCODINGS = ['br', 'gzip', 'identity'] as const;
type Encoding = (typeof ENCODINGS)[number];
type Compressed = Exclude<Encoding, 'identity'>;

const brotliOptions = (body: Buffer, quality: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

/** The quick forms, made on the request that first needs them. */
function quickForm(body: Buffer, encoding: Compressed): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, brotliOptions(body, ON_DEMAND_BROTLI_QUALITY))
    : gzipSync(body);
}

/** The best forms, made on libuv's threads: the event loop keeps answering meanwhile. */
async function bestForm(body: Buffer, encoding: Compressed): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 9 });
  const quality = body.length > LARGE_BODY_BYTES ? 6 : constants.BROTLI_MAX_QUALITY;
  return brotliAsync(body, brotliOptions(body, quality));
}

/**
 * A response body kept for many requests (a cached page, a cached JSON page) with its ETag and
 * its compressed forms, so a hot body is never compressed per request. Its first send gets a
 * quick form (brotli at the on-demand quality): a body that goes out once (a cache miss under a
 * key nobody asks again) costs what any answer costs. Sent again, the body has proved itself kept
 * and reused: its best forms are made once, off the event loop, and replace the quick ones when
 * ready.
 */
export class EncodedBody {
  private readonly best = new Map<Compressed, Buffer>();
  private readonly quick = new Map<Compressed, Buffer>();
  private making: Promise<void> | undefined;

  constructor(
    readonly identity: Buffer,
    readonly etag: string | undefined,
  ) {}

  form(encoding: Encoding): Buffer {
    if (encoding === 'identity') return this.identity;
    const best = this.best.get(encoding);
    if (best) return best;
    const quick = this.quick.get(encoding);
    if (quick) {
      void this.prepare();
      return quick;
    }
    const made = quickForm(this.identity, encoding);
    this.quick.set(encoding, made);
    return made;
  }

  /**
   * Makes the best forms (once) for a body served again, or known to be (the page at start);
   * settles when they are in use. A failure leaves the quick forms, and the next send tries again.
   */
  prepare(): Promise<void> {
    this.making ??= Promise.all([
      bestForm(this.identity, 'br'),
      bestForm(this.identity, 'gzip'),
    ]).then(
      ([br, gzip]) => {
        this.best.set('br', br).set('gzip', gzip);
        this.quick.clear();
      },
      () => {
        this.making = undefined;
      },
    );
    return this.making;
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
