import { access } from 'node:fs/promises';
import { resolve } from 'node:path';
import { COLLECTIONS, SETTINGS } from '../../server/areas';
import { ConfigError, loadConfig } from '../../server/config';
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

/** The store the server is configured with: DATABASE_URL, else DB_FILE (as the server reads them). */
export function configuredLocation(): string {
  const config = loadConfig(process.env, process.cwd(), SETTINGS);
  return config.database?.url ?? config.dbFile;
}

/** Why nothing may be written into `target` (it already holds a store), or null when it is empty. */
export async function occupiedMessage(target: string): Promise<string | null> {
  if (await isEmptyLocation(target)) return null;
  return `refused: ${describeLocation(target)} already holds a store, which is left as it is. Write only into an empty database or a file that does not exist.`;
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
