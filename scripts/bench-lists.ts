/**
 * npm run bench:lists: the guide registry's list pages over 10,000 generated guides, through the
 * service as a request would call it (authorization, parsing, search, filters, sort, page).
 * Prints the median, p95 and slowest time of each kind of page, read again unchanged and right
 * after a write, and fails when a median passes the budget of 50 ms a page.
 */
import { generateGuides } from '../server/areas/guides/bulk';
import { guides } from '../server/areas/guides/service';
import { loadConfig } from '../server/config';
import { createContext } from '../server/context';
import { buildSeed, createDataStore } from '../server/data';
import { createLogger } from '../server/logger';
import { createAuth } from '../server/security';
import { NO_CALLER } from '../server/security/cookies';

const GUIDES = 10_000;
const RUNS = 60;
const BUDGET_MS = 50;

const now = new Date();
const store = createDataStore({ ...buildSeed(now), guides: generateGuides(GUIDES, now, 7) });
const auth = await createAuth(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'bench-'.repeat(8) }));
const ctx = createContext(
  { store, auth },
  {
    requestId: 'bench',
    logger: createLogger('silent'),
    transport: NO_CALLER,
    user: { id: 'admin', role: 'ADMINISTRADOR', sessionId: 'bench' },
  },
);

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

// A store may keep what it computed for a page until the data changes: each page is measured
// as read again unchanged, and right after a write (not timed) like a busy registry's.
const writeSomething = async (run: number) => {
  await store.guides.update(firstGuide, { phone: `984 ${String(run).padStart(6, '0')}` });
};
const firstGuide = (await store.guides.list({ limit: 1 }))[0]?.id ?? '';

let failed = false;
console.log(`${GUIDES} guides, ${RUNS} runs per page (after 5 warm-up runs)`);
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
    if (median > BUDGET_MS) failed = true;
    console.log(
      `${`${name}, ${kind}`.padEnd(46)} ${String(total).padStart(6)} match  median ${median.toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  max ${(times.at(-1) ?? 0).toFixed(1)} ms`,
    );
  }
}
await store.close();
if (failed) {
  console.error(`A page's median passed the ${BUDGET_MS} ms budget.`);
  process.exit(1);
}
