import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../../support/app';
import { http2Get, httpsClient } from '../../support/https-client';
import { type Balancer, startBalancer } from '../../support/nginx';
import { createTestDatabase, query } from '../../support/postgres';
import { type ServerProcess, startServer, uniqueGuide } from '../../support/server-process';
import { tempDirs } from '../../support/temp-dir';

/**
 * deploy/nginx.conf as shipped (placeholders replaced) in front of two instances on one
 * PostgreSQL, each trusting only the balancer's address (TRUST_PROXY=127.0.0.1). Clients reach
 * nginx over HTTPS from their own loopback addresses, so the instances see distinct clients.
 * The tests run in order on one set of processes: the second stops and kills instances.
 */

const WRITERS = 12;
const READERS = 2;
const DRAIN_DELAY_MS = 3000;

const dirs = tempDirs('tsc-balancer-');
const cleanups: (() => Promise<void> | void)[] = [];
let databaseUrl: string;
let dataDir: string;
let balancer: Balancer;
let instanceA: ServerProcess;
let instanceB: ServerProcess;
let addressA: string;
let addressB: string;

function instance(port = '0'): ServerProcess {
  const server = startServer({
    DATABASE_URL: databaseUrl,
    JWT_SECRET: TEST_JWT_SECRET,
    DB_FILE: join(dataDir, 'db.json'),
    TRUST_PROXY: '127.0.0.1',
    DRAIN_DELAY: `${DRAIN_DELAY_MS}ms`,
    VERIFY_MAX_PER_IP: '2',
    PORT: port,
  });
  cleanups.push(() => {
    server.child.kill('SIGKILL');
  });
  return server;
}

const portOf = async (server: ServerProcess) => new URL(await server.ready).port;

beforeAll(async () => {
  const database = await createTestDatabase();
  cleanups.push(database.drop);
  databaseUrl = database.url;
  dataDir = await dirs.make();
  instanceA = instance();
  instanceB = instance();
  addressA = `127.0.0.1:${await portOf(instanceA)}`;
  addressB = `127.0.0.1:${await portOf(instanceB)}`;
  balancer = await startBalancer(await dirs.make(), [addressA, addressB]);
  cleanups.push(() => balancer.stop());
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await dirs.cleanup();
});

describe('nginx (deploy/nginx.conf) in front of two instances', () => {
  it('terminates TLS with HTTP/2, redirects HTTP, keeps cookies Secure and limits bodies', async () => {
    const client = httpsClient(balancer.httpsUrl, balancer.ca, '127.0.0.2');
    try {
      const signedIn = await client.send('POST', '/api/auth/login', {
        body: { login: 'dircetur', password: 'Cusco.2026' },
      });
      expect(signedIn.status).toBe(200);
      // The instance learned the scheme from X-Forwarded-Proto, which it trusts from nginx only.
      const cookie = String(signedIn.headers['set-cookie']);
      expect(cookie).toMatch(/^tsc_refresh=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; HttpOnly/i);

      expect(await http2Get(balancer.httpsUrl, balancer.ca, '/livez')).toEqual({
        protocol: 'h2',
        status: 200,
      });
      expect(await plainGet(`${balancer.httpUrl}/admin?tab=1`)).toEqual({
        status: 301,
        location: 'https://localhost/admin?tab=1',
      });

      // Over the server's BODY_LIMIT (100kb): the server's own answer; over nginx's: the same form.
      for (const size of [200_000, 2_000_000]) {
        const tooLarge = await client.send('POST', '/api/auth/login', {
          body: { login: 'x'.repeat(size), password: 'x' },
        });
        expect(tooLarge.status, `${size} bytes`).toBe(413);
        expect(JSON.parse(tooLarge.body)).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
      }
    } finally {
      client.close();
    }
  });

  it('counts per-address limits by the client nginx saw, not by nginx', async () => {
    const first = httpsClient(balancer.httpsUrl, balancer.ca, '127.0.0.2');
    const second = httpsClient(balancer.httpsUrl, balancer.ca, '127.0.0.3');
    // VERIFY_MAX_PER_IP=2, counted in the shared database whichever instance answers.
    const verify = (client: typeof first, n: number, headers?: Record<string, string>) =>
      client.send('GET', `/api/public/verify?q=busqueda+${n}`, { headers });
    try {
      expect((await verify(first, 1)).status).toBe(200);
      expect((await verify(first, 2)).status).toBe(200);
      const limited = await verify(first, 3);
      expect(limited.status).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      // Writing one's own X-Forwarded-For does not escape: nginx replaces it.
      expect((await verify(first, 4, { 'x-forwarded-for': '198.51.100.7' })).status).toBe(429);
      expect((await verify(second, 5)).status).toBe(200);
    } finally {
      first.close();
      second.close();
    }
  });

  it('loses no acknowledged write while one instance drains and another is killed', async () => {
    const load = writeLoad();
    await load.acknowledgedAtLeast(20);

    // A drains: /readyz turns 503 at once, requests are answered for DRAIN_DELAY, then refused.
    const sigtermAt = Date.now();
    load.phase = 'draining';
    instanceA.child.kill('SIGTERM');
    const readyzFailedAt = await readyzFails(await instanceA.ready);
    expect(await instanceA.exited).toBe(0);
    const drainedAt = Date.now();

    // A replacement on A's port; once nginx sends it requests again, B is killed.
    load.phase = 'replaced';
    const replacement = instance(addressA.split(':')[1]);
    await replacement.ready;
    const replacedAt = Date.now();
    await until(() =>
      balancer.accessLog().some((entry) => entry.at >= replacedAt && answeredBy(entry, addressA)),
    );
    await load.acknowledgedAtLeast(load.acknowledged.size + 20);
    load.phase = 'killed';
    instanceB.child.kill('SIGKILL');
    await instanceB.exited;
    await load.acknowledgedAtLeast(load.acknowledged.size + 20);
    const report = await load.stop();

    // Clients: no error at all, but for writes B was answering when killed. Those got 502 from
    // nginx (a POST already sent is never sent twice, so no 409 from a duplicate) and were not
    // acknowledged.
    expect(report.errors).toEqual([]);
    const unexpected = report.refused.filter((r) => r.phase !== 'killed' || r.status !== 502);
    expect(unexpected).toEqual([]);
    expect(report.refused.length).toBeLessThanOrEqual(WRITERS);

    // The database: every acknowledged guide once, with the id its writer was given; anything
    // else stored is a write whose answer was lost with B.
    const { rows } = await query(
      databaseUrl,
      `select doc->>'licenseNumber' as carne, count(*)::int as copies, min(id) as id
       from guides where doc->>'lastNames' like 'BALANCER %' group by 1`,
    );
    const stored = new Map(rows.map((row) => [row.carne as string, row]));
    for (const [carne, id] of report.acknowledged) {
      expect(stored.get(carne), carne).toMatchObject({ copies: 1, id });
    }
    const lostAnswers = new Set(report.refused.map((r) => r.carne));
    for (const carne of stored.keys()) {
      if (!report.acknowledged.has(carne)) expect(lostAnswers.has(carne), carne).toBe(true);
    }

    // What passive checks give: nginx does not ask /readyz, so it kept sending to A after
    // /readyz failed, and A answered each of those; once A refused connections, the requests
    // went to B. Nothing nginx answered during the drain was an error.
    const log = balancer.accessLog();
    const afterReadyzFailed = log.filter(
      (entry) => entry.at > readyzFailedAt && entry.at < drainedAt,
    );
    expect(afterReadyzFailed.filter((entry) => answeredBy(entry, addressA)).length).toBeGreaterThan(
      0,
    );
    expect(log.filter((e) => e.at >= sigtermAt && e.at < replacedAt && e.status >= 500)).toEqual(
      [],
    );
    for (const entry of afterReadyzFailed) {
      for (const attempt of entry.attempts.slice(0, -1)) {
        // Only a refused connection (502 from nginx) passes a request on during the drain.
        expect(attempt, entry.request).toEqual({ address: addressA, status: '502' });
      }
    }
  });
});

type Phase = 'both' | 'draining' | 'replaced' | 'killed';

/**
 * Writers making guides through the balancer (each with a unique carné) and readers listing
 * them, until stopped. Records what was acknowledged and every other answer with the phase it
 * was sent in.
 */
function writeLoad() {
  const client = httpsClient(balancer.httpsUrl, balancer.ca, '127.0.0.4');
  const acknowledged = new Map<string, string>();
  const refused: { carne: string; status: number; phase: Phase; body: string }[] = [];
  const errors: string[] = [];
  const state = { phase: 'both' as Phase, running: true };
  let sequence = 0;
  const token = client
    .send('POST', '/api/auth/login', { body: { login: 'dircetur', password: 'Cusco.2026' } })
    .then((answer) => `Bearer ${(JSON.parse(answer.body) as { accessToken: string }).accessToken}`);

  const writer = async () => {
    const authorization = await token;
    while (state.running) {
      sequence += 1;
      const guide = uniqueGuide('BALANCER', sequence);
      try {
        const answer = await client.send('POST', '/api/admin/guides', {
          headers: { authorization },
          body: guide,
        });
        if (answer.status >= 200 && answer.status < 300) {
          acknowledged.set(guide.licenseNumber, (JSON.parse(answer.body) as { id: string }).id);
        } else {
          // The phase the answer came in: a request B held when killed is answered once killed.
          const { phase } = state;
          refused.push({
            carne: guide.licenseNumber,
            status: answer.status,
            phase,
            body: answer.body,
          });
        }
      } catch (error) {
        errors.push(`POST in phase ${state.phase}: ${String(error)}`);
      }
    }
  };
  const reader = async () => {
    const authorization = await token;
    while (state.running) {
      try {
        const answer = await client.send('GET', '/api/admin/guides?size=20', {
          headers: { authorization },
        });
        if (answer.status !== 200) {
          errors.push(`GET in phase ${state.phase}: ${answer.status} ${answer.body}`);
        }
      } catch (error) {
        errors.push(`GET in phase ${state.phase}: ${String(error)}`);
      }
    }
  };
  const clients = [
    ...Array.from({ length: WRITERS }, writer),
    ...Array.from({ length: READERS }, reader),
  ];

  return {
    acknowledged,
    get phase() {
      return state.phase;
    },
    set phase(phase: Phase) {
      state.phase = phase;
    },
    /** Resolves once `count` writes are acknowledged; throws if the clients are failing instead. */
    acknowledgedAtLeast: (count: number) =>
      until(() => {
        if (errors.length > 0) throw new Error(errors.join('\n'));
        return acknowledged.size >= count;
      }),
    async stop() {
      state.running = false;
      await Promise.all(clients);
      client.close();
      return { acknowledged, refused, errors };
    },
  };
}

function answeredBy(entry: { attempts: { address: string; status: string }[] }, address: string) {
  const last = entry.attempts.at(-1);
  return last?.address === address && /^2\d\d$/.test(last.status);
}

/** Asks the instance itself until /readyz answers 503 "draining"; when it did. */
async function readyzFails(url: string): Promise<number> {
  await until(async () => {
    const response = await fetch(`${url}/readyz`);
    const body = (await response.json()) as { status: string };
    return response.status === 503 && body.status === 'draining';
  });
  return Date.now();
}

function plainGet(url: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    })
      .on('error', reject)
      .end();
  });
}

async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
}
