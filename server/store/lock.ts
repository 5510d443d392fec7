import { createHash, randomUUID } from 'node:crypto';
import { open, readFile, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { StoreLockedError, StoreLockLostError } from './errors';
import type { StoreLogger } from './logger';

/** What a lock file holds. */
export interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
  /** Tells this lock apart from a later one with the same PID, so release never removes another's. */
  token: string;
}

export interface LockOptions {
  /**
   * A host whose lock may be taken over although its process cannot be seen from here: the
   * operator knows that host is gone (DB_LOCK_TAKEOVER_HOST).
   */
  takeOverHost?: string;
}

export interface StoreLock {
  readonly lockFile: string;
  /**
   * Resolves while the lock file still holds our token; else throws StoreLockLostError, now and
   * on every later call: a process that lost its lock never writes the store again.
   */
  verify(): Promise<void>;
  /** Removes the lock file if it is still ours. Idempotent. */
  release(): Promise<void>;
}

// An unreadable lock (or takeover claim) younger than this may be one another process is writing
// right now; a takeover takes milliseconds.
const UNREADABLE_GRACE_MS = 10_000;

// Locks this process holds. A lock naming our own PID that is not in here was left by an earlier
// process that had the same PID (in a container the server is often PID 1 on every start).
const held = new Set<string>();

export function lockFileFor(file: string): string {
  return `${file}.lock`;
}

/**
 * Makes this process the single owner of `file` through `<file>.lock`, created with O_EXCL and
 * holding our PID, host and a token. A lock of a live process on this host refuses with
 * StoreLockedError; so does a lock of another host (its processes cannot be seen from here)
 * unless `options.takeOverHost` names that host. A lock of a dead process on this host (a crash,
 * SIGKILL) is taken over with a warning: a PID is checked rather than the file's age so that a
 * restart right after a crash does not have to wait.
 */
export async function acquireLock(
  file: string,
  logger: StoreLogger,
  options: LockOptions = {},
): Promise<StoreLock> {
  const lockFile = lockFileFor(file);
  const owner: LockOwner = {
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
    token: randomUUID(),
  };
  // A few rounds: another process may create or remove the lock between our steps.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (await tryCreate(lockFile, owner)) return hold(file, lockFile, owner, logger);
    const current = await readOwner(lockFile);
    if (current.kind === 'missing') continue;
    const warning = staleness(file, lockFile, current, options);
    const outcome = await takeOver(lockFile, current, owner);
    if (outcome === 'busy') throw new StoreLockedError(file, lockFile, { kind: 'taking-over' });
    if (outcome === 'abandoned') {
      logger.warn({ lockFile }, 'removed a store lock takeover left unfinished by a crash');
    }
    if (outcome === 'won') {
      logger.warn({ lockFile, ...warning.obj }, warning.msg);
      return hold(file, lockFile, owner, logger);
    }
  }
  throw new StoreLockedError(file, lockFile, { kind: 'unreadable' });
}

/** Why a lock that is not ours may be taken over (the warning to log); throws when it may not. */
function staleness(
  file: string,
  lockFile: string,
  current: Exclude<ReadResult, { kind: 'missing' }>,
  options: LockOptions,
): { obj: object; msg: string } {
  if (current.kind === 'unreadable') {
    if (current.ageMs < UNREADABLE_GRACE_MS) {
      throw new StoreLockedError(file, lockFile, { kind: 'unreadable' });
    }
    return { obj: {}, msg: 'taking over an unreadable store lock left by a crash' };
  }
  const { pid, hostname: host, startedAt } = current.owner;
  const stale = { stalePid: pid, staleHost: host, since: startedAt };
  if (host !== hostname()) {
    if (host !== options.takeOverHost) {
      throw new StoreLockedError(file, lockFile, { kind: 'other-host', pid, hostname: host });
    }
    return { obj: stale, msg: 'taking over the store lock of another host, as configured' };
  }
  if (isLive(current.owner, lockFile)) {
    throw new StoreLockedError(file, lockFile, { kind: 'live', pid });
  }
  return { obj: stale, msg: 'taking over a stale store lock: its process is gone' };
}

/** The claim file of a takeover of the lock file as it was read (see takeOver). */
export function claimFileFor(lockFile: string, stale: ReadResult): string {
  if (stale.kind === 'missing') throw new Error(`no lock file to claim: ${lockFile}`);
  const key = createHash('sha256').update(stale.identity).digest('hex').slice(0, 16);
  return `${lockFile}.takeover-${key}`;
}

/**
 * Replaces the stale lock `stale` by ours so that, of several processes taking the same stale lock
 * over at once, exactly one wins. Removing it and creating ours are two steps: with a bare
 * remove-then-create, a late remover deletes the lock a faster process has just created, and both
 * go on as owners. So the remover must first create, with O_EXCL, a claim file named after the
 * stale lock's identity: one process per stale lock gets it. It removes the lock file only if that
 * still is the stale lock (nobody else can remove it meanwhile: that would need the same claim),
 * then creates ours with O_EXCL like any first start. A later process that gets the claim after
 * the winner dropped it finds a different lock and removes nothing.
 */
async function takeOver(
  lockFile: string,
  stale: Exclude<ReadResult, { kind: 'missing' }>,
  owner: LockOwner,
): Promise<'won' | 'lost' | 'busy' | 'abandoned'> {
  const claim = claimFileFor(lockFile, stale);
  if (!(await tryCreate(claim, owner))) {
    const age = await ageMs(claim);
    if (age === null) return 'lost';
    if (age < UNREADABLE_GRACE_MS) return 'busy';
    // Its taker died between claiming and finishing. Two processes removing the same abandoned
    // claim at once could still both go on; that needs a crash inside a takeover first.
    await rm(claim, { force: true });
    return 'abandoned';
  }
  try {
    const now = await readOwner(lockFile);
    if (now.kind !== 'missing' && now.identity === stale.identity) {
      await rm(lockFile, { force: true });
    }
    if (!(await tryCreate(lockFile, owner))) return 'lost';
    // Before the claim goes: from now on our PID in the lock means a live owner, also to another
    // opener in this same process.
    held.add(lockFile);
    return 'won';
  } finally {
    await rm(claim, { force: true });
  }
}

function hold(file: string, lockFile: string, owner: LockOwner, logger: StoreLogger): StoreLock {
  held.add(lockFile);
  let lost: StoreLockLostError | undefined;
  return {
    lockFile,
    async verify() {
      if (lost) throw lost;
      const current = await readOwner(lockFile);
      if (current.kind === 'owner' && current.owner.token === owner.token) return;
      lost = new StoreLockLostError(
        file,
        lockFile,
        current.kind === 'owner' ? current.owner : null,
      );
      logger.error(
        { err: lost, lockFile },
        'store lock lost: another process may own the store; this process refuses every further write',
      );
      throw lost;
    },
    release: once(() => release(lockFile, owner)),
  };
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

/** A lock file's state; `identity` tells one lock file apart from any later one. */
export type ReadResult =
  | { kind: 'missing' }
  | { kind: 'unreadable'; ageMs: number; identity: string }
  | { kind: 'owner'; owner: LockOwner; identity: string };

/** Reads a lock file without taking it. */
export async function readOwner(lockFile: string): Promise<ReadResult> {
  try {
    const text = await readFile(lockFile, 'utf8');
    const owner = parseOwner(text);
    if (owner) return { kind: 'owner', owner, identity: `token:${owner.token}` };
    const { mtimeMs, ino } = await stat(lockFile);
    return { kind: 'unreadable', ageMs: Date.now() - mtimeMs, identity: `file:${ino}:${mtimeMs}` };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    throw error;
  }
}

function parseOwner(text: string): LockOwner | null {
  try {
    const value = JSON.parse(text) as Partial<LockOwner> | null;
    return value &&
      Number.isInteger(value.pid) &&
      typeof value.hostname === 'string' &&
      typeof value.token === 'string'
      ? (value as LockOwner)
      : null;
  } catch {
    return null;
  }
}

/** Milliseconds since the file was last written; null when it is gone. */
async function ageMs(file: string): Promise<number | null> {
  try {
    return Date.now() - (await stat(file)).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Whether the process of a lock on this host runs. */
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
