import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { installRequestLogger, logRequests } from '../../../server/http/request-log';
import { createLogger } from '../../../server/logger';

/** An app with the request log in front of a few routes, and every line it writes. */
function logged(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  // Wired as the app wires it: the log in front of Express, `req.log` on Express's requests.
  const app = express();
  const log = logRequests(createLogger(level, sink));
  installRequestLogger(app.request);
  app.get('/ok', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/logs', (req, res) => {
    req.log.info({ detail: 1 }, 'from a route');
    res.json({ ok: true });
  });
  app.get('/missing', (_req, res) => {
    res.status(404).json({ error: 'NOT FOUND' });
  });
  app.get('/broken', (_req, res) => {
    res.status(500).json({ error: 'INTERNAL' });
  });
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    log(req, res);
    app(req, res);
  };
  return { app: handler, lines };
}

describe('request log', () => {
  it('writes one line per request with its id, method, redacted URL, status and time', async () => {
    const { app, lines } = logged();
    const response = await request(app).get('/ok?token=secret-value&page=2');
    const id = response.headers['x-request-id'];
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        req: { id, method: 'GET', url: '/ok?token=[redacted]&page=2' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('names the request in every line a route writes through req.log', async () => {
    const { app, lines } = logged();
    const response = await request(app).get('/logs').set('x-request-id', 'proxy-7');
    // Our id is the request's (audit lines use it); the client's is kept beside it.
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines[0]).toMatchObject({
      msg: 'from a route',
      detail: 1,
      req: { id, incomingId: 'proxy-7', method: 'GET', url: '/logs' },
    });
    expect(lines[1]).toMatchObject({
      msg: 'request completed',
      req: { id, incomingId: 'proxy-7' },
    });
  });

  it('redacts the operation and variables of a GraphQL GET in the logged URL', async () => {
    const { app, lines } = logged();
    const variables = encodeURIComponent(JSON.stringify({ login: 'admin', password: 'Secreta.1' }));
    await request(app).get(
      `/ok?query=mutation%20SignIn&variables=${variables}&extensions=x&page=2`,
    );
    expect(lines[0]).toMatchObject({
      req: { url: '/ok?query=[redacted]&variables=[redacted]&extensions=[redacted]&page=2' },
    });
  });

  it('logs client errors as warnings and server errors as errors, and only those at warn', async () => {
    const { app, lines } = logged('warn');
    await request(app).get('/ok');
    await request(app).get('/missing');
    await request(app).get('/broken');
    expect(
      lines.map((line) => [line.level, (line.res as { statusCode: number }).statusCode]),
    ).toEqual([
      [40, 404],
      [50, 500],
    ]);
  });
});
