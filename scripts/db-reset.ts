/**
 * npm run db:reset: replaces the store file (DB_FILE, default data/db.json) with fresh seed data,
 * keeping a copy of the old file beside it. Refuses while a live process owns the store.
 */
import { constants } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { loadConfig } from '../server/config';
import { buildSeed } from '../server/data';
import { readTextIfExists, writeFileDurably } from '../server/store/durable-file';
import { StoreLockedError } from '../server/store/errors';
import { encodeStore } from '../server/store/file-format';
import { acquireLock } from '../server/store/lock';
import { consoleLogger } from '../server/store/logger';

async function reset(file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const lock = await acquireLock(file, consoleLogger);
  try {
    let backup: string | null = null;
    if ((await readTextIfExists(file)) !== null) {
      backup = `${file}.${new Date().toISOString().replace(/[:.]/g, '-')}.bak`;
      await copyFile(file, backup, constants.COPYFILE_EXCL);
    }
    const seed = buildSeed();
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

try {
  await reset(loadConfig().dbFile);
} catch (error) {
  console.error(error instanceof StoreLockedError ? `db:reset: refused. ${error.message}` : error);
  process.exitCode = 1;
}
