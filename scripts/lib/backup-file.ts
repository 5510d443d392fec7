import { access, mkdir, readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { COLLECTIONS } from '../../server/areas';
import { buildSeed } from '../../server/data';
import { writeFileDurably } from '../../server/store/durable-file';
import { StoreCorruptError } from '../../server/store/errors';
import { exportData } from '../../server/store/export';
import { decodeStore } from '../../server/store/file-format';
import { createMemoryStore } from '../../server/store/memory';
import type { Data } from '../../server/store/types';
import { CUSTOM_ARCHIVE_MAGIC } from './pg-tools';

/**
 * What a backup holds: a pg_dump archive (custom format), or the JSON form, which is a store
 * file's (what the file store holds and db:reset keeps), read here as the records a store hands
 * out.
 */
export type Backup = { kind: 'archive' } | { kind: 'json'; data: Data };

/** A file that is not a backup, and why. */
export class NotABackupError extends Error {
  constructor(file: string, reason: string) {
    super(`${resolve(file)} is not a backup: ${reason}.`);
    this.name = 'NotABackupError';
  }
}

/**
 * Reads a backup and checks it as the server checks a store file at start: a whole JSON object
 * with the store's meta and a list of records with distinct ids per collection, of this build's
 * schema version or an older one (migrated here as at start). Throws NotABackupError otherwise.
 */
export async function readBackup(file: string): Promise<Backup> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new NotABackupError(file, code === 'ENOENT' ? 'there is no such file' : String(code));
  }
  if (bytes.subarray(0, CUSTOM_ARCHIVE_MAGIC.length).toString() === CUSTOM_ARCHIVE_MAGIC) {
    return { kind: 'archive' };
  }
  let decoded: Data;
  try {
    decoded = decodeStore(bytes.toString('utf8'), resolve(file), buildSeed(), COLLECTIONS).data;
  } catch (error) {
    if (error instanceof StoreCorruptError) throw new NotABackupError(file, error.reason);
    throw error;
  }
  // Through a store's own reads, so that what is restored is what a store hands out.
  const store = createMemoryStore({ collections: COLLECTIONS, data: decoded });
  return { kind: 'json', data: await exportData(store, COLLECTIONS, decoded.meta.seededAt) };
}

/** Why a backup may not be written to `file` (it exists), or null. */
export async function existingFileMessage(file: string): Promise<string | null> {
  const exists = await access(file).then(
    () => true,
    () => false,
  );
  return exists
    ? `refused: ${resolve(file)} already exists and is left as it is. Give each backup a name of its own (with the date, say).`
    : null;
}

/** Writes a backup whole or not at all (temp file, flush, rename), readable by its owner only. */
export async function writeBackup(file: string, bytes: string | Buffer): Promise<void> {
  await mkdir(dirname(resolve(file)), { recursive: true });
  await writeFileDurably(resolve(file), bytes);
}
