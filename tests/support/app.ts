import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import supertest from 'supertest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { createMemoryStore } from '../../server/store/memory';
import { buildSeed } from '../../server/store/seed';
import type { Store } from '../../server/store/types';

export interface TestAppOptions {
  env?: Record<string, string>;
  store?: Store;
}

/** A fake built client: the three pages, so page routing can be checked without a Vite build. */
export function fakeClientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tsc-client-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><body><!--emergency-contacts--><script type="module" src="/assets/p.js"></script></body></html>',
  );
  writeFileSync(join(dir, 'admin.html'), '<!doctype html><title>admin</title>');
  writeFileSync(join(dir, 'playground.html'), '<!doctype html><title>playground</title>');
  return dir;
}

/** The real application in-process over a memory store, with supertest to call it. */
export async function createTestApp({ env = {}, store }: TestAppOptions = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CLIENT_DIR: fakeClientDir(),
    ...env,
  });
  const logger = createLogger(config.logLevel);
  const testStore = store ?? createMemoryStore(buildSeed());
  const built = await createApp({ config, store: testStore, logger });
  const request = supertest(built.app);
  return {
    ...built,
    config,
    store: testStore,
    request,
    /** POSTs a GraphQL operation as a browser client would (JSON). */
    graphql: (query: string, variables?: Record<string, unknown>) =>
      request.post('/graphql').set('content-type', 'application/json').send({ query, variables }),
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
