import { randomUUID } from 'node:crypto';
import { open, readFile, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { StoreLockedError } from './errors';
import type { StoreLogger } from './logger';

/** What a lock file holds. */
export interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
  /** Tells this lock apart from a later one with the same PID, so release never removes another's. */
  token: string;
}

export interface StoreLock {
  readonly lockFile: string;
  /** Removes the lock file if it is still ours. Idempotent. */
  release(): Promise<void>;
}

// An unreadable lock younger than this may be one another process is writing right now.
const UNREADABLE_GRACE_MS = 10_000;

// Locks this process holds. A lock naming our own PID that is not in here was left by an earlier
// process that had the same PID (in a container the server is often PID 1 on every start).
const held = new Set<string>();

export function lockFileFor(file: string): string {
  return `${file}.lock`;
}

/**
 * Makes this process the single owner of `file` through `<file>.lock`, created with O_EXCL and
 * holding our PID. A lock whose process is alive refuses with StoreLockedError; a lock whose
 * process is dead (a crash, SIGKILL) is taken over with a warning. A PID is checked rather than
 * the file's age so that a restart right after a crash does not have to wait.
 */
export async function acquireLock(file: string, logger: StoreLogger): Promise<StoreLock> {
  const lockFile = lockFileFor(file);
  const owner: LockOwner = {
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
    token: randomUUID(),
  };
  // A few rounds: another process may create or remove the lock between our steps.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (await tryCreate(lockFile, owner)) {
      held.add(lockFile);
      return { lockFile, release: once(() => release(lockFile, owner)) };
    }
    const current = await readOwner(lockFile);
    if (current.kind === 'missing') continue;
    if (current.kind === 'unreadable') {
      if (current.ageMs < UNREADABLE_GRACE_MS) throw new StoreLockedError(file, lockFile, null);
      logger.warn({ lockFile }, 'taking over an unreadable store lock left by a crash');
    } else {
      if (isLive(current.owner, lockFile)) {
        throw new StoreLockedError(file, lockFile, current.owner.pid);
      }
      logger.warn(
        { lockFile, stalePid: current.owner.pid, since: current.owner.startedAt },
        'taking over a stale store lock: its process is gone',
      );
    }
    await rm(lockFile, { force: true });
  }
  throw new StoreLockedError(file, lockFile, null);
}

async function tryCreate(lockFile: string, owner: LockOwner): Promise<boolean> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(lockFile, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    await handle.writeFile(`${JSON.stringify(owner)}\n`, 'utf8');
    await handle.close();
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(lockFile, { force: true });
    throw error;
  }
  return true;
}

type ReadResult =
  | { kind: 'missing' }
  | { kind: 'unreadable'; ageMs: number }
  | { kind: 'owner'; owner: LockOwner };

/** Reads a lock file without taking it. */
export async function readOwner(lockFile: string): Promise<ReadResult> {
  try {
    const text = await readFile(lockFile, 'utf8');
    const owner = parseOwner(text);
    if (owner) return { kind: 'owner', owner };
    const { mtimeMs } = await stat(lockFile);
    return { kind: 'unreadable', ageMs: Date.now() - mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    throw error;
  }
}

function parseOwner(text: string): LockOwner | null {
  try {
    const value = JSON.parse(text) as Partial<LockOwner> | null;
    return value && Number.isInteger(value.pid) && typeof value.token === 'string'
      ? (value as LockOwner)
      : null;
  } catch {
    return null;
  }
}

function isLive(owner: LockOwner, lockFile: string): boolean {
  if (owner.pid === process.pid) return held.has(lockFile);
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function release(lockFile: string, owner: LockOwner): Promise<void> {
  held.delete(lockFile);
  const current = await readOwner(lockFile);
  if (current.kind === 'owner' && current.owner.token === owner.token) {
    await rm(lockFile, { force: true });
  }
}

function once(run: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= run();
    return done;
  };
}
