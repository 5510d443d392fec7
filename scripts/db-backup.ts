/**
 * npm run db:backup -- <file> [--from <store>] [--json]: writes a backup of a store while its
 * servers run. The store is the configured one (DATABASE_URL, else DB_FILE) unless --from names
 * a store file or a postgres:// URL. The file store: a copy of the file as one commit left it,
 * read without its lock. PostgreSQL: pg_dump's custom format when a pg_dump that can dump the
 * server is on the path (and --json is not given), else the JSON form of a store file, read in
 * one snapshot. The backup is written whole or not at all, readable by its owner only.
 */
import { parseArgs } from 'node:util';
import { COLLECTIONS } from '../server/areas';
import { buildSeed } from '../server/data';
import { exportData } from '../server/store/export';
import { encodeStore } from '../server/store/file-format';
import { readCommittedFile } from '../server/store/file-snapshot';
import { holdsNoStore } from '../server/store/postgres/admin';
import { readSnapshot } from '../server/store/postgres/snapshot';
import type { Data } from '../server/store/types';
import { existingFileMessage, writeBackup } from './lib/backup-file';
import { checkTool, dumpDatabase } from './lib/pg-tools';
import { configuredLocation, describeLocation, explain, isDatabase } from './lib/store-location';

const USAGE =
  'usage: npm run db:backup -- <file> [--from <store file or postgres:// URL>] [--json]';

async function backup(file: string, from: string, json: boolean): Promise<number> {
  const existing = await existingFileMessage(file);
  if (existing) {
    console.error(`db:backup: ${existing}`);
    return 1;
  }
  const source = describeLocation(from);
  if (!isDatabase(from)) {
    const committed = await readCommittedFile(from, COLLECTIONS, buildSeed());
    if (!committed) return noStore(source);
    await writeBackup(file, committed.text);
    return written(
      file,
      source,
      'the JSON of the store file, as one commit left it',
      committed.data,
    );
  }
  if (await holdsNoStore(from)) return noStore(source);
  const dump = json ? null : await checkTool('pg_dump', from);
  if (dump?.usable) {
    await writeBackup(file, await dumpDatabase(from));
    return written(file, source, `pg_dump ${dump.major}'s custom format`);
  }
  const data = await readSnapshot(from, COLLECTIONS, (repositories, meta) =>
    exportData(repositories, COLLECTIONS, meta.seededAt),
  );
  await writeBackup(file, encodeStore(data));
  const why = dump ? ` (${dump.reason})` : '';
  return written(file, source, `the JSON form, read in one snapshot${why}`, data);
}

function noStore(source: string): number {
  console.error(`db:backup: ${source} holds no store to back up.`);
  return 1;
}

function written(file: string, source: string, form: string, data?: Data): number {
  if (data) {
    const counts = COLLECTIONS.map(
      ({ name }) => (data as unknown as Record<string, unknown[]>)[name]?.length ?? 0,
    );
    const records = counts.reduce((sum, count) => sum + count, 0);
    console.log(`db:backup: ${records} records in ${COLLECTIONS.length} collections.`);
  }
  console.log(`db:backup: ${source} → ${file}: written as ${form}.`);
  return 0;
}

try {
  const { values, positionals } = parseArgs({
    options: { from: { type: 'string' }, json: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) {
    console.error(USAGE);
    process.exitCode = 2;
  } else {
    process.exitCode = await backup(
      positionals[0] as string,
      values.from ?? configuredLocation(),
      values.json,
    );
  }
} catch (error) {
  if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`db:backup: ${(error as Error).message}\n${USAGE}`);
    process.exitCode = 2;
  } else {
    console.error('db:backup:', explain(error));
    process.exitCode = 1;
  }
}
