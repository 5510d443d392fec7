import { access } from 'node:fs/promises';
import { resolve } from 'node:path';
import { COLLECTIONS } from '../../server/areas';
import { ConfigError } from '../../server/config';
import { buildSeed } from '../../server/data';
import { silentLogger } from '../../server/store/logger';
import { openLowdbStore } from '../../server/store/lowdb';
import { holdsNoStore } from '../../server/store/postgres/admin';
import { openPostgresStore } from '../../server/store/postgres/store';
import type { Data, Store } from '../../server/store/types';

/** Where a store is: a PostgreSQL URL, or the path of a store file. */
export const isDatabase = (location: string) => /^postgres(ql)?:\/\//.test(location);

/** A location for messages: the URL without its password. */
export function describeLocation(location: string): string {
  if (!isDatabase(location)) return resolve(location);
  const url = new URL(location);
  url.password = url.password ? '***' : '';
  return url.toString();
}

/** Whether the location holds no store yet: no such file, or a database never seeded. */
export async function isEmptyLocation(location: string): Promise<boolean> {
  if (isDatabase(location)) return holdsNoStore(location);
  return access(location).then(
    () => false,
    () => true,
  );
}

/** Opens the store at a location; an empty one starts from `seed` (every area's by default). */
export function openLocation(
  location: string,
  seed: () => Data = () => buildSeed(),
): Promise<Store> {
  return isDatabase(location)
    ? openPostgresStore({ url: location, collections: COLLECTIONS, seed, logger: silentLogger })
    : openLowdbStore({ file: location, collections: COLLECTIONS, seed, logger: silentLogger });
}

/** What an operator reads when a command fails: the sentence of a known failure, else the error. */
export function explain(error: unknown): unknown {
  const known =
    error instanceof ConfigError || (error instanceof Error && error.name.startsWith('Store'));
  return known ? (error as Error).message : error;
}
