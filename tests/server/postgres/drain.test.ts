import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, it } from 'vitest';
import { TEST_JWT_SECRET } from '../../support/app';
import { drainUnderLoad, expectDrained, type StoredGuide } from '../../support/drain-load';
import { createTestDatabase, query } from '../../support/postgres';
import { type ServerProcess, startServer } from '../../support/server-process';

const started: ServerProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const server of started.splice(0)) server.child.kill('SIGKILL');
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('SIGTERM on PostgreSQL while requests and writes are in flight (SECURITY 20)', () => {
  it('answers what it received, keeps every acknowledged write, and exits 0', async () => {
    const database = await createTestDatabase();
    cleanups.push(database.drop);
    const dir = mkdtempSync(join(tmpdir(), 'tsc-pg-drain-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    // At info the server says when it begins draining.
    const server = startServer({
      DATABASE_URL: database.url,
      JWT_SECRET: TEST_JWT_SECRET,
      DB_FILE: join(dir, 'db.json'),
      LOG_LEVEL: 'info',
    });
    started.push(server);

    const report = await drainUnderLoad(server);

    await expectDrained(server, report, async () => {
      const { rows } = await query(
        database.url,
        `select id, doc->>'licenseNumber' as "licenseNumber", doc->>'association' as association
         from guides`,
      );
      return new Map(rows.map((row) => [row.id as string, row as unknown as StoredGuide]));
    });
  }, 60_000);
});
