import { resolve } from 'node:path';
import type { AnyCollection } from './collection';
import { readTextIfExists } from './durable-file';
import { decodeStore } from './file-format';
import type { Data } from './types';

/** A store file's text as one commit left it, and that text checked and decoded. */
export interface CommittedFile {
  text: string;
  data: Data;
}

/**
 * Reads a store file while the server that owns it goes on writing, without its lock. The owner
 * never writes into the file: every commit writes a temp file and renames it over this one
 * (durable-file.ts), so a single open-and-read sees exactly one whole commit. The text is checked
 * as the server checks it at start (StoreCorruptError says what is wrong); null when there is no
 * such file.
 */
export async function readCommittedFile(
  file: string,
  collections: readonly AnyCollection[],
  seed: Data,
): Promise<CommittedFile | null> {
  const path = resolve(file);
  const text = await readTextIfExists(path);
  if (text === null) return null;
  const { data } = decodeStore(text, path, seed, collections);
  return { text, data };
}
