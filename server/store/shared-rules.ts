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
