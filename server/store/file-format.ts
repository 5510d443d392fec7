import { type AnyCollection, migrateData, RETIRED_COLLECTIONS } from './collection';
import { StoreCorruptError } from './errors';
import type { CollectionName, Data } from './types';

/**
 * The file's bytes for `data`: `JSON.stringify(data, null, 2)` and a newline, in UTF-8, indented
 * so that an operator can read and diff it. Every write rewrites the whole file, and encoding it
 * (the text, then its bytes) was most of a write's cost: each record's bytes are kept with the
 * record (records are replaced, never modified in place, when written), so a write encodes only
 * the records it changed and copies the others' bytes.
 */
export function encodeStore(data: Data): Buffer {
  const parts: Buffer[] = [];
  const members = Object.entries(data).filter(([, value]) => value !== undefined);
  if (members.length === 0) return Buffer.from('{}\n');
  parts.push(OPEN);
  members.forEach(([key, value], index) => {
    if (index > 0) parts.push(NEXT);
    parts.push(Buffer.from(`  ${JSON.stringify(key)}: `));
    if (Array.isArray(value)) encodeList(value, parts);
    else parts.push(Buffer.from(indented(value, '  ')));
  });
  parts.push(CLOSE);
  return Buffer.concat(parts);
}

const OPEN = Buffer.from('{\n');
const NEXT = Buffer.from(',\n');
const CLOSE = Buffer.from('\n}\n');
const LIST_OPEN = Buffer.from('[\n');
const LIST_CLOSE = Buffer.from('\n  ]');
const EMPTY_LIST = Buffer.from('[]');

const recordBytes = new WeakMap<object, Buffer>();

/** A collection at the file's second level, as JSON.stringify indents it there. */
function encodeList(items: readonly unknown[], parts: Buffer[]): void {
  if (items.length === 0) {
    parts.push(EMPTY_LIST);
    return;
  }
  parts.push(LIST_OPEN);
  items.forEach((item, index) => {
    if (index > 0) parts.push(NEXT);
    if (typeof item !== 'object' || item === null) {
      parts.push(Buffer.from(`    ${JSON.stringify(item) ?? 'null'}`));
      return;
    }
    let bytes = recordBytes.get(item);
    if (bytes === undefined) {
      bytes = Buffer.from(`    ${indented(item, '    ')}`);
      recordBytes.set(item, bytes);
    }
    parts.push(bytes);
  });
  parts.push(LIST_CLOSE);
}

/** `value` as JSON indented by two spaces, its lines after the first starting with `indent`. */
function indented(value: unknown, indent: string): string {
  // Newlines inside strings are escaped in JSON: each one here is between two lines.
  return (JSON.stringify(value, null, 2) ?? 'null').replaceAll('\n', `\n${indent}`);
}

export interface Decoded {
  data: Data;
  /** Collections the file lacked and that were taken from the seed (a file from an older seed). */
  added: CollectionName[];
  /** Schema versions whose migrations were applied (see collection.ts). */
  migrated: number[];
  /** Retired collections the file held, now left out (see collection.ts). */
  dropped: string[];
}

/**
 * Reads a store file's text, checked against the current shape (the seed). Throws
 * StoreCorruptError for anything that is not a whole store: empty, truncated, `null`, an array,
 * no valid `meta`, a collection that is not a list of items with ids, or a newer schema.
 */
export function decodeStore(
  text: string,
  file: string,
  seed: Data,
  collections: readonly AnyCollection[],
): Decoded {
  const corrupt = (reason: string) => new StoreCorruptError(file, reason);
  if (text.trim() === '') throw corrupt('the file is empty');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw corrupt(`it is not valid JSON, perhaps truncated (${(error as Error).message})`);
  }
  if (!isObject(value)) throw corrupt(`its top level is ${typeName(value)}, not an object`);

  const meta = value.meta;
  if (
    !isObject(meta) ||
    !Number.isInteger(meta.schemaVersion) ||
    typeof meta.seededAt !== 'string'
  ) {
    throw corrupt('it has no valid "meta" (schemaVersion, seededAt)');
  }
  if ((meta.schemaVersion as number) > seed.meta.schemaVersion) {
    throw corrupt(
      `it was written by a newer version (schemaVersion ${meta.schemaVersion}, this build reads up to ${seed.meta.schemaVersion})`,
    );
  }

  const added: CollectionName[] = [];
  for (const name of Object.keys(seed).filter((key) => key !== 'meta') as CollectionName[]) {
    const items = value[name];
    if (items === undefined) {
      value[name] = structuredClone(seed[name]);
      added.push(name);
      continue;
    }
    if (!Array.isArray(items)) throw corrupt(`"${name}" is ${typeName(items)}, not a list`);
    const ids = new Set<string>();
    for (const item of items) {
      if (!isObject(item) || typeof item.id !== 'string') {
        throw corrupt(`"${name}" holds an item without a string id`);
      }
      if (ids.has(item.id)) throw corrupt(`"${name}" holds the id "${item.id}" twice`);
      ids.add(item.id);
    }
  }
  const dropped = RETIRED_COLLECTIONS.filter((name) => Object.hasOwn(value, name));
  for (const name of dropped) delete value[name];
  const data = value as Data;
  const from = meta.schemaVersion as number;
  const migrated =
    from < seed.meta.schemaVersion
      ? migrateData(collections, data, seed, from, seed.meta.schemaVersion)
      : [];
  return { data, added, migrated, dropped };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}
