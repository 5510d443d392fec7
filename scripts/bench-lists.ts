/**
 * npm run bench:lists: the guide registry's list pages over 10,000 generated guides, through the
 * service as a request would call it (authorization, parsing, search, filters, sort, page).
 * Prints the median, p95 and slowest time of each kind of page, and fails when a median passes
 * the budget of 50 ms a page.
 */
import { generateGuides } from '../server/areas/guides/bulk';
import { guides } from '../server/areas/guides/service';
import { createAuth } from '../server/auth';
import { NO_CALLER } from '../server/auth/cookies';
import { loadConfig } from '../server/config';
import { createContext } from '../server/context';
import { createLogger } from '../server/logger';
import { createMemoryStore } from '../server/store/memory';
import { buildSeed } from '../server/store/seed';

const GUIDES = 10_000;
const RUNS = 60;
const BUDGET_MS = 50;

const now = new Date();
const store = createMemoryStore({ ...buildSeed(now), guides: generateGuides(GUIDES, now, 7) });
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

let failed = false;
console.log(`${GUIDES} guides, ${RUNS} runs per page (after 5 warm-up runs)`);
for (const [name, input] of Object.entries(PAGES)) {
  for (let run = 0; run < 5; run += 1) await guides.list(ctx, input);
  const times: number[] = [];
  let total = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const page = await guides.list(ctx, input);
    times.push(performance.now() - started);
    total = page.pageInfo.total;
  }
  times.sort((a, b) => a - b);
  const median = percentile(times, 50);
  if (median > BUDGET_MS) failed = true;
  console.log(
    `${name.padEnd(32)} ${String(total).padStart(6)} match  median ${median.toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  max ${(times.at(-1) ?? 0).toFixed(1)} ms`,
  );
}
await store.close();
if (failed) {
  console.error(`A page's median passed the ${BUDGET_MS} ms budget.`);
  process.exit(1);
}
