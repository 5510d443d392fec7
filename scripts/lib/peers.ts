/**
 * Peer servers for `npm run bench`: json-server (REST) and json-graphql-server (GraphQL), two
 * well-known servers of a JSON document, serving the same data as the benchmarked server. They
 * are not dependencies of this project: `npm run bench:peers` installs them into a folder of the
 * system's temporary directory, and the benchmark includes them when they are there.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSeed } from '../../server/data';
import { freePort } from './free-port';

export const PEERS_DIR = join(tmpdir(), 'turismo-seguro-cusco-bench-peers');

export type PeerKind = 'json-server' | 'json-graphql-server';

const VERSIONS: Record<PeerKind, string> = {
  'json-server': '0.17.4',
  'json-graphql-server': '3.3.2',
};

function packageJson(kind: PeerKind): { version?: string; bin?: string | Record<string, string> } {
  return JSON.parse(readFileSync(join(PEERS_DIR, 'node_modules', kind, 'package.json'), 'utf8'));
}

/** Whether both peers are installed in PEERS_DIR at the versions the benchmark expects. */
export function peersInstalled(): boolean {
  return (Object.keys(VERSIONS) as PeerKind[]).every((kind) => {
    try {
      return packageJson(kind).version === VERSIONS[kind];
    } catch {
      return false;
    }
  });
}

/** Installs both peers into PEERS_DIR (npm's output shown). */
export function installPeers(): void {
  mkdirSync(PEERS_DIR, { recursive: true });
  const manifest = join(PEERS_DIR, 'package.json');
  if (!existsSync(manifest)) writeFileSync(manifest, '{ "private": true }\n');
  const specs = (Object.keys(VERSIONS) as PeerKind[]).map((kind) => `${kind}@${VERSIONS[kind]}`);
  execFileSync(
    process.platform === 'win32' ? 'npm.cmd' : 'npm',
    ['install', '--no-audit', '--no-fund', '--no-save', ...specs],
    { cwd: PEERS_DIR, stdio: 'inherit', shell: process.platform === 'win32' },
  );
}

/** A running peer: its base URL (no trailing slash) and how to stop it. */
export interface Peer {
  url: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

/** The JS file of a peer's command line, from its package.json "bin". */
function binFile(kind: PeerKind): string {
  const { bin } = packageJson(kind);
  const file = typeof bin === 'string' ? bin : bin?.[kind];
  if (!file) throw new Error(`${kind} in ${PEERS_DIR} names no command line`);
  return join(PEERS_DIR, 'node_modules', kind, file);
}

/** The command-line arguments after the data file: the address to listen on, no request logs. */
function listenArgs(kind: PeerKind, port: number): string[] {
  return kind === 'json-server'
    ? ['--port', String(port), '--host', '127.0.0.1', '--quiet']
    : ['--port', String(port), '--host', '127.0.0.1'];
}

const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

/**
 * Starts a peer's own command line (installed with `installPeers`) serving `data` from a JSON
 * file in a fresh temporary folder, on a free port of 127.0.0.1; resolves once it answers HTTP.
 * `stop()` ends it (SIGTERM, then SIGKILL after 5 s), waits for it and removes the folder.
 */
export async function startPeer(
  kind: PeerKind,
  data: { products: object[] } & Record<string, object[]>,
): Promise<Peer> {
  const bin = binFile(kind);
  const dir = mkdtempSync(join(tmpdir(), `turismo-seguro-cusco-${kind}-`));
  const dbFile = join(dir, 'db.json');
  writeFileSync(dbFile, JSON.stringify(data));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [bin, dbFile, ...listenArgs(kind, port)], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  let done = false;
  const failed = exited.then(() => {
    if (!done) throw new Error(`${kind} exited before answering:\n${output}`);
  });
  const ready = (async () => {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!done) {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
        await response.arrayBuffer();
        return;
      } catch {
        if (done) return;
        if (Date.now() > deadline) throw new Error(`${kind} did not answer at ${url}:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  })();
  try {
    await Promise.race([ready, failed]);
  } catch (error) {
    done = true;
    await stop();
    throw error;
  }
  done = true;
  return { url, pid: child.pid, stop };
}

/** A request as autocannon takes it: method, path, headers and body. */
export interface PeerRequest {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

const JSON_HEADERS = { 'content-type': 'application/json' };
const FIRST_PRODUCT_ID = buildSeed().inventoryProducts[0]?.id ?? '';

/**
 * What each peer is asked in the benchmark, given the seed's inventory products: the first page
 * of 10 products sorted by name (and, for json-server, unsorted), and json-server's update of one
 * product's stock and price (the seed's first product; the same values on every request) and
 * new guide.
 * json-graphql-server's pages count from 0, json-server's from 1.
 */
export const PEER_REQUESTS = {
  'json-server': {
    sortedPage: { method: 'GET', path: '/products?_sort=name&_order=asc&_page=1&_limit=10' },
    page: { method: 'GET', path: '/products?_page=1&_limit=10' },
    /** A new guide (json-server gives it an id and checks nothing, so one body serves). */
    newGuide: {
      method: 'POST',
      path: '/guides',
      headers: { ...JSON_HEADERS },
      body: JSON.stringify({
        firstNames: 'Carga',
        lastNames: 'Prueba',
        documentType: 'DNI',
        documentNumber: '80000000',
        licenseNumber: 'BENCH-0',
        languages: ['es'],
        licenseIssuedOn: '2026-01-01',
        licenseExpiresOn: '2028-01-01',
      }),
    },
    update: {
      method: 'PATCH',
      path: `/products/${encodeURIComponent(FIRST_PRODUCT_ID)}`,
      headers: { ...JSON_HEADERS },
      body: JSON.stringify({ stock: 42, price: 129.9 }),
    },
  },
  'json-graphql-server': {
    sortedPage: {
      method: 'POST',
      path: '/',
      headers: { ...JSON_HEADERS },
      body: JSON.stringify({
        query:
          'query { allProducts(page: 0, perPage: 10, sortField: "name", sortOrder: "asc") { id name sku price stock active tags } }',
      }),
    },
  },
} as const satisfies Record<PeerKind, Record<string, PeerRequest>>;
