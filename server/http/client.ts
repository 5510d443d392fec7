import { extname } from 'node:path';
import cookieParser from 'cookie-parser';
import { type Request, type Response, Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { isStaffAppPath } from '../../shared/staff-app-paths';
import type { Context } from '../context';
import { nameRoute, routeNamed } from '../metrics/http';
import { notFound } from './not-found';
import type { PageName, PageSource } from './pages';
import { type PublicPage, publicPageRoute } from './public-page';

export interface ClientOptions {
  pages: PageSource;
  publicPage: PublicPage;
  /** The built client's folder, served as static files; absent in dev (Vite serves them). */
  staticDir?: string;
  context: (req: Request, res: Response) => Context;
}

/**
 * The browser side of the server: static assets, the tourists' page at `/` rendered with its
 * numbers (public-page.ts), the playground, the staff application for its own addresses
 * (shared/staff-app-paths.ts), and a 404 page for any other (not-found.ts).
 */
export function clientRoutes({ pages, publicPage, staticDir, context }: ClientOptions): Router {
  const router = Router();
  if (staticDir) {
    // The build wrote brotli and gzip copies of every text file (vite.config.ts): each request
    // gets the one its client takes, as it is, with `Vary: Accept-Encoding`.
    router.use(
      routeNamed('static'),
      expressStaticGzip(staticDir, {
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        index: false,
        serveStatic: {
          index: false,
          setHeaders(res, path) {
            // Hashed file names never change content; everything else is revalidated.
            if (path.includes('/assets/'))
              res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
            else res.setHeader('Cache-Control', 'no-cache');
          },
        },
      }),
    );
  }

  router.get(
    ['/', '/index.html'],
    routeNamed('/'),
    cookieParser(),
    publicPageRoute(publicPage, context, notBuilt),
  );

  router.get('/playground', routeNamed('/playground'), (req, res) =>
    sendPage('playground', req, res, pages),
  );

  router.get('/*splat', (req, res, next) => {
    // Files (anything with an extension) are never answered with the application's HTML, nor
    // any address the application does not own.
    if (extname(req.path) || !req.accepts('html') || !isStaffAppPath(req.path)) return next();
    nameRoute(req, 'staff-app');
    return sendPage('admin', req, res, pages);
  });
  router.use(routeNamed('not-found'), notFound);
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
