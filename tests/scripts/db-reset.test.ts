import { spawn } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSeed, STORE_SCHEMA } from '../../server/data';
import { openLowdbStore } from '../../server/store/lowdb';
import { recordingLogger } from '../support/store-fixtures';
import { tempDirs } from '../support/temp-dir';

const dirs = tempDirs('tsc-reset-');
afterEach(() => dirs.cleanup());

const ROOT = resolve(import.meta.dirname, '../..');

function dbReset(file: string): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/db-reset.ts'], {
      cwd: ROOT,
      env: { ...process.env, DB_FILE: file },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code, output }));
  });
}

describe('npm run db:reset', () => {
  it('replaces a corrupt file with the seed and keeps a copy of the old one', async () => {
    const dir = await dirs.make();
    const file = join(dir, 'db.json');
    await writeFile(file, '{"truncated": ');

    const { code, output } = await dbReset(file);

    expect(code, output).toBe(0);
    expect(output).toContain(file);
    const seed = buildSeed();
    const data = JSON.parse(await readFile(file, 'utf8'));
    expect(data.emergencyContacts).toEqual(
      seed.emergencyContacts.map((item) => ({
        ...item,
        createdAt: data.meta.seededAt,
        updatedAt: data.meta.seededAt,
      })),
    );
    const backups = (await readdir(dir)).filter((name) => name.endsWith('.bak'));
    expect(backups).toHaveLength(1);
    expect(await readFile(join(dir, backups[0] ?? ''), 'utf8')).toBe('{"truncated": ');
    expect((await readdir(dir)).some((name) => name.endsWith('.lock'))).toBe(false);
  });

  it('refuses while a live process owns the store, and changes nothing', async () => {
    const file = join(await dirs.make(), 'db.json');
    const store = await openLowdbStore({ file, ...STORE_SCHEMA, logger: recordingLogger() });
    await store.emergencyContacts.remove('policia');
    const before = await readFile(file, 'utf8');

    const { code, output } = await dbReset(file);

    expect(code).toBe(1);
    expect(output).toContain(`in use by process ${process.pid}`);
    expect(await readFile(file, 'utf8')).toBe(before);
    await store.close();
  });
});
