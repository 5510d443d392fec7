import { extname } from 'node:path';
import express, { type Request, type Response, Router } from 'express';
import { listEmergencyContacts } from '../areas/emergency-contacts/service';
import { toPublicContact } from '../areas/emergency-contacts/view';
import type { Context } from '../context';
import { DEFAULT_LANGUAGE } from './language';
import type { PageName, PageSource } from './pages';

/** Where the tourists' page expects its numbers, so they show without a second request. */
export const CONTACTS_MARKER = '<!--emergency-contacts-->';

export interface ClientOptions {
  pages: PageSource;
  /** The built client's folder, served as static files; absent in dev (Vite serves them). */
  staticDir?: string;
  context: (req: Request, res: Response) => Context;
}

/**
 * The browser side of the server: static assets, the tourists' page at `/` with its numbers
 * inlined, the playground, and the staff application for every other path (SPA fallback).
 */
export function clientRoutes({ pages, staticDir, context }: ClientOptions): Router {
  const router = Router();
  if (staticDir) {
    router.use(
      express.static(staticDir, {
        index: false,
        setHeaders(res, path) {
          // Hashed file names never change content; everything else is revalidated.
          if (path.includes('/assets/'))
            res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          else res.setHeader('Cache-Control', 'no-cache');
        },
      }),
    );
  }

  router.get(['/', '/index.html'], async (req, res) => {
    const html = await pages.html('index', req.originalUrl);
    if (html === null) return notBuilt(res);
    const contacts = (await listEmergencyContacts(context(req, res))).map((contact) =>
      toPublicContact(contact, DEFAULT_LANGUAGE),
    );
    sendHtml(
      res,
      html.replace(CONTACTS_MARKER, () => inlineJson('emergency-contacts', contacts)),
    );
  });

  router.get('/playground', (req, res) => sendPage('playground', req, res, pages));

  router.get('/*splat', (req, res, next) => {
    // Files (anything with an extension) are never answered with the application's HTML.
    if (extname(req.path) || !req.accepts('html')) return next();
    return sendPage('admin', req, res, pages);
  });
  return router;
}

async function sendPage(page: PageName, req: Request, res: Response, pages: PageSource) {
  const html = await pages.html(page, req.originalUrl);
  if (html === null) return notBuilt(res);
  sendHtml(res, html);
}

function sendHtml(res: Response, html: string) {
  res.setHeader('Cache-Control', 'no-cache');
  res.type('html').send(html);
}

function notBuilt(res: Response) {
  res
    .status(503)
    .type('text/plain')
    .send(
      'The web client has not been built yet: run `npm run build` (npm start does it for you).',
    );
}

/**
 * JSON inside a non-executable script element. `<` is escaped so the data can never close the
 * element, and the line separators that are invalid in old JavaScript parsers too.
 */
export function inlineJson(id: string, data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}
