import { type Kysely, sql, type Transaction } from 'kysely';
import { UnavailableError } from '../../errors';
import { recordCommit } from '../../metrics/registry';
import { isConnectionFailure } from './rows';

type Work = (trx: Transaction<unknown>) => Promise<unknown>;

interface Queued {
  work: Work;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Writes run together in one database transaction, at most. */
const BATCH = 64;

export interface WriteQueue {
  /** Runs `work` in a write transaction; resolves once that transaction is committed. */
  run<R>(work: (trx: Transaction<unknown>) => Promise<R>): Promise<R>;
}

/**
 * Group commit. Writes run one after another (the contract serializes them), so each would wait
 * for the commit of the one before: a disk flush apiece. Instead the writes queued on this
 * instance while one commits run next together in one database transaction, each inside its own
 * savepoint (a write that throws undoes only itself and gets its own error), and one commit
 * acknowledges them all. Nobody is answered before that commit, so an acknowledged write is
 * durable as before; if the commit fails, every write of the batch gets that error.
 *
 * `begin` starts each database transaction (the lock that orders writes across instances);
 * `reachable` turns a lost connection into the store's UNAVAILABLE.
 */
export function groupCommits(
  db: Kysely<unknown>,
  begin: (trx: Transaction<unknown>) => Promise<void>,
  reachable: <R>(run: () => Promise<R>) => Promise<R>,
): WriteQueue {
  const queue: Queued[] = [];
  let draining = false;

  const runBatch = async (batch: Queued[]) => {
    const started = performance.now();
    // A write alone needs no savepoint: its transaction is its own.
    if (batch.length === 1) {
      const [only] = batch as [Queued];
      try {
        const value = await reachable(() =>
          db.transaction().execute(async (trx) => {
            await begin(trx);
            return only.work(trx);
          }),
        );
        recordCommit('postgres', 1, started, 'ok');
        only.resolve(value);
      } catch (error) {
        // A write that refused itself (a conflict) rolled back: not a failure of the store.
        recordCommit(
          'postgres',
          1,
          started,
          error instanceof UnavailableError ? 'failed' : 'rolled_back',
        );
        only.reject(error);
      }
      return;
    }
    const outcomes: Outcome[] = [];
    try {
      await reachable(() =>
        db.transaction().execute(async (trx) => {
          await begin(trx);
          for (const { work } of batch) {
            await sql`savepoint write`.execute(trx);
            try {
              const value = await work(trx);
              await sql`release savepoint write`.execute(trx);
              outcomes.push({ ok: true, value });
            } catch (error) {
              if (isConnectionFailure(error)) throw error;
              await sql`rollback to savepoint write`.execute(trx);
              outcomes.push({ ok: false, error });
            }
          }
        }),
      );
    } catch (error) {
      recordCommit('postgres', batch.length, started, 'failed');
      for (const queued of batch) queued.reject(error);
      return;
    }
    recordCommit('postgres', batch.length, started, 'ok');
    batch.forEach((queued, index) => {
      const outcome = outcomes[index] as Outcome;
      if (outcome.ok) queued.resolve(outcome.value);
      else queued.reject(outcome.error);
    });
  };

  const drain = async () => {
    draining = true;
    try {
      while (queue.length > 0) await runBatch(queue.splice(0, BATCH));
    } finally {
      draining = false;
    }
  };

  return {
    run<R>(work: (trx: Transaction<unknown>) => Promise<R>) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
        if (!draining) void drain();
      });
    },
  };
}
