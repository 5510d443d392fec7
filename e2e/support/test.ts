import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { startServer, stopServer } from '../../scripts/lib/server';

/**
 * Playwright's `test`, with a server of its own for each worker: the built server as `npm start`
 * runs it, on a free port over a fresh store, so that workers run side by side without sharing
 * sign-in throttles, rate limits or records. Every spec imports `test` from here.
 */
export const test = base.extend<object, { serverUrl: string }>({
  serverUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for.
    async ({}, use) => {
      const dir = mkdtempSync(join(tmpdir(), 'turismo-seguro-e2e-'));
      const { child, url } = await startServer(dir);
      // The browser's own name for the machine, as people open it (cookies are kept per host).
      await use(url.replace('127.0.0.1', 'localhost'));
      await stopServer(child);
      rmSync(dir, { recursive: true, force: true });
    },
    // Starting a server takes a few seconds on a busy 2-core machine; the build is done before.
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ serverUrl }, use) => use(serverUrl),
});

export { expect } from '@playwright/test';
