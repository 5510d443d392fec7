import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseMetrics, total } from '../../support/metrics';
import { type ServerProcess, signInOn, startServer } from '../../support/server-process';

const started: ServerProcess[] = [];
const dirs: string[] = [];

function run(env: Record<string, string>): ServerProcess {
  const dir = mkdtempSync(join(tmpdir(), 'tsc-metrics-'));
  dirs.push(dir);
  const server = startServer({ DB_FILE: join(dir, 'db.json'), ...env });
  started.push(server);
  return server;
}

/** The metrics' address the server printed once listening. */
function metricsUrl(server: ServerProcess): string | undefined {
  return server.output().match(/Metrics: (http:\/\/\S+\/metrics)/)?.[1];
}

afterEach(() => {
  for (const server of started.splice(0)) server.child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the metrics listener', () => {
  it('serves Prometheus text on its own loopback port, apart from the application', async () => {
    const server = run({ METRICS_PORT: '0' });
    const url = await server.ready;
    const metrics = metricsUrl(server);
    expect(metrics).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);

    // A staff member's day in a few requests, through the application's port.
    const token = await signInOn(url);
    const asStaff = { authorization: `Bearer ${token}` };
    expect((await fetch(`${url}/api/admin/guides`, { headers: asStaff })).status).toBe(200);
    expect((await fetch(`${url}/api/public/emergency-contacts`)).status).toBe(200);
    expect((await fetch(`${url}/metrics`)).status).toBe(404);

    const response = await fetch(metrics as string);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parseMetrics(await response.text());
    expect(total(samples, 'http_requests_total', { route: '/api/auth/login', status: '200' })).toBe(
      1,
    );
    expect(
      total(samples, 'http_requests_total', { route: '/api/admin/guides', status: '200' }),
    ).toBe(1);
    expect(total(samples, 'http_requests_total', { route: 'not-found', status: '404' })).toBe(1);
    // Signing in wrote the session: the file store committed it.
    expect(total(samples, 'store_commit_writes_sum', { store: 'file' })).toBeGreaterThanOrEqual(1);
    expect(total(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    // The file store has no database pool to show.
    expect(samples.filter((sample) => sample.name === 'db_pool_connections')).toEqual([]);

    expect((await fetch(metrics as string, { method: 'POST' })).status).toBe(405);
    expect((await fetch((metrics as string).replace(/\/metrics$/, '/other'))).status).toBe(404);
  });

  it('is off unless METRICS_PORT is set', async () => {
    const server = run({});
    await server.ready;
    expect(metricsUrl(server)).toBeUndefined();
  });

  it('refuses to start, in words, when METRICS_PORT is the application’s port', async () => {
    const server = run({ PORT: '4555', METRICS_PORT: '4555' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('METRICS_PORT: must differ from PORT');
  });
});
