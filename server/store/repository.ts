import { ConflictError } from '../errors';
import { StoreClosedError } from './errors';
import type {
  CollectionName,
  Collections,
  Data,
  Entity,
  OrderKey,
  Repositories,
  Repository,
  Store,
} from './types';

/**
 * Fields whose value no two items of a collection may share; items without a value (null or
 * undefined) are exempt. Making a field unique is one line here. Every collection needs an entry,
 * so a new collection cannot be forgotten.
 */
export type UniqueKeys = {
  readonly [K in CollectionName]: readonly (keyof Collections[K] & string)[];
};

export const UNIQUE_KEYS: UniqueKeys = {
  emergencyContacts: [],
  assistantTopics: [],
  // Both kept in lower case by the users service, so the check ignores case.
  users: ['username', 'email'],
  sessions: [],
  passwordResets: ['tokenHash'],
  navigation: [],
  shortcuts: [],
  messages: [],
  notifications: [],
  chatContacts: [],
  chats: [],
  chatMessages: [],
  // Kept in upper case by their services, so the check ignores case.
  guides: ['licenseNumber', 'documentNumber'],
  travelAgencies: ['ruc', 'certificateNumber'],
  lodgings: ['ruc'],
  police: ['cip', 'dni'],
  jurisdictions: ['name'],
  inventoryCategories: [],
  inventoryBrands: [],
  inventoryVendors: [],
  inventoryTags: [],
  inventoryProducts: [],
  mailboxSettings: [],
  mailLabels: [],
  mails: [],
  contacts: [],
  contactTags: [],
  auditTrail: [],
  tasks: [],
  taskTags: [],
  notes: [],
  noteLabels: [],
  boards: [],
  boardLists: [],
  boardCards: [],
  boardLabels: [],
  boardMembers: [],
  // Slugs name categories and courses in the template's paths.
  academyCategories: ['slug'],
  academyCourses: ['slug'],
  helpCenterFaqCategories: ['slug'],
  helpCenterFaqs: [],
  helpCenterGuideCategories: ['slug'],
  // A guide's slug is unique within its category only (checked by the seed's test).
  helpCenterGuides: [],
  fileManagerItems: [],
};

/** Every collection the store holds, in one place. */
export const COLLECTION_NAMES = Object.keys(UNIQUE_KEYS) as CollectionName[];

/** What a store is built on: the live data and a way to make changes to it durable. */
export interface StoreEngine {
  /** The live data. A failed write replaces it with the last durable state, so read it anew each time. */
  readonly data: Data;
  /** True once close() was called; the repository then refuses changes before applying them. */
  readonly closed: boolean;
  /** Resolves once every change applied to `data` so far is durable; rejects if its write fails. */
  commit(): Promise<void>;
  /** Flushes what is pending and releases the store. Idempotent. */
  close(): Promise<void>;
}

/**
 * Builds the Store on an engine. A change runs synchronously against the live data in arrival
 * order, then waits for the engine's commit. Every change checks before it modifies, so a throw
 * changes nothing and writes nothing. Items go in and come out as copies.
 */
export function buildStore(engine: StoreEngine, uniqueKeys: UniqueKeys = UNIQUE_KEYS): Store {
  // Bumped when a change is applied and again when its commit settles (a failed commit puts the
  // last durable data back), so a cache keyed on it never outlives the data it was built from.
  let revision = 0;
  const settled = () => {
    revision += 1;
  };
  const mutate = <R>(change: (data: Data) => R): Promise<R> => {
    if (engine.closed) return Promise.reject(new StoreClosedError());
    let result: R;
    revision += 1;
    try {
      result = change(engine.data);
    } catch (error) {
      return Promise.reject(error);
    }
    return engine.commit().then(
      () => {
        settled();
        return result;
      },
      (error) => {
        settled();
        throw error;
      },
    );
  };

  const repositories = Object.fromEntries(
    COLLECTION_NAMES.map((name) => [
      name,
      createRepository(() => engine.data[name] as Entity[], uniqueKeys[name], mutate),
    ]),
  ) as unknown as Repositories;

  return {
    ...repositories,
    // The result is cloned inside the change so that it reflects the data this change produced.
    transaction: (change) => mutate((data) => structuredClone(change(data))),
    revision: () => revision,
    close: () => engine.close(),
  };
}

type Mutate = <R>(change: (data: Data) => R) => Promise<R>;

// Predicates receive the live items (cloning every item per query would be costly); they must
// not modify them.
function createRepository<T extends Entity>(
  items: () => T[],
  uniqueKeys: readonly string[],
  mutate: Mutate,
): Repository<T> {
  const indexOf = (id: string) => items().findIndex((item) => item.id === id);

  /** Throws ConflictError when `candidate` shares a unique value with an item other than `self`. */
  const assertUnique = (candidate: T, self: string | null) => {
    for (const key of uniqueKeys) {
      const value = (candidate as Record<string, unknown>)[key];
      if (value === undefined || value === null) continue;
      const taken = items().some(
        (item) => item.id !== self && (item as Record<string, unknown>)[key] === value,
      );
      if (taken) {
        throw new ConflictError(`Another item already has this ${key}`, {
          [key]: 'Already in use',
        });
      }
    }
  };

  return {
    async list(where) {
      const all = items();
      return structuredClone(where ? all.filter(where) : all);
    },
    async get(id) {
      const item = items()[indexOf(id)];
      return item ? structuredClone(item) : null;
    },
    async findOne(where) {
      const item = items().find(where);
      return item ? structuredClone(item) : null;
    },
    async count(where) {
      return where ? items().filter(where).length : items().length;
    },
    async query({ where, orderBy, descending = false, offset, limit }) {
      let matching = where ? items().filter(where) : items().slice();
      // Each key is computed once, not once per comparison: sorting 10,000 items stays cheap.
      if (orderBy) matching = sortByKey(matching, orderBy, descending);
      const end = limit === undefined ? undefined : offset + limit;
      return { items: structuredClone(matching.slice(offset, end)), total: matching.length };
    },
    insert(item) {
      return mutate(() => {
        const copy = structuredClone(item);
        if (indexOf(copy.id) >= 0) {
          throw new ConflictError('An item with this id already exists', { id: 'Already in use' });
        }
        assertUnique(copy, null);
        items().push(copy);
        return structuredClone(copy);
      });
    },
    update(id, patch) {
      // A missing item is answered without a write.
      if (indexOf(id) < 0) return Promise.resolve(null);
      return mutate(() => {
        const index = indexOf(id);
        const next = { ...items()[index], ...definedFields(structuredClone(patch)), id } as T;
        assertUnique(next, id);
        items()[index] = next;
        return structuredClone(next);
      });
    },
    remove(id) {
      if (indexOf(id) < 0) return Promise.resolve(false);
      return mutate(() => {
        items().splice(indexOf(id), 1);
        return true;
      });
    },
  };
}

function sortByKey<T extends Entity>(
  items: T[],
  orderBy: (item: T) => OrderKey,
  descending: boolean,
): T[] {
  const direction = descending ? -1 : 1;
  const keyed = items.map((item) => ({ item, key: orderBy(item) }));
  keyed.sort((a, b) => {
    const emptyA = a.key === null || a.key === '';
    const emptyB = b.key === null || b.key === '';
    if (emptyA || emptyB) {
      if (emptyA !== emptyB) return emptyA ? 1 : -1;
    } else if (a.key !== b.key) {
      return direction * ((a.key as string | number) < (b.key as string | number) ? -1 : 1);
    }
    return a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0;
  });
  return keyed.map((entry) => entry.item);
}

// A patch field left undefined means "not given", never "erase" (JSON would drop the field).
function definedFields(patch: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(patch).filter(([key, value]) => value !== undefined && key !== 'id'),
  );
}
