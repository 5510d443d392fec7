import express, { type NextFunction, type Request, type Response } from 'express';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { atomFeed } from '../../../../../server/areas/alerts/feed/atom';
import { capMessage } from '../../../../../server/areas/alerts/feed/cap';
import {
  type AlertFeedReads,
  mountAlertFeed,
} from '../../../../../server/areas/alerts/feed/handlers';
import type { AlertRecord } from '../../../../../server/areas/alerts/model';
import { NotFoundError } from '../../../../../server/errors';
import { alertRecord, SOURCE } from './factory';
import { capErrors } from './validate';

const NOW = new Date('2026-11-29T20:00:00.000Z');

/** An app serving the feed over `alerts`, read through stub reads that record their calls. */
function feedApp(alerts: AlertRecord[], fail?: Error) {
  const reads: AlertFeedReads = {
    feedAlerts: vi.fn(async () => alerts),
    publishedAlert: vi.fn(async (_req, _res, id: string) => {
      if (fail) throw fail;
      const found = alerts.find((alert) => alert.id === id);
      if (!found) throw new NotFoundError(`No alert ${id}`);
      return found;
    }),
    source: () => SOURCE,
    now: () => NOW,
  };
  const app = express();
  mountAlertFeed(app, reads);
  app.use((error: Error, _req: Request, res: Response, _next: NextFunction) => {
    res.status(500).json({ error: error.message });
  });
  return { app, reads };
}

/** The answer's bytes as sent were fewer than those of `text`: it went compressed. */
const compressed = (response: request.Response, text: string) =>
  Number(response.headers['content-length']) < Buffer.byteLength(text);

const rail = alertRecord({ id: 'rail-1' });
const draft = alertRecord({ id: 'draft-1', state: 'DRAFT', version: 0, publishedAt: null });

describe('GET /alerts.atom', () => {
  it('answers the feed of what the reads give, as Atom, revalidated by ETag', async () => {
    const { app, reads } = feedApp([rail]);
    const response = await request(app).get('/alerts.atom');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.text).toBe(atomFeed([rail], SOURCE, NOW));
    expect(reads.feedAlerts).toHaveBeenCalledTimes(1);

    const etag = response.headers.etag;
    expect(etag).toBeTruthy();
    const again = await request(app)
      .get('/alerts.atom')
      .set('if-none-match', etag ?? '');
    expect(again.status).toBe(304);
  });

  it('is compressed with brotli for a client that takes it', async () => {
    const { app } = feedApp([rail]);
    // supertest decodes it as a browser does.
    const response = await request(app).get('/alerts.atom').set('accept-encoding', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.text).toBe(atomFeed([rail], SOURCE, NOW));
    expect(compressed(response, response.text)).toBe(true);
  });
});

describe('GET /alerts/<id>.xml', () => {
  it('answers the alert’s CAP message, valid CAP 1.2', async () => {
    const { app, reads } = feedApp([rail]);
    const response = await request(app).get('/alerts/rail-1.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/cap+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toBe(capMessage(rail, SOURCE));
    expect(await capErrors(response.text)).toEqual([]);
    expect(reads.publishedAlert).toHaveBeenCalledWith(
      expect.anything(),
      expect.anything(),
      'rail-1',
    );
  });

  it('is compressed with brotli and answers 304 to its ETag', async () => {
    const { app } = feedApp([rail]);
    const response = await request(app).get('/alerts/rail-1.xml').set('accept-encoding', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.text).toBe(capMessage(rail, SOURCE));
    expect(compressed(response, response.text)).toBe(true);
    const again = await request(app)
      .get('/alerts/rail-1.xml')
      .set('accept-encoding', 'br')
      .set('if-none-match', response.headers.etag ?? '');
    expect(again.status).toBe(304);
  });

  it('answers a short 404 for an unknown alert or a draft (the reads refuse both)', async () => {
    const { app } = feedApp([rail]);
    for (const path of ['/alerts/nope.xml', `/alerts/${draft.id}.xml`]) {
      const response = await request(app).get(path);
      expect(response.status).toBe(404);
      expect(response.text).toBe('Not found');
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
    }
  });

  it('answers 404 to an id no alert can have, without reading', async () => {
    const { app, reads } = feedApp([rail]);
    const response = await request(app).get(`/alerts/${'x'.repeat(65)}.xml`);
    expect(response.status).toBe(404);
    expect(reads.publishedAlert).not.toHaveBeenCalled();
  });

  it('passes any other failure on to the app’s error handler', async () => {
    const { app } = feedApp([rail], new Error('store down'));
    const response = await request(app).get('/alerts/rail-1.xml');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: 'store down' });
  });
});
