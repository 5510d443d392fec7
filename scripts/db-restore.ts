/**
 * npm run db:restore -- <file> [--to <store>]: restores a backup of db:backup into an empty
 * store: the configured one (DATABASE_URL, else DB_FILE) unless --to names a store file or a
 * postgres:// URL. A store that holds data is refused and left as it is. The JSON form goes into
 * either kind of store and every record is read back and checked against the backup; a pg_dump
 * archive goes into PostgreSQL through pg_restore (when it can serve the server), then the store
 * is opened and every collection read back.
 */
import { parseArgs } from 'node:util';
import { COLLECTIONS } from '../server/areas';
import { exportData } from '../server/store/export';
import { NotABackupError, readBackup } from './lib/backup-file';
import { checkTool, restoreArchive } from './lib/pg-tools';
import { writeAndCheck } from './lib/store-copy';
import {
  configuredLocation,
  describeLocation,
  explain,
  isDatabase,
  occupiedMessage,
  openLocation,
} from './lib/store-location';

const USAGE = 'usage: npm run db:restore -- <file> [--to <store file or postgres:// URL>]';

async function restore(file: string, target: string): Promise<number> {
  const backup = await readBackup(file);
  const occupied = await occupiedMessage(target);
  if (occupied) return refused(occupied);
  const where = describeLocation(target);

  if (backup.kind === 'json') {
    const problems = await writeAndCheck(backup.data, target);
    if (problems > 0) {
      console.error(`db:restore: ${problems} records differ between the backup and ${where}.`);
      return 1;
    }
    console.log(`db:restore: ${file} → ${where}: every record restored and checked.`);
    return 0;
  }

  if (!isDatabase(target)) {
    return refused(
      `refused: ${file} is a pg_dump archive, which restores only into PostgreSQL. Restore it into an empty database, then "npm run db:copy" makes a store file of it.`,
    );
  }
  const tool = await checkTool('pg_restore', target);
  if (!tool.usable) return refused(`refused: ${tool.reason}.`);
  await restoreArchive(file, target);
  // Opening it runs what the server runs at start: the migrations of an older backup.
  const store = await openLocation(target);
  const data = await exportData(store, COLLECTIONS);
  await store.close();
  for (const { name } of COLLECTIONS) {
    const count = (data as unknown as Record<string, unknown[]>)[name]?.length ?? 0;
    console.log(`${name.padEnd(28)} ${String(count).padStart(7)} records  read back`);
  }
  console.log(
    `db:restore: ${file} → ${where}: restored by pg_restore ${tool.major}; the store opens and every record reads back.`,
  );
  return 0;
}

function refused(message: string): number {
  console.error(`db:restore: ${message}`);
  return 1;
}

try {
  const { values, positionals } = parseArgs({
    options: { to: { type: 'string' } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) {
    console.error(USAGE);
    process.exitCode = 2;
  } else {
    process.exitCode = await restore(positionals[0] as string, values.to ?? configuredLocation());
  }
} catch (error) {
  if (error instanceof NotABackupError) {
    console.error(`db:restore: refused: ${error.message}`);
    process.exitCode = 1;
  } else if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`db:restore: ${(error as Error).message}\n${USAGE}`);
    process.exitCode = 2;
  } else {
    console.error('db:restore:', explain(error));
    process.exitCode = 1;
  }
}
