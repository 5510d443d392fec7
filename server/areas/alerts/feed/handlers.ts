import { type Application, type Request, type Response, Router } from 'express';
import { AppError } from '../../../errors';
import { type EncodedBody, encodedBody, sendEncoded } from '../../../http/encoded';
import type { AlertRecord } from '../model';
import { ATOM_TYPE, atomFeed } from './atom';
import { CAP_TYPE, capMessage } from './cap';
import type { FeedSource } from './source';

/** What the feed reads, given by the alerts area: the handlers hold no rules of their own. */
export interface AlertFeedReads {
  /** The alerts the feed lists: the active ones and those cancelled or expired lately. */
  feedAlerts(req: Request, res: Response): Promise<AlertRecord[]>;
  /** One alert that was published (active or over); throws NotFoundError for a draft or none. */
  publishedAlert(req: Request, res: Response, id: string): Promise<AlertRecord>;
  source(req: Request): FeedSource;
  now(req: Request, res: Response): Date;
}

/**
 * Renderings kept: the feed and the messages relays fetch again and again, each with its ETag and
 * compressed forms, until what they say changes (the key is the text itself).
 */
const MAX_KEPT = 64;

/** Ids as the store makes them; anything else is no alert, answered without a read. */
const ALERT_ID = /^[\w-]{1,64}$/;

/**
 * `GET /alerts.atom` and `GET /alerts/<id>.xml`: the Atom feed and each alert's CAP 1.2 message,
 * for anyone to relay. Each rendering is kept with its compressed forms, like the public page,
 * and revalidated by ETag (`no-cache`): an alert changes at any moment, and a relay must not
 * repeat one that was cancelled.
 */
export function alertFeedRouter(read: AlertFeedReads): Router {
  const kept = new Map<string, EncodedBody>();
  const keep = (req: Request, text: string): EncodedBody => {
    let body = kept.get(text);
    if (!body) {
      body = encodedBody(req, Buffer.from(text, 'utf8'));
      if (kept.size >= MAX_KEPT) kept.clear();
      kept.set(text, body);
    }
    return body;
  };
  const send = (req: Request, res: Response, text: string, type: string) => {
    res.setHeader('Cache-Control', 'no-cache');
    sendEncoded(req, res, keep(req, text), type);
  };
  const notFound = (res: Response) =>
    res.status(404).setHeader('Cache-Control', 'no-cache').type('text/plain').send('Not found');

  const router = Router();
  router.get('/alerts.atom', async (req, res) => {
    const alerts = await read.feedAlerts(req, res);
    send(req, res, atomFeed(alerts, read.source(req), read.now(req, res)), ATOM_TYPE);
  });
  router.get('/alerts/:id.xml', async (req, res) => {
    const id = req.params.id ?? '';
    if (!ALERT_ID.test(id)) return notFound(res);
    let alert: AlertRecord;
    try {
      alert = await read.publishedAlert(req, res, id);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return notFound(res);
      throw error;
    }
    send(req, res, capMessage(alert, read.source(req)), CAP_TYPE);
  });
  return router;
}

/** Mounts the feed's two paths on `app` (before the client's fallback). */
export function mountAlertFeed(app: Application, read: AlertFeedReads): void {
  app.use(alertFeedRouter(read));
}
