import { sql } from 'kysely';
import { type AnyCollection, schemaVersion } from '../collection';
import { StoreUnavailableError } from '../errors';
import { openedOnUse } from '../shared-rules';
import type { Repositories, StoreMeta } from '../types';
import { withDatabase } from './admin';
import { unavailable } from './prepare';
import { createRepository } from './store';

/**
 * Runs `work` on read-only repositories that all see the database as it was at one moment (one
 * REPEATABLE READ transaction), while the instances go on writing: what `work` reads is a state
 * some commit left, never half of one, and holds every write committed before the first read.
 * Nothing is prepared or migrated, so a running deployment is only read. Refused with
 * StoreUnavailableError when the database holds no store, or one of another schema version than
 * this build's (its records would be labelled with the wrong version).
 */
export function readSnapshot<R>(
  url: string,
  collections: readonly AnyCollection[],
  work: (repositories: Repositories, meta: StoreMeta) => Promise<R>,
): Promise<R> {
  return withDatabase(url, (db) =>
    db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        const { rows } = await sql<{ key: string; value: unknown }>`
          select key, value from store_meta`.execute(trx);
        const meta = new Map(rows.map((row) => [row.key, row.value]));
        if (typeof meta.get('seededAt') !== 'string') {
          throw new StoreUnavailableError('The database holds no store.');
        }
        const stored = Number(meta.get('schemaVersion'));
        const current = schemaVersion(collections);
        const known = new Set((meta.get('collections') as string[] | undefined) ?? []);
        const missing = collections.filter(({ name }) => !known.has(name));
        if (stored !== current || missing.length > 0) {
          throw new StoreUnavailableError(
            `The database's store is at schema version ${stored}${missing.length > 0 ? ` without ${missing.map(({ name }) => name).join(', ')}` : ''}; this build reads version ${current}. Use the build the servers run.`,
          );
        }
        const refused = () => Promise.reject(new Error('A snapshot is read only.'));
        const repositories = openedOnUse(collections, (collection) =>
          createRepository(collection, () => trx, refused),
        );
        return work(repositories, {
          schemaVersion: stored,
          seededAt: meta.get('seededAt') as string,
        });
      }),
  ).catch((error: unknown) => {
    throw unavailable(error, url);
  });
}
