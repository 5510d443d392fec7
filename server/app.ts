import { fileURLToPath } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express, type Request } from 'express';
import type { ViteDevServer } from 'vite';
import { apiRoutes } from './api';
import type { Config } from './config';
import { type Context, createContext } from './context';
import { createGraphQLServer } from './graphql/server';
import { clientRoutes } from './http/client';
import { requireJsonForChanges } from './http/csrf';
import { apiNotFound, errorHandler } from './http/errors';
import { builtPages, devPages } from './http/pages';
import { requestLog } from './http/request-log';
import { BASE_DIRECTIVES, DEV_DIRECTIVES, securityHeaders } from './http/security';
import type { Logger } from './logger';
import type { Store } from './store/types';

const CLIENT_SOURCE = fileURLToPath(new URL('../client', import.meta.url));
const I18N_DIR = fileURLToPath(new URL('../client/public/i18n', import.meta.url));

export interface AppDeps {
  config: Config;
  store: Store;
  logger: Logger;
  /** Vite's dev server, for `npm run dev`; without it the built client is served. */
  vite?: ViteDevServer;
}

export interface App {
  app: Express;
  graphql: ApolloServer<Context>;
  /** Stops the GraphQL server; the caller owns the HTTP server and the store. */
  stop(): Promise<void>;
}

/** Builds the whole HTTP application without listening, so tests can drive it in-process. */
export async function createApp({ config, store, logger, vite }: AppDeps): Promise<App> {
  const graphql = createGraphQLServer(config);
  await graphql.start();

  const context = (req: Request): Context => createContext({ store }, String(req.id), req.log);
  const pages = vite ? devPages(vite, CLIENT_SOURCE) : builtPages(config.clientDir);
  const json = express.json({ limit: config.bodyLimit });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  app.use(requestLog(logger));
  app.use(securityHeaders(vite ? DEV_DIRECTIVES : BASE_DIRECTIVES));

  // A browser opening /graphql gets the playground; programs get the API.
  app.get('/graphql', (req, res, next) => {
    if (req.accepts(['application/json', 'text/html']) !== 'text/html') return next();
    res.redirect(303, '/playground');
  });
  app.use(
    '/graphql',
    json,
    expressMiddleware(graphql, { context: async ({ req }) => context(req) }),
  );

  app.use(
    '/api',
    requireJsonForChanges,
    json,
    (req, _res, next) => {
      req.ctx = context(req);
      next();
    },
    apiRoutes(),
    apiNotFound,
  );

  app.use('/i18n', express.static(I18N_DIR, { index: false, setHeaders: noCache }));

  if (vite) app.use(vite.middlewares);
  app.use(clientRoutes({ pages, staticDir: vite ? undefined : config.clientDir, context }));
  app.use(errorHandler);

  return { app, graphql, stop: () => graphql.stop() };
}

function noCache(res: express.Response) {
  res.setHeader('Cache-Control', 'no-cache');
}
