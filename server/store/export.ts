import { type AnyCollection, schemaVersion } from './collection';
import type { CollectionName, Data, Entity, Repositories, Repository } from './types';

/** A collection's repository, whichever the collection (for code that walks every one). */
export function repositoryOf(store: Repositories, name: string): Repository<Entity> {
  return store[name as CollectionName] as unknown as Repository<Entity>;
}

/**
 * Every record of every collection, by id: the one whole read of a store, for copies between
 * stores and backups. Consistent while writers write only when `store` reads one snapshot (see
 * postgres/snapshot.ts); a store file is read whole instead (file-snapshot.ts).
 */
export async function exportData(
  store: Repositories,
  collections: readonly AnyCollection[],
  seededAt = new Date().toISOString(),
): Promise<Data> {
  const data: Record<string, unknown> = {
    meta: { schemaVersion: schemaVersion(collections), seededAt },
  };
  for (const { name } of collections) {
    data[name] = await repositoryOf(store, name).list({ orderBy: [{ field: 'id' }] });
  }
  return data as Data;
}
