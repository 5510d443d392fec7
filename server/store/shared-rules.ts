import { ConflictError } from '../errors';
import type { AnyCollection } from './collection';
import type { Entity, Repository, Transaction } from './types';

/**
 * What every store does the same way, so that the contract holds alike on each: how a patch
 * merges, how a clash is reported, how a transaction's repositories are opened.
 */

/** A patch field left undefined means "not given", never "erase"; the id never changes. */
export function definedFields(patch: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(patch).filter(([key, value]) => value !== undefined && key !== 'id'),
  );
}

/** The ConflictError of a taken value: the id, or one of the collection's unique keys. */
export function conflictOn(field: string): ConflictError {
  return field === 'id'
    ? new ConflictError('An item with this id already exists', { id: 'Already in use' })
    : new ConflictError(`Another item already has this ${field}`, { [field]: 'Already in use' });
}

/** The patches of an updateMany merged by id, in the order of each id's first patch. */
export function mergedPatches(
  patches: readonly { id: string; patch: object }[],
): Map<string, Record<string, unknown>> {
  const merged = new Map<string, Record<string, unknown>>();
  for (const { id, patch } of patches) {
    merged.set(id, { ...merged.get(id), ...definedFields(patch) });
  }
  return merged;
}

/** One write of a batch, as its clashes are looked for: the item it writes and its values. */
export interface BatchEntry {
  /** The item written, which may keep its own values; null for an item not stored yet. */
  self: string | null;
  values: Record<string, unknown>;
}

/** Who holds a value of a field before a batch (the id of that item), if anyone does. */
export type Holder = (field: string, value: unknown) => string | undefined;

/**
 * The ConflictError of a batch of writes (insertMany, updateMany), found alike by every store
 * before anything is written: the first entry, in order, with a value of `fields` (checked in
 * that order) that an item other than itself holds before the batch, or that an earlier entry
 * gives. Null and undefined values are exempt, as they are from unique keys. Null when nothing
 * clashes.
 */
export function firstClash(
  entries: readonly BatchEntry[],
  fields: readonly string[],
  holder: Holder,
): ConflictError | null {
  const given = new Map(fields.map((field) => [field, new Set<unknown>()]));
  for (const entry of entries) {
    for (const field of fields) {
      const value = entry.values[field];
      if (value === undefined || value === null) continue;
      const held = holder(field, value);
      const taken = given.get(field) as Set<unknown>;
      if ((held !== undefined && held !== entry.self) || taken.has(value)) return conflictOn(field);
      taken.add(value);
    }
  }
  return null;
}

/**
 * A transaction's repositories, each made when the work first uses it (most touch two of the
 * collections): `open` makes the one of a collection.
 */
export function openedOnUse(
  collections: readonly AnyCollection[],
  open: (collection: AnyCollection) => Repository<Entity>,
): Transaction {
  const byName = new Map(collections.map((collection) => [collection.name as string, collection]));
  const opened = new Map<string, Repository<Entity>>();
  return new Proxy({} as Transaction, {
    get: (_target, name) => {
      const collection = typeof name === 'string' ? byName.get(name) : undefined;
      if (!collection) return undefined;
      let repository = opened.get(collection.name);
      if (!repository) {
        repository = open(collection);
        opened.set(collection.name, repository);
      }
      return repository;
    },
  });
}
