import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Agent as HttpsAgent } from 'node:https';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import type { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express, type Request, type Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { ViteDevServer } from 'vite';
import { API_ROUTES, apiRoutes } from './api';
import { AREA_PATHS, JOBS, LIVE_TOPICS, RECORD_CAPS } from './areas';
import { publicAlerts } from './areas/alerts/view';
import { publicContacts } from './areas/emergency-contacts/view';
import { openCasesByStatus } from './areas/incidents/overview';
import type { Clock } from './clock';
import type { Config } from './config';
import { type Context, type ContextDeps, createContext } from './context';
import { contextFailure } from './graphql/errors';
import { createGraphQLServer } from './graphql/server';
import { API_DOCS_FILE } from './http/api-docs';
import { apiDocsRoutes } from './http/api-docs-page';
import { noStoreUnlessShared } from './http/cache-control';
import { clientRoutes } from './http/client';
import { requireJsonForChanges } from './http/csrf';
import { COMPRESSION_THRESHOLD_BYTES, isEncoded, ON_DEMAND_BROTLI_QUALITY } from './http/encoded';
import { apiNotFound, errorHandler } from './http/errors';
import { MANIFEST_PATH, manifestRoute } from './http/manifest';
import { builtPages, devPages } from './http/pages';
import { createProbes } from './http/probes';
import { createPublicPage } from './http/public-page';
import { installRequestLogger, logRequests } from './http/request-log';
import { sharedQueries, uploadRoutes } from './http/route-table';
import { BASE_DIRECTIVES, DEV_DIRECTIVES, securityHeaders } from './http/security';
import { preparedRequest, sharedResponses } from './http/shared-responses';
import { signInTextsRoute } from './http/sign-in-texts';
import { httpTransport } from './http/transport';
import { I18N_DIR } from './i18n';
import { scheduleJobs } from './jobs';
import { type LiveUpdates, liveUpdates } from './live/hub';
import type { Logger } from './logger';
import { measureRequests, routeNamed } from './metrics/http';
import { watchOpenIncidents } from './metrics/registry';
import { ROOT } from './root';
import { type Auth, type AuthOptions, createAuth } from './security';
import { authenticate, authenticateKnown } from './security/authenticate';
import { NO_CALLER } from './security/cookies';
import { type Mailer, mailDelivery } from './security/mail';
import { type CapLimits, type RecordCaps, withLimits } from './security/record-caps';
import type { Store } from './store/types';

const CLIENT_SOURCE = join(ROOT, 'client');

export interface AppDeps {
  config: Config;
  store: Store;
  logger: Logger;
  /** Vite's dev server, for `npm run dev`; without it the built client is served. */
  vite?: ViteDevServer;
  /** Password-hashing cost and signing keys: tests set them explicitly. */
  authOptions?: Omit<AuthOptions, 'clock'>;
  /** Date.now unless given: tests move time instead of sleeping. */
  clock?: Clock;
  /** Replaces the mailer the configuration chooses. */
  mailer?: Mailer;
  /** The HTTPS agent Web Push goes through (tests trust their own push service with it). */
  pushAgent?: HttpsAgent;
  /** Limits of the record caps, by collection, where not those the areas declare: tests lower them. */
  caps?: CapLimits;
}

export interface App {
  /**
   * The whole application as node's request listener: the probes (http/probes.ts) and the live
   * update streams (live/hub.ts) first, then the request log, the API's Cache-Control
   * (http/cache-control.ts) and the shared response cache (http/shared-responses.ts) in front of
   * Express.
   */
  app: RequestListener;
  /** Express alone, behind the front. */
  express: Express;
  /** How many answers the shared response cache keeps, and how many requests it answered. */
  sharedResponses: { stats(): { kept: number; served: number } };
  /**
   * Turns `/readyz` to 503 for good and ends the live update streams: the shutdown's first step,
   * before connections close.
   */
  markDraining(): void;
  /** The live update streams (GET /api/events). */
  liveUpdates: LiveUpdates;
  graphql: ApolloServer<Context>;
  /** The executable GraphQL schema. */
  schema: GraphQLSchema;
  auth: Auth;
  /** What every request's context shares: the store, auth, clock, mail, caps and settings. */
  services: ContextDeps;
  /** Renders the public page in every language ahead of the first visitor (main.ts, at start). */
  warmUp(): Promise<void>;
  /** Starts the jobs the server runs on its own (main.ts, once listening); `stop` ends them. */
  startJobs(): void;
  /** Stops the GraphQL server and waits for background work; the caller owns HTTP and the store. */
  stop(): Promise<void>;
}

/** Builds the whole HTTP application without listening, so tests can drive it in-process. */
export async function createApp({
  config,
  store,
  logger,
  vite,
  authOptions,
  clock = Date.now,
  mailer,
  pushAgent,
  caps: capsGiven,
}: AppDeps): Promise<App> {
  const auth = await createAuth(config, { ...authOptions, clock });
  const mail = mailDelivery(config, mailer);
  if (!mail) {
    logger.warn(
      'password reset by mail is off: no SMTP_URL, so forgot-password asks people to get a temporary password from an administrator',
    );
  }
  const caps: RecordCaps = withLimits(RECORD_CAPS, capsGiven);
  const services: ContextDeps = {
    store,
    auth,
    clock,
    mail,
    pushAgent,
    caps,
    settings: config.settings,
  };
  const { server: graphql, schema } = createGraphQLServer(config, sharedQueries(API_ROUTES));
  await graphql.start();

  // One context for GraphQL and REST: the Bearer token is checked here, the same way for both.
  const authDeps = { store, tokens: auth.tokens, clock };
  const authenticateHeader = (header: string | undefined) => authenticate(header, authDeps);
  const context = async (req: Request, res: Response): Promise<Context> => {
    const authentication =
      preparedRequest(req)?.authentication ?? (await authenticateHeader(req.headers.authorization));
    return createContext(services, {
      requestId: req.id,
      get logger() {
        return req.log;
      },
      transport: httpTransport(req, res),
      ...authentication,
    });
  };
  // The pages only read public data: nobody is signed in there.
  const pageContext = (req: Request, res: Response): Context =>
    createContext(services, {
      requestId: req.id,
      get logger() {
        return req.log;
      },
      transport: httpTransport(req, res),
    });
  const pages = vite ? devPages(vite, CLIENT_SOURCE) : builtPages(config.clientDir);
  const json = express.json({ limit: config.bodyLimit });
  // The same, keeping the raw bytes of GraphQL bodies: they key the shared response cache.
  const rawBodies = new WeakMap<IncomingMessage, Buffer>();
  const graphqlJson = express.json({
    limit: config.bodyLimit,
    verify: (req, _res, raw) => {
      rawBodies.set(req, raw);
    },
  });
  const cookies = cookieParser();

  const app = express();
  installRequestLogger(app.request);
  const publicPage = createPublicPage(pages, app.get('etag fn'), publicContacts, publicAlerts);
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(securityHeaders(vite ? DEV_DIRECTIVES : BASE_DIRECTIVES));
  // Every text answer made per request (JSON of REST and GraphQL, pages, dictionaries) is
  // compressed on the fly with brotli or gzip; kept bodies and built files come compressed
  // already (http/encoded.ts, http/client.ts) and pass through untouched.
  app.use(
    compression({
      threshold: COMPRESSION_THRESHOLD_BYTES,
      brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: ON_DEMAND_BROTLI_QUALITY } },
      filter: (req, res) => !isEncoded(res) && compression.filter(req, res),
    }),
  );

  // A browser opening /graphql gets the playground; programs get the API.
  app.get('/graphql', (req, res, next) => {
    if (req.accepts(['application/json', 'text/html']) !== 'text/html') return next();
    res.redirect(303, '/playground');
  });
  app.use(
    '/graphql',
    routeNamed('/graphql'),
    // The front read the body already; its parse error (if any) is answered here.
    (req, _res, next) => next(preparedRequest(req)?.bodyError),
    graphqlJson,
    cookies,
    expressMiddleware(graphql, {
      context: ({ req, res }) =>
        context(req, res).catch((error: unknown) => {
          throw contextFailure(error, req.log);
        }),
    }),
  );

  app.use(
    '/api',
    // Each route of the table renames it; what none of them serves stays here.
    routeNamed('/api/*'),
    requireJsonForChanges(uploadRoutes(API_ROUTES)),
    json,
    cookies,
    async (req, res, next) => {
      req.ctx = await context(req, res);
      next();
    },
    apiRoutes(),
    apiNotFound,
  );

  app.use(
    '/i18n',
    routeNamed('/i18n'),
    signInTextsRoute,
    express.static(I18N_DIR, { index: false, setHeaders: noCache }),
  );
  app.get(MANIFEST_PATH, manifestRoute);
  // The REST reference, readable from the running server: a page, and the Markdown file itself.
  app.use(apiDocsRoutes(API_DOCS_FILE));
  for (const paths of AREA_PATHS) {
    app.use(paths({ context: pageContext, publicUrl: config.givenPublicUrl }));
  }

  if (vite) app.use(vite.middlewares);
  app.use(
    clientRoutes({
      pages,
      publicPage,
      staticDir: vite ? undefined : config.clientDir,
      context: pageContext,
    }),
  );
  app.use(errorHandler);

  const log = logRequests(logger);
  const front = sharedResponses({
    store,
    clock,
    authenticate: authenticateHeader,
    authenticateKnown: (header) => authenticateKnown(header, authDeps),
    readJson: (req, res) =>
      new Promise((resolve) => {
        graphqlJson(req as Request, res as Response, (error?: unknown) =>
          resolve({ raw: rawBodies.get(req), error }),
        );
      }),
    next: (req, res) => {
      app(req, res);
    },
  });

  const probes = createProbes(store, logger);
  const live = liveUpdates({
    store,
    topics: LIVE_TOPICS,
    authenticate: authenticateHeader,
    context: (user) =>
      createContext(services, {
        requestId: 'live-updates',
        logger,
        transport: NO_CALLER,
        user,
      }),
    limits: config.eventStreams,
    logger,
  });
  const unwatchIncidents = watchOpenIncidents(() => openCasesByStatus(store));
  let jobs: ReturnType<typeof scheduleJobs> | undefined;
  return {
    app: (req: IncomingMessage, res: ServerResponse) => {
      if (probes.handle(req, res)) return;
      if (live.handle(req, res)) return;
      measureRequests(req, res);
      log(req, res);
      noStoreUnlessShared(req, res);
      front.listener(req, res);
    },
    express: app,
    sharedResponses: front,
    markDraining() {
      probes.markDraining();
      // Streams never end by themselves: the drain would wait its whole time for them.
      live.close();
    },
    liveUpdates: live,
    graphql,
    schema: schema(),
    auth,
    services,
    async warmUp() {
      const ctx = createContext(services, { requestId: 'warm-up', logger, transport: NO_CALLER });
      await publicPage.warmUp(ctx);
    },
    startJobs() {
      jobs ??= scheduleJobs(
        JOBS,
        (job) =>
          createContext(services, {
            requestId: `job:${job.name}`,
            logger: logger.child({ job: job.name }),
            transport: NO_CALLER,
          }),
        logger,
      );
    },
    async stop() {
      live.close();
      unwatchIncidents();
      await jobs?.stop();
      await graphql.stop();
      await auth.background.idle();
      await auth.close();
    },
  };
}

function noCache(res: express.Response) {
  res.setHeader('Cache-Control', 'no-cache');
}
