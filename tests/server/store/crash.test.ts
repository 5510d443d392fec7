import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../../server/areas';
import { buildSeed, STORE_SCHEMA } from '../../../server/data';
import { decodeStore } from '../../../server/store/file-format';
import { openLowdbStore } from '../../../server/store/lowdb';
import { recordingLogger } from '../../support/store-fixtures';
import { tempDirs } from '../../support/temp-dir';

const dirs = tempDirs('tsc-crash-');
const children = new Set<ChildProcessWithoutNullStreams>();
afterEach(async () => {
  for (const child of children) child.kill('SIGKILL');
  await dirs.cleanup();
});

const ROOT = resolve(import.meta.dirname, '../../..');
const ROUNDS = 5;

interface Round {
  acknowledged: string[];
  stderr: string;
  signal: NodeJS.Signals | null;
}

/**
 * Runs the writer fixture on `file` and SIGKILLs it at a random moment of its burst: after a
 * random number of acknowledgements, plus a random few milliseconds.
 */
function writeUntilKilled(file: string, prefix: string): Promise<Round> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/support/store-writer.ts', file, prefix],
      { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    children.add(child);
    const acknowledged: string[] = [];
    const killAfter = randomInt(1, 400);
    let buffered = '';
    let stderr = '';
    let killing = false;
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (buffered + chunk.toString()).split('\n');
      buffered = lines.pop() ?? '';
      acknowledged.push(...lines.filter((line) => line.startsWith(`${prefix}-`)));
      if (!killing && acknowledged.length >= killAfter) {
        killing = true;
        setTimeout(() => child.kill('SIGKILL'), randomInt(0, 20));
      }
    });
    child.on('error', fail);
    child.on('close', (_code, signal) => {
      children.delete(child);
      done({ acknowledged, stderr, signal });
    });
  });
}

describe('a crash at a random moment', () => {
  it('loses no acknowledged write, round after round on the same file', {
    timeout: 60_000,
  }, async () => {
    const file = join(await dirs.make(), 'db.json');
    const acknowledged = new Set<string>();

    for (let round = 0; round < ROUNDS; round += 1) {
      const result = await writeUntilKilled(file, `r${round}`);
      expect(result.signal, result.stderr).toBe('SIGKILL');
      expect(result.acknowledged.length).toBeGreaterThan(0);
      // From the second round on, the writer found the lock its killed predecessor left.
      if (round > 0) expect(result.stderr).toContain('stale store lock');
      for (const id of result.acknowledged) acknowledged.add(id);

      const text = await readFile(file, 'utf8');
      const { data } = decodeStore(text, file, buildSeed(), COLLECTIONS);
      const stored = new Set(data.emergencyContacts.map((item) => item.id));
      expect([...acknowledged].filter((id) => !stored.has(id))).toEqual([]);
    }

    const store = await openLowdbStore({ file, ...STORE_SCHEMA, logger: recordingLogger() });
    const ids = new Set((await store.emergencyContacts.list()).map((item) => item.id));
    expect([...acknowledged].filter((id) => !ids.has(id))).toEqual([]);
    await store.close();
  });
});
