import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { drainUnderLoad, expectDrained, type StoredGuide } from '../support/drain-load';
import { openStream } from '../support/live-stream';
import { type ServerProcess, signInOn, startServer } from '../support/server-process';

const started: ServerProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const server of started.splice(0)) server.child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('SIGTERM while requests and writes are in flight (SECURITY 20)', () => {
  it('answers what it received, keeps every acknowledged write, and exits 0', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tsc-drain-'));
    dirs.push(dir);
    const dbFile = join(dir, 'db.json');
    // At info the server says when it begins draining.
    const server = startServer({ DB_FILE: dbFile, LOG_LEVEL: 'info' });
    started.push(server);

    const report = await drainUnderLoad(server);

    await expectDrained(server, report, async () => {
      const guides = JSON.parse(readFileSync(dbFile, 'utf8')).guides as (StoredGuide & {
        id: string;
      })[];
      return new Map(guides.map((guide) => [guide.id, guide]));
    });
    expect(existsSync(`${dbFile}.lock`)).toBe(false);
  }, 60_000);

  it('ends the open live update streams at once instead of waiting the drain time for them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tsc-drain-'));
    dirs.push(dir);
    const server = startServer({ DB_FILE: join(dir, 'db.json'), LOG_LEVEL: 'info' });
    started.push(server);
    const url = await server.ready;
    const stream = await openStream(url, await signInOn(url));
    await stream.next((event) => event.event === 'ready', 20_000);

    server.child.kill('SIGTERM');

    await stream.ended;
    expect(await server.exited).toBe(0);
    // A stream left open would have been cut after the drain's 10 s, and said so.
    expect(server.output()).not.toContain('drain time over');
  }, 60_000);
});
