/**
 * Failures of the store itself. They are not AppErrors: a client never sees them (they are masked
 * as internal errors), but an operator reads them when the server refuses to start.
 */

/** Who holds a lock file, as far as this process can tell. */
export type LockHolding =
  /** A live process on this host. */
  | { kind: 'live'; pid: number }
  /** A process on another host: whether it still runs cannot be seen from here. */
  | { kind: 'other-host'; pid: number; hostname: string }
  /** The lock file is being created or cannot be read. */
  | { kind: 'unreadable' }
  /** Another process is replacing a stale lock right now. */
  | { kind: 'taking-over' };

/** Another process owns the store file, or may own it (its lock file names it). */
export class StoreLockedError extends Error {
  readonly file: string;
  readonly lockFile: string;
  readonly holding: LockHolding;

  constructor(file: string, lockFile: string, holding: LockHolding) {
    super(lockedMessage(file, lockFile, holding));
    this.name = 'StoreLockedError';
    this.file = file;
    this.lockFile = lockFile;
    this.holding = holding;
  }
}

function lockedMessage(file: string, lockFile: string, holding: LockHolding): string {
  switch (holding.kind) {
    case 'live':
      return (
        `Store file ${file} is in use by process ${holding.pid} (lock file ${lockFile}). ` +
        'Only one process may own the store: stop that process first.'
      );
    case 'other-host':
      return (
        `Store file ${file} is locked by process ${holding.pid} on host ${holding.hostname} ` +
        `(lock file ${lockFile}); this host cannot see whether that process still runs, so the ` +
        `lock is not taken over. Stop the server on ${holding.hostname} if it still uses the store. ` +
        'If that host is gone for good (a replaced container, say), start once with ' +
        `DB_LOCK_TAKEOVER_HOST=${holding.hostname} to take its lock over.`
      );
    case 'taking-over':
      return (
        `Store file ${file} is locked: another process is taking its stale lock over right now ` +
        `(lock file ${lockFile}). Only one process may own the store.`
      );
    case 'unreadable':
      return (
        `Store file ${file} is locked: its lock file ${lockFile} is being created or is unreadable. ` +
        'If no process uses the store, delete the lock file and start again.'
      );
  }
}

/**
 * The lock file no longer holds this process's token: another process took the store over (or
 * the file was removed). This process must not write the file again; it may still read.
 */
export class StoreLockLostError extends Error {
  readonly file: string;
  readonly lockFile: string;

  constructor(file: string, lockFile: string, holder: { pid: number; hostname: string } | null) {
    super(
      `Store file ${file} is no longer owned by this process: its lock file ${lockFile} ` +
        (holder
          ? `now names process ${holder.pid} on host ${holder.hostname}. `
          : 'is gone or unreadable. ') +
        'This process writes nothing more to the store (reads go on): stop it, and make sure only ' +
        'one process uses the store.',
    );
    this.name = 'StoreLockLostError';
    this.file = file;
    this.lockFile = lockFile;
  }
}

/** The store file cannot be read as a store. Whoever throws this has not touched the file. */
export class StoreCorruptError extends Error {
  readonly file: string;
  readonly reason: string;

  constructor(file: string, reason: string) {
    super(
      `Store file ${file} cannot be used: ${reason}. The file was left untouched. To recover, ` +
        'restore it from a backup, or run "npm run db:reset" to replace it with fresh seed data ' +
        '(db:reset keeps a copy of the old file beside it).',
    );
    this.name = 'StoreCorruptError';
    this.file = file;
    this.reason = reason;
  }
}

/** A write was attempted after close(). */
export class StoreClosedError extends Error {
  constructor() {
    super('The store is closed');
    this.name = 'StoreClosedError';
  }
}

/** The database cannot be used: unreachable, refusing the credentials, too old or unprepared. */
export class StoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreUnavailableError';
  }
}
