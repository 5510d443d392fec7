import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Agent } from 'node:https';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import supertest from 'supertest';
import { createApp } from '../../server/app';
import { SETTINGS } from '../../server/areas';
import { loadConfig } from '../../server/config';
import { createContext } from '../../server/context';
import { PAGE_RENDERER_FILE } from '../../server/http/pages';
import { createLogger } from '../../server/logger';
import { NO_CALLER } from '../../server/security/cookies';
import type { PasswordHashing } from '../../server/security/passwords';
import type { CapLimits } from '../../server/security/record-caps';
import type { Store } from '../../server/store/types';
import { testStore } from './test-store';

/** A strong test-only signing key; production never sees it. */
export const TEST_JWT_SECRET = 'test-only-jwt-secret-0123456789abcdef-0123456789';

/**
 * argon2id made cheap for tests, passed explicitly to the app: production keeps its defaults.
 * The seeded demo hashes still use production's cost until a first sign-in rehashes them.
 */
export const TEST_PASSWORD_HASHING: PasswordHashing = {
  memoryCost: 1024,
  timeCost: 1,
  parallelism: 1,
};

export interface TestAppOptions {
  env?: Record<string, string>;
  store?: Store;
  /** Collects every log line (at info level and above) in `logs`. */
  captureLogs?: boolean;
  passwordHashing?: PasswordHashing;
  /** Lower caps on the records one account may create (the app's own are those the areas declare). */
  caps?: CapLimits;
  /** The HTTPS agent Web Push goes through: one that trusts the test's push service. */
  pushAgent?: Agent;
}

/** The public page's renderer from its source (the test run builds it with Preact, as Vite does). */
const PAGE_RENDERER_SOURCE = fileURLToPath(
  new URL('../../client/src/public/server.tsx', import.meta.url),
);

/**
 * A fake built client: the three pages and the public page's real renderer, so page routing and
 * rendering can be checked without a Vite build.
 */
export function fakeClientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tsc-client-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="es"><head><!--page-head--></head><body><div id="root"><!--page-body--></div><!--page-data--><script type="module" src="/assets/p.js"></script></body></html>',
  );
  mkdirSync(join(dir, dirname(PAGE_RENDERER_FILE)));
  writeFileSync(
    join(dir, PAGE_RENDERER_FILE),
    `export * from ${JSON.stringify(pathToFileURL(PAGE_RENDERER_SOURCE).href)};\n`,
  );
  writeFileSync(join(dir, 'admin.html'), '<!doctype html><title>admin</title>');
  writeFileSync(join(dir, 'playground.html'), '<!doctype html><title>playground</title>');
  return dir;
}

/** Real time plus an offset that tests move forward, instead of sleeping. */
export function testClock() {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms: number) {
      offset += ms;
    },
  };
}

/** The real application in-process over a memory store (or PostgreSQL), with supertest to call it. */
export async function createTestApp({
  env = {},
  store,
  captureLogs = false,
  passwordHashing = TEST_PASSWORD_HASHING,
  caps,
  pushAgent,
}: TestAppOptions = {}) {
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: captureLogs ? 'info' : 'silent',
      CLIENT_DIR: fakeClientDir(),
      JWT_SECRET: TEST_JWT_SECRET,
      ...env,
    },
    undefined,
    SETTINGS,
  );
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const logger = createLogger(config.logLevel, captureLogs ? sink : undefined);
  const appStore = store ?? (await testStore());
  const clock = testClock();
  const built = await createApp({
    config,
    store: appStore,
    logger,
    authOptions: { passwordHashing },
    clock: clock.now,
    caps,
    pushAgent,
  });
  const request = supertest(built.app);
  return {
    ...built,
    config,
    store: appStore,
    request,
    clock,
    logger,
    /** Every log line written so far (with `captureLogs`). */
    logs,
    /** POSTs a GraphQL operation as a browser client would (JSON), optionally with a token. */
    graphql: (query: string, variables?: Record<string, unknown>, token?: string) => {
      const call = request.post('/graphql').set('content-type', 'application/json');
      if (token) call.set('authorization', `Bearer ${token}`);
      return call.send({ query, variables });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The context a scheduled job runs with on `app` (server/app.ts startJobs): nobody calling. */
export function jobContext(app: TestApp) {
  return createContext(app.services, {
    requestId: 'job',
    logger: app.logger,
    transport: NO_CALLER,
  });
}
