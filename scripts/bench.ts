/**
 * npm run bench: the HTTP server under load on loopback, as a client would meet it. Starts the
 * real server (server/main.ts) on a fresh store in a child process, signs in, then runs
 * autocannon with 50 connections for 10 s against each case and prints requests per second,
 * p99 latency and errors. Exits 1 when a case misses its target (set for the project's 2-core
 * machine) or answers any error; `uptime` is printed beside the figures because other work on
 * the machine moves them. BENCH_DURATION (seconds) shortens a trial run.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startServer } from './lib/server';

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
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: bench.body === undefined ? undefined : JSON.stringify(bench.body),
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
    `${reference ? 'ref ' : ok ? 'ok  ' : 'MISS'} ${bench.name.padEnd(38)} ${rps.toFixed(0).padStart(6)} req/s  p99 ${String(p99).padStart(4)} ms  errors ${failures}  server CPU ${cpuPerRequest === null ? '?' : cpuPerRequest.toFixed(3)} ms/request  (target ${target})`,
  );
  return ok;
}

const dir = mkdtempSync(join(tmpdir(), 'tsc-bench-'));
const { child, url } = await startServer(dir);
let failed = false;
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
      name: 'REST product update (PATCH, durable)',
      method: 'PATCH',
      path: `${INVENTORY}/product`,
      body: { id: productId, product: { stock: 42, price: 129.9 } },
      maxP99: 500,
    },
  ];
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
  console.log(
    `${CONNECTIONS} connections, ${DURATION} s each, loopback; load average ${one} ${five} ${fifteen} on this machine before the run`,
  );
  // A short warm-up so the first case does not pay for the JIT.
  await autocannon({
    url: `${url}${cases[0]?.path}`,
    connections: 10,
    duration: 2,
    headers: { authorization: `Bearer ${token}` },
  });
  for (const bench of cases) {
    if (!(await run(url, token, bench, child.pid))) failed = true;
  }
  await reference(token, cases[0], cases[1]);
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
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
