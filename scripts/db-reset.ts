/**
 * npm run db:reset: replaces the store's data with fresh seed data, keeping a copy of the old.
 * The file (DB_FILE, default data/db.json): the copy is the old file beside it; refused while a
 * live process owns the store. PostgreSQL (DATABASE_URL): the copy is a store file of the old
 * data beside DB_FILE (`npm run db:copy` brings it back into an empty database); running
 * instances see the new data at once.
 */
import { constants } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { COLLECTIONS, SETTINGS } from '../server/areas';
import { loadConfig } from '../server/config';
import { buildSeed } from '../server/data';
import { readTextIfExists, writeFileDurably } from '../server/store/durable-file';
import { StoreLockedError } from '../server/store/errors';
import { exportData } from '../server/store/export';
import { encodeStore } from '../server/store/file-format';
import { acquireLock } from '../server/store/lock';
import { consoleLogger } from '../server/store/logger';
import { replaceContents } from '../server/store/postgres/admin';
import { describeLocation, explain, openLocation } from './lib/store-location';

async function reset(file: string, takeOverHost?: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const lock = await acquireLock(file, consoleLogger, { takeOverHost });
  try {
    let backup: string | null = null;
    if ((await readTextIfExists(file)) !== null) {
      backup = `${file}.${new Date().toISOString().replace(/[:.]/g, '-')}.bak`;
      await copyFile(file, backup, constants.COPYFILE_EXCL);
    }
    const seed = buildSeed();
    await lock.verify();
    await writeFileDurably(file, encodeStore(seed));
    console.log(
      `db:reset: wrote fresh seed data to ${file} (${seed.emergencyContacts.length} emergency contacts).`,
    );
    console.log(
      backup
        ? `db:reset: the previous file is kept as ${backup}`
        : 'db:reset: there was no previous file.',
    );
  } finally {
    await lock.release();
  }
}

async function resetDatabase(url: string, dbFile: string): Promise<void> {
  const store = await openLocation(url);
  const old = await exportData(store, COLLECTIONS);
  await store.close();
  await mkdir(dirname(dbFile), { recursive: true });
  const backup = join(
    dirname(dbFile),
    `postgres-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  await writeFileDurably(backup, encodeStore(old));
  await replaceContents(url, COLLECTIONS, buildSeed());
  console.log(`db:reset: wrote fresh seed data to ${describeLocation(url)}.`);
  console.log(`db:reset: the previous data is kept as ${backup}`);
}

try {
  const config = loadConfig(process.env, process.cwd(), SETTINGS);
  await (config.database
    ? resetDatabase(config.database.url, config.dbFile)
    : reset(config.dbFile, config.dbLockTakeoverHost));
} catch (error) {
  if (error instanceof StoreLockedError) console.error(`db:reset: refused. ${error.message}`);
  else console.error('db:reset:', explain(error));
  process.exitCode = 1;
}
