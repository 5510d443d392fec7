import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../../support/app';
import { createTestDatabase } from '../../support/postgres';
import {
  type ServerProcess,
  signInOn,
  startServer,
  uniqueGuide,
} from '../../support/server-process';

const started: ServerProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const server of started.splice(0)) server.child.kill('SIGKILL');
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const WRITERS = 20;

describe('two instances on one database, one killed while 20 writers write through both', () => {
  it('keeps every acknowledged guide once', { timeout: 90_000 }, async () => {
    const database = await createTestDatabase();
    cleanups.push(database.drop);
    const dir = mkdtempSync(join(tmpdir(), 'tsc-pg-crash-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const env = (name: string) => ({
      DATABASE_URL: database.url,
      JWT_SECRET: TEST_JWT_SECRET,
      DB_FILE: join(dir, name, 'db.json'),
    });
    // One after the other: the second finds the database prepared.
    const a = startServer(env('a'));
    started.push(a);
    const urlA = await a.ready;
    const b = startServer(env('b'));
    started.push(b);
    const urlB = await b.ready;
    // A token from A works on B: same secret, sessions in the database.
    const token = await signInOn(urlA);

    const acknowledged = new Map<string, string>();
    let sequence = 0;
    let killed = false;
    const writer = (url: string) => async () => {
      for (let written = 0; written < 15; written += 1) {
        if (url === urlA && killed) return;
        sequence += 1;
        const body = uniqueGuide('KILL', sequence);
        try {
          const response = await fetch(`${url}/api/admin/guides`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify(body),
          });
          if (response.status !== 201) throw new Error(`unexpected ${response.status}`);
          const { id } = (await response.json()) as { id: string };
          acknowledged.set(id, body.licenseNumber);
          if (!killed && acknowledged.size >= 40) {
            killed = true;
            a.child.kill('SIGKILL');
          }
        } catch (error) {
          // Requests to A cut by the kill are not acknowledged; anything else is a failure.
          if (!(killed && url === urlA)) throw error;
          return;
        }
      }
    };
    await Promise.all(
      Array.from({ length: WRITERS }, (_, index) => writer(index % 2 === 0 ? urlA : urlB)()),
    );
    expect(await a.exited).toBe('SIGKILL');
    expect(acknowledged.size).toBeGreaterThan(40);

    const items: { id: string; licenseNumber: string }[] = [];
    for (let pageNumber = 1; ; pageNumber += 1) {
      const answer = await fetch(
        `${urlB}/api/admin/guides?search=KILL&size=100&page=${pageNumber}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      const page = (await answer.json()) as {
        items: { id: string; licenseNumber: string }[];
        pageInfo: { lastPage: number };
      };
      items.push(...page.items);
      if (pageNumber >= page.pageInfo.lastPage) break;
    }
    const stored = new Map(items.map((item) => [item.id, item.licenseNumber]));
    for (const [id, licenseNumber] of acknowledged) expect(stored.get(id), id).toBe(licenseNumber);
    // Once each: no carné twice (at most the writes cut by the kill that committed besides).
    const numbers = items.map((item) => item.licenseNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(items.length).toBeLessThanOrEqual(sequence);
  });
});
