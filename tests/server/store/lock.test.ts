import { spawn } from 'node:child_process';
import { readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { STORE_SCHEMA } from '../../../server/data';
import { StoreLockedError, StoreLockLostError } from '../../../server/store/errors';
import { acquireLock, claimFileFor, lockFileFor, readOwner } from '../../../server/store/lock';
import { openLowdbStore } from '../../../server/store/lowdb';
import { makeEmergencyContact, recordingLogger } from '../../support/store-fixtures';
import { tempDirs } from '../../support/temp-dir';

const dirs = tempDirs('tsc-lock-');
afterEach(() => dirs.cleanup());

const ROOT = resolve(import.meta.dirname, '../../..');
const open = (file: string, logger = recordingLogger(), takeOverHost?: string) =>
  openLowdbStore({ file, ...STORE_SCHEMA, logger, lock: { takeOverHost } });

/** The PID of a process that has exited. */
function deadPid(): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    child.on('error', fail);
    child.on('exit', () => (child.pid ? done(child.pid) : fail(new Error('no pid'))));
  });
}

/** Writes a lock file as another process would; on this host unless told otherwise. */
function writeLock(file: string, pid: number, host = hostname(), token = 't') {
  const owner = { pid, hostname: host, startedAt: new Date().toISOString(), token };
  return writeFile(lockFileFor(file), JSON.stringify(owner));
}

const longAgo = () => new Date(Date.now() - 60_000);

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
    // A second Node with tsx compiling the store took 4.6 s on a busy 2-core machine.
  }, 20_000);

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

    await utimes(lockFileFor(file), longAgo(), longAgo());
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

  it("refuses another host's lock whatever its PID means here, naming the host and the way out", async () => {
    const file = join(await dirs.make(), 'db.json');
    // A dead PID here, and our own PID (two containers on one volume both run as PID 1).
    for (const pid of [await deadPid(), process.pid]) {
      await writeLock(file, pid, 'web-2');
      const error = await open(file).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(StoreLockedError);
      expect((error as Error).message).toContain(`process ${pid} on host web-2`);
      expect((error as Error).message).toContain('DB_LOCK_TAKEOVER_HOST=web-2');
      expect(await readOwner(lockFileFor(file))).toMatchObject({ owner: { pid, token: 't' } });
    }
    // Naming some other host takes nothing over either.
    await expect(open(file, recordingLogger(), 'web-3')).rejects.toBeInstanceOf(StoreLockedError);
  });

  it("takes over another host's lock when told that host is gone, with a warning", async () => {
    const file = join(await dirs.make(), 'db.json');
    await writeLock(file, process.pid, 'web-2');
    const logger = recordingLogger();
    const store = await open(file, logger, 'web-2');
    expect(await readOwner(lockFileFor(file))).toMatchObject({
      owner: { pid: process.pid, hostname: hostname() },
    });
    expect(logger.entries).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        obj: expect.objectContaining({ staleHost: 'web-2' }),
      }),
    );
    await store.emergencyContacts.insert(makeEmergencyContact('mine'));
    await store.close();
  });

  it('lets exactly one of two openers take the same stale lock over, round after round', async () => {
    const file = join(await dirs.make(), 'db.json');
    const lockFile = lockFileFor(file);
    const pid = await deadPid();
    for (let round = 0; round < 200; round += 1) {
      // Half the rounds a dead process's lock, half an old unreadable one.
      if (round % 2 === 0) {
        await writeLock(file, pid, hostname(), `stale-${round}`);
      } else {
        await writeFile(lockFile, '{"pid":');
        await utimes(lockFile, longAgo(), longAgo());
      }
      const results = await Promise.allSettled([
        acquireLock(file, recordingLogger()),
        acquireLock(file, recordingLogger()),
      ]);
      const won = results.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      );
      const refused = results.flatMap((result) =>
        result.status === 'rejected' ? [result.reason] : [],
      );
      expect(won, `round ${round}`).toHaveLength(1);
      expect(refused[0]).toBeInstanceOf(StoreLockedError);
      await won[0]?.release();
      expect(await readdir(dirname(file))).toEqual([]);
    }
  });

  it('is not blocked for good by a takeover that a crash interrupted', async () => {
    const file = join(await dirs.make(), 'db.json');
    const lockFile = lockFileFor(file);
    await writeLock(file, await deadPid());
    const claim = claimFileFor(lockFile, await readOwner(lockFile));
    await writeFile(claim, '');

    // A young claim: another process is taking the lock over right now.
    const error = await open(file).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StoreLockedError);
    expect((error as Error).message).toContain('taking its stale lock over right now');

    await utimes(claim, longAgo(), longAgo());
    const logger = recordingLogger();
    const store = await open(file, logger);
    expect(logger.entries).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: expect.stringContaining('left unfinished') }),
    );
    expect((await readdir(dirname(file))).sort()).toEqual(['db.json', 'db.json.lock']);
    await store.close();
  });

  it('stops writing once its lock file names another owner, and reads on', async () => {
    const file = join(await dirs.make(), 'db.json');
    const lockFile = lockFileFor(file);
    const logger = recordingLogger();
    const store = await open(file, logger);
    await store.emergencyContacts.insert(makeEmergencyContact('before'));
    const ours = await readFile(lockFile, 'utf8');

    // Another process took the store over (say an operator's DB_LOCK_TAKEOVER_HOST elsewhere).
    await writeLock(file, process.pid, 'web-2', 'theirs');
    const error = await store.emergencyContacts
      .insert(makeEmergencyContact('after'))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StoreLockLostError);
    expect((error as Error).message).toContain('now names process');
    expect(logger.entries).toContainEqual(
      expect.objectContaining({ level: 'error', obj: expect.objectContaining({ err: error }) }),
    );
    expect(await readFile(file, 'utf8')).not.toContain('"after"');

    // Reads go on; writes stay refused even if the lock file came back.
    expect(await store.emergencyContacts.get('before')).not.toBeNull();
    expect(await store.emergencyContacts.get('after')).toBeNull();
    await writeFile(lockFile, ours);
    await expect(
      store.emergencyContacts.insert(makeEmergencyContact('later')),
    ).rejects.toBeInstanceOf(StoreLockLostError);
    expect(await readFile(file, 'utf8')).not.toContain('"later"');
    await store.close();
  });
});
