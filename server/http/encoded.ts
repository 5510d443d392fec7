import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import Negotiator from 'negotiator';

/** Smaller bodies go as they are: compressing them saves less than its headers cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Above this, brotli's best quality costs tens of milliseconds: a faster level still saves most. */
const LARGE_BODY_BYTES = 64 * 1024;
const ENCODINGS = ['br', 'gzip', 'identity'] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * A response body kept for many requests (a cached page, a cached JSON page) with its ETag and
 * its compressed forms, each made once on first demand, so a hot body is never compressed per
 * request. Kept bodies are few and change rarely: they get brotli's and gzip's best levels (a
 * faster brotli level for large ones).
 */
export class EncodedBody {
  private readonly forms = new Map<Encoding, Buffer>();

  constructor(
    readonly identity: Buffer,
    readonly etag: string | undefined,
  ) {
    this.forms.set('identity', identity);
  }

  form(encoding: Encoding): Buffer {
    let body = this.forms.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.identity, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]:
                  this.identity.length > LARGE_BODY_BYTES ? 6 : constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
              },
            })
          : gzipSync(this.identity, { level: 9 });
      this.forms.set(encoding, body);
    }
    return body;
  }
}

/** The encoding to answer `req` with: brotli where the client takes it, else gzip, else none. */
export function chooseEncoding(req: Request, bytes: number): Encoding {
  if (bytes < COMPRESSION_THRESHOLD_BYTES) return 'identity';
  const chosen = new Negotiator(req).encoding(ENCODINGS, { preferred: ENCODINGS });
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
}

/**
 * Sends a kept body like `res.send` (type, ETag, 304 on a matching If-None-Match, HEAD) in the
 * encoding the client prefers. The compression middleware leaves it alone: it is encoded already.
 */
export function sendEncoded(req: Request, res: Response, body: EncodedBody, type: string): void {
  const encoding = chooseEncoding(req, body.identity.length);
  res.vary('Accept-Encoding');
  if (body.etag) res.setHeader('ETag', body.etag);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  // The type first: a Buffer alone would be sent as application/octet-stream.
  res.type(type).send(body.form(encoding));
}
