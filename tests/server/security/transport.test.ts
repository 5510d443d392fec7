import { once } from 'node:events';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { httpTransport } from '../../../server/http/transport';
import type { Transport } from '../../../server/security/cookies';

let server: http.Server | undefined;
afterEach(() => {
  server?.close();
});

/** A server whose one route hands its transport to `handle` and answers when told. */
async function serve(handle: (transport: Transport, res: express.Response) => void) {
  const app = express();
  app.post('/', (req, res) => handle(httpTransport(req, res), res));
  server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

describe('httpTransport.gone', () => {
  it('is false while the caller waits for its answer', async () => {
    const seen: boolean[] = [];
    const url = await serve((transport, res) => {
      seen.push(transport.gone());
      res.json({ ok: true });
      seen.push(transport.gone());
    });
    expect((await fetch(url, { method: 'POST' })).status).toBe(200);
    expect(seen).toEqual([false, false]);
  });

  it('is true once the caller cancelled the request', async () => {
    let closed: (gone: boolean) => void = () => {};
    const seen = new Promise<boolean>((resolve) => {
      closed = resolve;
    });
    const url = await serve((transport, res) => {
      // No answer yet: the caller gives up first.
      res.once('close', () => closed(transport.gone()));
    });
    const controller = new AbortController();
    const request = fetch(url, { method: 'POST', signal: controller.signal });
    // Cancelled once the server holds the request.
    await new Promise((resolve) => server?.once('request', resolve));
    controller.abort();
    await expect(request).rejects.toThrow();
    expect(await seen).toBe(true);
  });
});
