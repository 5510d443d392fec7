import { spawn } from 'node:child_process';
import { readFile, utimes, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { STORE_SCHEMA } from '../../../server/data';
import { StoreLockedError } from '../../../server/store/errors';
import { lockFileFor, readOwner } from '../../../server/store/lock';
import { openLowdbStore } from '../../../server/store/lowdb';
import { makeEmergencyContact, recordingLogger } from '../../support/store-fixtures';
import { tempDirs } from '../../support/temp-dir';

const dirs = tempDirs('tsc-lock-');
afterEach(() => dirs.cleanup());

const ROOT = resolve(import.meta.dirname, '../../..');
const open = (file: string, logger = recordingLogger()) =>
  openLowdbStore({ file, ...STORE_SCHEMA, logger });

/** The PID of a process that has exited. */
function deadPid(): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    child.on('error', fail);
    child.on('exit', () => (child.pid ? done(child.pid) : fail(new Error('no pid'))));
  });
}

function writeLock(file: string, pid: number) {
  const owner = { pid, hostname: 'elsewhere', startedAt: new Date().toISOString(), token: 't' };
  return writeFile(lockFileFor(file), JSON.stringify(owner));
}

describe('the store lock', () => {
  it('refuses a second opener while the first holds it, naming the file and the PID', async () => {
    const file = join(await dirs.make(), 'db.json');
    const first = await open(file);
    const error = await open(file).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StoreLockedError);
    expect((error as Error).message).toContain(file);
    expect((error as Error).message).toContain(`process ${process.pid}`);

    // The refused opener changed nothing: the first still owns and writes the store.
    await first.emergencyContacts.insert(makeEmergencyContact('still-mine'));
    expect(await readOwner(lockFileFor(file))).toMatchObject({ owner: { pid: process.pid } });
    await first.close();

    const second = await open(file);
    expect(await second.emergencyContacts.get('still-mine')).not.toBeNull();
    await second.close();
  });

  it('refuses another process while this one holds it', async () => {
    const file = join(await dirs.make(), 'db.json');
    const store = await open(file);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/support/store-writer.ts', file, 'intruder'],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    expect(code).not.toBe(0);
    expect(stderr).toContain('StoreLockedError');
    expect(stderr).toContain(`in use by process ${process.pid}`);
    expect(await store.emergencyContacts.count({ id: { contains: 'intruder' } })).toBe(0);
    await store.close();
  });

  it('takes over a lock left by a dead process, with a warning', async () => {
    const file = join(await dirs.make(), 'db.json');
    await open(file).then((store) => store.close());
    const pid = await deadPid();
    await writeLock(file, pid);

    const logger = recordingLogger();
    const store = await open(file, logger);
    expect(await readOwner(lockFileFor(file))).toMatchObject({ owner: { pid: process.pid } });
    expect(logger.entries).toContainEqual(
      expect.objectContaining({ level: 'warn', obj: expect.objectContaining({ stalePid: pid }) }),
    );
    await store.close();
  });

  it('takes over a lock naming this PID that this process does not hold (a restarted container)', async () => {
    const file = join(await dirs.make(), 'db.json');
    await writeLock(file, process.pid);
    const store = await open(file);
    await store.emergencyContacts.insert(makeEmergencyContact('mine'));
    await store.close();
  });

  it('refuses an unreadable lock that may be being written, and takes over an old one', async () => {
    const file = join(await dirs.make(), 'db.json');
    await writeFile(lockFileFor(file), '');
    await expect(open(file)).rejects.toBeInstanceOf(StoreLockedError);

    const longAgo = new Date(Date.now() - 60_000);
    await utimes(lockFileFor(file), longAgo, longAgo);
    const store = await open(file);
    expect(JSON.parse(await readFile(lockFileFor(file), 'utf8')).pid).toBe(process.pid);
    await store.close();
  });

  it('never removes a lock that another owner took since', async () => {
    const file = join(await dirs.make(), 'db.json');
    const store = await open(file);
    const pid = await deadPid();
    await writeLock(file, pid);
    await store.close();
    expect(await readOwner(lockFileFor(file))).toMatchObject({ owner: { pid } });
  });
});
