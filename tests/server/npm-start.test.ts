import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { drainUnderLoad, expectDrained, type StoredGuide } from '../support/drain-load';
import { type ServerProcess, startWithNpm } from '../support/server-process';

const started: ServerProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const server of started.splice(0)) server.child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// `npm start` as an operator runs it: SIGTERM to npm reaches the server, which drains. On a fresh
// clone npm start builds the client first (about two minutes on a busy 2-core machine; the
// end-to-end tests then find the build done).
describe('SIGTERM to npm start', () => {
  it('reaches the server, which answers what it received, keeps every write and exits 0', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tsc-npm-start-'));
    dirs.push(dir);
    const dbFile = join(dir, 'db.json');
    const server = startWithNpm({ DB_FILE: dbFile, LOG_LEVEL: 'info' });
    started.push(server);

    const report = await drainUnderLoad(server);

    await expectDrained(server, report, async () => {
      const guides = JSON.parse(readFileSync(dbFile, 'utf8')).guides as (StoredGuide & {
        id: string;
      })[];
      return new Map(guides.map((guide) => [guide.id, guide]));
    });
    expect(server.output()).toContain('"msg":"stopped"');
  }, 300_000);
});
