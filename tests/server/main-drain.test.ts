import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { drainUnderLoad } from '../support/drain-load';
import { type ServerProcess, startServer } from '../support/server-process';

const started: ServerProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const server of started.splice(0)) server.child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

interface StoredGuide {
  id: string;
  licenseNumber: string;
  association: string | null;
}

describe('SIGTERM while requests and writes are in flight (SECURITY 20)', () => {
  it('answers what it received, keeps every acknowledged write, and exits 0', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tsc-drain-'));
    dirs.push(dir);
    const dbFile = join(dir, 'db.json');
    // At info the server says when it begins draining.
    const server = startServer({ DB_FILE: dbFile, LOG_LEVEL: 'info' });
    started.push(server);

    const report = await drainUnderLoad(server);

    expect(report.failures).toEqual([]);
    expect(await server.exited).toBe(0);
    // Requests the server had received were answered, not cut when it stopped.
    const aborted = server
      .output()
      .split('\n')
      .filter((line) => line.includes('request aborted'));
    expect(aborted).toEqual([]);
    expect(report.heldAnswered).toBeGreaterThanOrEqual(3);
    expect(report.newConnection).toMatch(/^(ECONNREFUSED|ECONNRESET|503)$/);

    const stored = new Map(
      (JSON.parse(readFileSync(dbFile, 'utf8')).guides as StoredGuide[]).map((guide) => [
        guide.id,
        guide,
      ]),
    );
    expect(report.created.size).toBeGreaterThanOrEqual(20);
    for (const [id, licenseNumber] of report.created) {
      expect(stored.get(id)?.licenseNumber, id).toBe(licenseNumber);
    }
    expect(report.association.size).toBeGreaterThan(0);
    for (const [id, association] of report.association) {
      expect(stored.get(id)?.association, id).toBe(association);
    }
    expect(existsSync(`${dbFile}.lock`)).toBe(false);
  }, 60_000);
});
