import { recordCommit } from '../metrics/registry';
import type { StoreLogger } from './logger';
import type { StoreEngine } from './repository';
import type { Data } from './types';

/** The live data and a write of it; lowdb's `Low` has exactly this shape. */
export interface Persisted {
  data: Data;
  /** Writes `data` as it is at the call (serialized before the first await); resolves once durable. */
  write(): Promise<void>;
}

export interface GroupCommitOptions {
  /** The last durable state, read back; replaces the live data after a failed write. */
  restore(): Data;
  /** Runs once, after the last write of close() (releases the lock). */
  release(): Promise<void>;
  /** Rejects when a write could not be made now (the lock is no longer ours). */
  check(): Promise<void>;
  logger: StoreLogger;
  /** For log lines. */
  file: string;
}

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * An engine whose writes are serialized and group-committed: while one write is in flight, the
 * changes that arrive wait together and go out in the next single write, so a writer waits for
 * at most the write before its own and never for a later one. Each caller is acknowledged only
 * once the write holding its change is durable.
 *
 * When a write fails, every caller of that write and every caller waiting for the next one is
 * rejected (their changes were applied on top of the failed ones), and the live data goes back to
 * the last durable state, so nothing unacknowledged is served afterwards.
 */
export function createGroupCommit(target: Persisted, options: GroupCommitOptions): StoreEngine {
  const { logger, file } = options;
  let waiting: Waiter[] = [];
  let running = false;
  const idle: Array<() => void> = [];
  let closing: Promise<void> | undefined;
  let failure: unknown;

  const flush = async (): Promise<void> => {
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      const started = performance.now();
      try {
        await target.write();
        recordCommit('file', batch.length, started, 'ok');
        for (const waiter of batch) waiter.resolve();
      } catch (error) {
        recordCommit('file', batch.length, started, 'failed');
        const rejected = [...batch, ...waiting];
        waiting = [];
        failure = error;
        logger.error(
          { err: error, file, rejected: rejected.length },
          'store write failed; its changes were rejected and the last durable state restored',
        );
        try {
          // Before any other change can run against the rejected data. If even this fails, the
          // rejection escapes as unhandled and the process stops: better than serving bad data.
          target.data = options.restore();
        } finally {
          for (const waiter of rejected) waiter.reject(error);
        }
      }
    }
    running = false;
    for (const wake of idle.splice(0)) wake();
  };

  return {
    get data() {
      return target.data;
    },
    get closed() {
      return closing !== undefined;
    },
    check: () => options.check(),
    commit() {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ resolve, reject });
        if (running) return;
        running = true;
        // A microtask later, so that changes made in the same synchronous run share the write.
        queueMicrotask(flush);
      });
    },
    close() {
      closing ??= (async () => {
        failure = undefined;
        if (running) await new Promise<void>((wake) => idle.push(wake));
        await options.release();
        if (failure !== undefined) throw failure;
      })();
      return closing;
    },
  };
}
