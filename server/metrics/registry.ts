import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Everything the server measures, in one registry served on its own listener (listener.ts).
 * Metrics belong to the process, as Prometheus scrapes processes: every layer records into these
 * instruments, none of them knows how they are served. Label values are bounded sets (route
 * patterns, methods, status codes, names chosen by the code), never ids, user names or raw URLs.
 */
export const registry = new Registry();

// The process' own: CPU, heap, event loop lag, GC pauses, open handles.
collectDefaultMetrics({ register: registry });

/** Seconds an HTTP answer takes: from a few milliseconds (kept answers) to a slow export. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status code (probes apart).',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request to the last byte of its answer, by route pattern and method.',
  labelNames: ['route', 'method'] as const,
  buckets: HTTP_BUCKETS,
  registers: [registry],
});

export const graphqlOperations = new Counter({
  name: 'graphql_operations_total',
  help: 'GraphQL operations Apollo ran, by operation name, type and outcome (ok or the error code).',
  labelNames: ['operation', 'type', 'outcome'] as const,
  registers: [registry],
});

export const sharedAnswers = new Counter({
  name: 'shared_answers_total',
  help: 'Shared answers (the same for every caller with the same rights): hit, sent as kept; miss, made and kept.',
  labelNames: ['api', 'result'] as const,
  registers: [registry],
});

export const storeCommits = new Histogram({
  name: 'store_commit_duration_seconds',
  help: 'Time of one commit of the store (a file write or a database transaction): ok, failed (nothing kept: disk or database trouble), rolled_back (a lone write refused itself).',
  labelNames: ['store', 'outcome'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

export const storeCommitWrites = new Histogram({
  name: 'store_commit_writes',
  help: 'Writes acknowledged together by one commit (group commit).',
  labelNames: ['store'] as const,
  buckets: [1, 2, 4, 8, 16, 32, 64, 128],
  registers: [registry],
});

export const throttleRefusals = new Counter({
  name: 'throttle_refusals_total',
  help: 'Requests refused by a rate limit (429), by limit.',
  labelNames: ['limit'] as const,
  registers: [registry],
});

export const incidentReports = new Counter({
  name: 'incident_reports_received_total',
  help: "Tourists' incident reports received, by kind (new cases; a report sent again is not counted).",
  labelNames: ['type'] as const,
  registers: [registry],
});

export const eventStreams = new Gauge({
  name: 'event_streams_open',
  help: 'Live update streams (GET /api/events) open on this instance.',
  registers: [registry],
});

/** A source of a gauge's values, watched while its owner lives (a store, an app). */
type Source<T> = () => T;

/** Sources registered by whoever owns them; the gauges read them when scraped. */
function sources<T>() {
  const watched = new Set<Source<T>>();
  return {
    watched,
    /** Starts reading `source` at each scrape; the returned function stops it. */
    watch(source: Source<T>): () => void {
      watched.add(source);
      return () => watched.delete(source);
    },
  };
}

export interface PoolState {
  total: number;
  idle: number;
  waiting: number;
}

const pools = sources<PoolState>();
/** Watches a database pool's connections while its store is open. */
export const watchPool = pools.watch;

new Gauge({
  name: 'db_pool_connections',
  help: 'Connections of the PostgreSQL pool: in_use, idle, and requests waiting for one.',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    // The file store has no pool: no series rather than zeros that look like a healthy one.
    this.reset();
    if (pools.watched.size === 0) return;
    let inUse = 0;
    let idle = 0;
    let waiting = 0;
    for (const read of pools.watched) {
      const pool = read();
      inUse += pool.total - pool.idle;
      idle += pool.idle;
      waiting += pool.waiting;
    }
    this.set({ state: 'in_use' }, inUse);
    this.set({ state: 'idle' }, idle);
    this.set({ state: 'waiting' }, waiting);
  },
});

const openIncidents = sources<Promise<ReadonlyArray<{ status: string; total: number }>>>();
/** Watches the open cases by status (read from the store at each scrape) while an app runs. */
export const watchOpenIncidents = openIncidents.watch;

new Gauge({
  name: 'incidents_open',
  help: 'Open incident cases by status, as the store holds them (the same on every instance).',
  labelNames: ['status'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    // One app per process serves; in tests several may watch, and the last one counts.
    const read = [...openIncidents.watched].at(-1);
    if (!read) return;
    try {
      for (const { status, total } of await read()) this.set({ status }, total);
    } catch {
      // The store does not answer: the series are absent this time (`/readyz` says why).
    }
  },
});

/** One commit of a store: how long it took from `started` (performance.now()) and how many writes. */
export function recordCommit(
  store: 'file' | 'postgres',
  writes: number,
  started: number,
  outcome: 'ok' | 'failed' | 'rolled_back',
): void {
  storeCommits.observe({ store, outcome }, (performance.now() - started) / 1000);
  if (outcome === 'ok') storeCommitWrites.observe({ store }, writes);
}
