import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedBody, ON_DEMAND_BROTLI_QUALITY } from '../../../server/http/encoded';
import { createTestApp, fakeClientDir } from '../../support/app';

// supertest decodes brotli and gzip like a browser: `text` is the decoded body and the headers
// say how it travelled.

const EMERGENCY_CONTACTS_QUERY = '{ emergencyContacts { id name names { es en tr } phone dial } }';

describe('compressed answers', () => {
  it('compresses the page, a REST answer and a GraphQL answer as the client asks', async () => {
    const app = await createTestApp();
    const cases = [
      () => app.request.get('/').set('accept', 'text/html'),
      () => app.request.get('/api/public/police-offices'),
      () => app.graphql(EMERGENCY_CONTACTS_QUERY),
      () => app.request.get('/i18n/es.json'),
    ];
    for (const call of cases) {
      const plain = await call().set('accept-encoding', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const encoding of ['br', 'gzip']) {
        const compressed = await call().set('accept-encoding', `${encoding}, identity;q=0.5`);
        expect(compressed.status).toBe(200);
        expect(compressed.headers['content-encoding']).toBe(encoding);
        expect(compressed.headers.vary).toContain('Accept-Encoding');
        expect(compressed.text).toBe(plain.text);
      }
      // A browser takes both: brotli, the smaller, is preferred.
      const browser = await call().set('accept-encoding', 'gzip, deflate, br, zstd');
      expect(browser.headers['content-encoding']).toBe('br');
    }
  });

  it('leaves small answers as they are', async () => {
    const app = await createTestApp();
    const response = await app.request.get('/api/no-such-path').set('accept-encoding', 'br, gzip');
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('revalidates a compressed page with 304', async () => {
    const app = await createTestApp();
    const first = await app.request.get('/').set('accept-encoding', 'br');
    const again = await app.request
      .get('/')
      .set('accept-encoding', 'br')
      .set('if-none-match', String(first.headers.etag));
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('serves the build own brotli and gzip copies of an asset, as written', async () => {
    const dir = fakeClientDir();
    const script = `console.log(${JSON.stringify('Teléfonos de Emergencia '.repeat(200))});\n`;
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'page-abc123.js'), script);
    writeFileSync(join(dir, 'assets', 'page-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(dir, 'assets', 'page-abc123.js.gz'), gzipSync(script));
    const app = await createTestApp({ env: { CLIENT_DIR: dir } });
    const get = (encoding: string) =>
      app.request.get('/assets/page-abc123.js').set('accept-encoding', encoding);

    for (const [encoding, file] of [
      ['br', brotliCompressSync(script)],
      ['gzip', gzipSync(script)],
    ] as const) {
      const response = await get(`${encoding}, identity;q=0.5`);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(Number(response.headers['content-length'])).toBe(file.length);
      expect(response.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(response.text).toBe(script);
      const revalidated = await get(encoding).set('if-none-match', String(response.headers.etag));
      expect(revalidated.status).toBe(304);
    }
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
  });
});

describe('EncodedBody', () => {
  const identity = Buffer.from(JSON.stringify(Array.from({ length: 60 }, guideLike)));
  const best = brotli(identity, constants.BROTLI_MAX_QUALITY);

  it('sends a body first at the on-demand quality, and the best quality once it is reused', async () => {
    const body = new EncodedBody(identity, 'W/"x"');
    const quick = body.form('br');
    expect(quick.equals(brotli(identity, ON_DEMAND_BROTLI_QUALITY))).toBe(true);
    // Sent again: the best form is being made off the event loop, the quick one serves meanwhile.
    expect(body.form('br')).toBe(quick);
    await body.prepare();
    expect(body.form('br').equals(best)).toBe(true);
    expect(body.form('br')).toBe(body.form('br'));
    expect(gunzipSync(body.form('gzip')).equals(identity)).toBe(true);
    expect(body.form('gzip')).toBe(body.form('gzip'));
    expect(body.form('identity')).toBe(body.identity);
  });

  it('makes the best forms at once for a body known to be reused', async () => {
    const body = new EncodedBody(identity, undefined);
    await body.prepare();
    expect(body.form('br').equals(best)).toBe(true);
    expect(body.form('gzip').equals(gzipSync(identity, { level: 9 }))).toBe(true);
  });

  it('keeps serving while the best forms are made', async () => {
    const body = new EncodedBody(identity, undefined);
    const making = body.prepare();
    expect(body.form('br').equals(brotli(identity, ON_DEMAND_BROTLI_QUALITY))).toBe(true);
    await making;
    expect(body.form('br').equals(best)).toBe(true);
  });
});

describe('the level of a kept answer', () => {
  it('is the on-demand one for the request that made it, the best once it is served again', async () => {
    const app = await createTestApp();
    const get = (encoding: string) =>
      app.request.get('/api/public/police-offices').set('accept-encoding', encoding);
    const made = await get('br');
    const plain = Buffer.from((await get('identity')).text);
    // Compressed sizes tell the levels apart: each quality gives its own bytes.
    const fast = brotli(plain, ON_DEMAND_BROTLI_QUALITY).length;
    const best = brotli(plain, constants.BROTLI_MAX_QUALITY).length;
    expect(fast).not.toBe(best);
    expect(Number(made.headers['content-length'])).toBe(fast);
    // Served again, the best form is made on a thread and replaces the quick one when ready.
    await expect.poll(async () => Number((await get('br')).headers['content-length'])).toBe(best);
    expect(app.sharedResponses.stats().served).toBeGreaterThanOrEqual(2);
  });
});

function brotli(body: Buffer, quality: number): Buffer {
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

function guideLike(_: unknown, i: number) {
  return { id: `guide-${i}`, name: `Guía ${i}`, languages: ['es', 'en'], status: 'VIGENTE' };
}
