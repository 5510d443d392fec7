/**
 * Failures of the store itself. They are not AppErrors: a client never sees them (they are masked
 * as internal errors), but an operator reads them when the server refuses to start.
 */

/** Another live process owns the store file (its lock file names it). */
export class StoreLockedError extends Error {
  readonly file: string;
  readonly lockFile: string;
  /** The owner's process id; null when the lock file is being created or is unreadable. */
  readonly pid: number | null;

  constructor(file: string, lockFile: string, pid: number | null) {
    super(
      pid === null
        ? `Store file ${file} is locked: its lock file ${lockFile} is being created or is unreadable. ` +
            'If no process uses the store, delete the lock file and start again.'
        : `Store file ${file} is in use by process ${pid} (lock file ${lockFile}). ` +
            'Only one process may own the store: stop that process first.',
    );
    this.name = 'StoreLockedError';
    this.file = file;
    this.lockFile = lockFile;
    this.pid = pid;
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
