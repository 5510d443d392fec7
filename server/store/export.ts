import { type AnyCollection, schemaVersion } from './collection';
import type { CollectionName, Data, Entity, Repository, Store } from './types';

/** A collection's repository, whichever the collection (for code that walks every one). */
export function repositoryOf(store: Store, name: string): Repository<Entity> {
  return store[name as CollectionName] as unknown as Repository<Entity>;
}

/**
 * Every record of every collection, by id: the one whole read of a store, for copies between
 * stores and backups.
 */
export async function exportData(
  store: Store,
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
