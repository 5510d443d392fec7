import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../../server/api';
import { STORE_SCHEMA } from '../../../server/data';
import { fullPath } from '../../../server/http/route-table';
import { createLogger } from '../../../server/logger';
import { operationLabels } from '../../../server/metrics/graphql';
import { registry } from '../../../server/metrics/registry';
import { openStore } from '../../../server/store/index';
import { createTestApp } from '../../support/app';
import { signInAs } from '../../support/auth';
import { theftReport } from '../../support/incident-reports';
import { labelValues, parseMetrics, type Sample, total } from '../../support/metrics';
import { uniqueGuide } from '../../support/server-process';
import { createTablesDatabase, prepareTablesTemplate, testStore } from '../../support/test-store';

/** What the registry holds now, as a scraper reads it (the text format, parsed). */
async function scrape(): Promise<Sample[]> {
  return parseMetrics(await registry.metrics());
}

/** The names a request's route may be counted under: the route table's patterns, and the rest. */
const ROUTE_NAMES = new Set([
  ...API_ROUTES.flatMap((group) => group.routes.map((route) => fullPath(group, route))),
  ...['/api/*', '/graphql', '/', '/playground', 'staff-app', 'static', '/i18n', 'not-found'],
  ...['/manifest.webmanifest', '/docs/api', '/docs/api.md', '/alerts.atom', '/alerts/:id.xml'],
  'other',
]);

const dirs: string[] = [];
beforeAll(prepareTablesTemplate, 60_000);
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('HTTP metrics', () => {
  it('count requests by route pattern, method and status, never by their URL', async () => {
    const app = await createTestApp({ store: await testStore() });
    const { accessToken } = await signInAs(app, 'DIRCETUR');
    const [guide] = await app.store.guides.list({ limit: 1 });
    const before = await scrape();

    const asStaff = (path: string) =>
      app.request.get(path).set('authorization', `Bearer ${accessToken}`);
    expect((await asStaff(`/api/admin/guides/${guide?.id}`)).status).toBe(200);
    expect((await asStaff(`/api/admin/guides/${guide?.id}?secret=x`)).status).toBe(400);
    expect((await app.request.get('/api/no/such/thing')).status).toBe(404);
    expect((await app.request.get('/no/such/page').set('accept', 'text/html')).status).toBe(404);
    expect((await app.request.post('/api/auth/login').send({})).status).toBe(400);

    const after = await scrape();
    const delta = (labels: Record<string, string>) =>
      total(after, 'http_requests_total', labels) - total(before, 'http_requests_total', labels);
    expect(delta({ route: '/api/admin/guides/:id', method: 'GET', status: '200' })).toBe(1);
    expect(delta({ route: '/api/admin/guides/:id', method: 'GET', status: '400' })).toBe(1);
    expect(delta({ route: '/api/*', method: 'GET', status: '404' })).toBe(1);
    expect(delta({ route: 'not-found', method: 'GET', status: '404' })).toBe(1);
    expect(delta({ route: '/api/auth/login', method: 'POST', status: '400' })).toBe(1);
    // The latency histogram has a sample per request, under the same pattern.
    const timed = { route: '/api/admin/guides/:id', method: 'GET' };
    expect(
      total(after, 'http_request_duration_seconds_count', timed) -
        total(before, 'http_request_duration_seconds_count', timed),
    ).toBe(2);

    // Bounded: only known patterns, and no id, query or user name in any label of any metric.
    for (const route of labelValues(after, 'http_requests_total', 'route')) {
      expect(ROUTE_NAMES, route).toContain(route);
    }
    const labelText = after.flatMap((sample) => Object.values(sample.labels)).join('\n');
    expect(labelText).not.toContain(String(guide?.id));
    expect(labelText).not.toContain('secret');
    expect(labelText).not.toContain('dircetur');
  });

  it('count shared answers served as kept (hits) and made to be kept (misses)', async () => {
    const app = await createTestApp({ store: await testStore() });
    const before = await scrape();
    for (let i = 0; i < 3; i += 1) {
      expect((await app.request.get('/api/public/emergency-contacts')).status).toBe(200);
    }
    const after = await scrape();
    const delta = (result: string) =>
      total(after, 'shared_answers_total', { api: 'rest', result }) -
      total(before, 'shared_answers_total', { api: 'rest', result });
    expect(delta('miss')).toBe(1);
    expect(delta('hit')).toBe(2);
    // A kept answer is counted under the route that made it.
    const route = { route: '/api/public/emergency-contacts', status: '200' };
    expect(
      total(after, 'http_requests_total', route) - total(before, 'http_requests_total', route),
    ).toBe(3);
  });
});

describe('GraphQL metrics', () => {
  it('count operations by name, type and outcome', async () => {
    const app = await createTestApp({ store: await testStore() });
    const before = await scrape();
    await app.graphql('query MetricsProbe { __typename }');
    await app.graphql('query MetricsProbe { noSuchField }');
    await app.graphql(
      'mutation MetricsLogin { signIn(login: "nobody", password: "wrong-password") { accessToken } }',
    );
    const after = await scrape();
    const delta = (labels: Record<string, string>) =>
      total(after, 'graphql_operations_total', labels) -
      total(before, 'graphql_operations_total', labels);
    expect(delta({ operation: 'MetricsProbe', type: 'query', outcome: 'ok' })).toBe(1);
    expect(delta({ operation: 'MetricsProbe', outcome: 'GRAPHQL_VALIDATION_FAILED' })).toBe(1);
    expect(delta({ operation: 'MetricsLogin', type: 'mutation', outcome: 'UNAUTHENTICATED' })).toBe(
      1,
    );
  });

  it('keeps the first 200 operation names as labels, then counts the rest as other', () => {
    const label = operationLabels();
    const names = Array.from({ length: 210 }, (_, i) => `Named${i}`);
    const labels = names.map(label);
    expect(labels.slice(0, 200)).toEqual(names.slice(0, 200));
    expect(new Set(labels.slice(200))).toEqual(new Set(['other']));
    // A name kept stays its own; one a client cannot have meant is `other`.
    expect(label('Named7')).toBe('Named7');
    expect(label('drop table; --')).toBe('other');
    expect(label(undefined)).toBe('(anonymous)');
  });
});

describe('what the areas count', () => {
  it('counts throttled requests by the limit that refused them', async () => {
    const app = await createTestApp({ store: await testStore(), env: { VERIFY_MAX_PER_IP: '2' } });
    const before = await scrape();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await app.request.get(`/api/public/verify?q=Quispe${i}`)).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const after = await scrape();
    const refused = { limit: 'verify-ip' };
    expect(
      total(after, 'throttle_refusals_total', refused) -
        total(before, 'throttle_refusals_total', refused),
    ).toBe(1);
  });

  it('counts the reports received and shows the open cases by status as the store holds them', async () => {
    const app = await createTestApp({ store: await testStore() });
    const before = await scrape();
    const send = (body: object) => app.request.post('/api/public/incidents').send(body);
    expect((await send(theftReport())).status).toBe(201);
    const report = theftReport();
    const first = await send(report);
    // Sent again after a lost answer: the same case, not a new report.
    const again = await send(report);
    expect(again.body.code).toBe(first.body.code);
    const after = await scrape();
    const received = { type: 'THEFT' };
    expect(
      total(after, 'incident_reports_received_total', received) -
        total(before, 'incident_reports_received_total', received),
    ).toBe(2);
    expect(total(after, 'incidents_open', { status: 'RECIBIDO' })).toBe(
      await app.store.incidents.count({ status: 'RECIBIDO' }),
    );
  });
});

describe('store metrics', () => {
  it('time the file store’s commits and count the writes each one acknowledges', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tsc-metrics-'));
    dirs.push(dir);
    const store = await openStore(
      { dbFile: join(dir, 'db.json') },
      STORE_SCHEMA,
      createLogger('silent'),
    );
    const before = await scrape();
    try {
      // Twenty writes at once: the group commit acknowledges them in fewer commits.
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          store.guides.insert({ ...guideRecord(i), id: `metrics-${i}` } as never),
        ),
      );
    } finally {
      await store.close();
    }
    const after = await scrape();
    const file = { store: 'file' };
    const commits =
      total(after, 'store_commit_writes_count', file) -
      total(before, 'store_commit_writes_count', file);
    const writes =
      total(after, 'store_commit_writes_sum', file) -
      total(before, 'store_commit_writes_sum', file);
    expect(writes).toBe(20);
    expect(commits).toBeGreaterThanOrEqual(1);
    expect(commits).toBeLessThan(20);
    expect(
      total(after, 'store_commit_duration_seconds_count', { store: 'file', outcome: 'ok' }) -
        total(before, 'store_commit_duration_seconds_count', { store: 'file', outcome: 'ok' }),
    ).toBe(commits);
  });

  it('show the PostgreSQL pool’s connections while its store is open', {
    timeout: 60_000,
  }, async () => {
    const { url } = await createTablesDatabase();
    const store = await openStore(
      { dbFile: '', database: { url, poolSize: 4, statementTimeoutMs: 10_000 } },
      STORE_SCHEMA,
      createLogger('silent'),
    );
    const before = await scrape();
    let open: Sample[];
    try {
      await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          store.guides.insert({ ...guideRecord(100 + i), id: `metrics-pg-${i}` } as never),
        ),
      );
      open = await scrape();
    } finally {
      await store.close();
    }
    const pool = (state: string) => total(open, 'db_pool_connections', { state });
    expect(pool('in_use') + pool('idle')).toBeGreaterThanOrEqual(1);
    expect(pool('in_use') + pool('idle')).toBeLessThanOrEqual(4 * 8); // other files' stores too
    expect(pool('waiting')).toBeGreaterThanOrEqual(0);
    const postgres = { store: 'postgres' };
    expect(
      total(open, 'store_commit_writes_sum', postgres) -
        total(before, 'store_commit_writes_sum', postgres),
    ).toBe(8);
  });
});

describe('process metrics', () => {
  it('include the event loop’s lag, the heap and garbage collection', async () => {
    const names = new Set((await scrape()).map((sample) => sample.name));
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_gc_duration_seconds_count',
      'process_cpu_seconds_total',
    ]) {
      expect(names, name).toContain(name);
    }
  });
});

/** A guide record as the registry stores it. */
function guideRecord(sequence: number) {
  const now = '2026-11-28T12:00:00.000Z';
  return { ...uniqueGuide('Metrics', sequence), status: 'ACTIVO', createdAt: now, updatedAt: now };
}
