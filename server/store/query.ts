import { foldCaseAndAccents } from '../../shared/fold-text';

/**
 * What a service asks of a collection, as a value rather than a function, so that every store
 * can answer it natively: the memory and file stores in JavaScript (evaluate.ts), PostgreSQL in
 * SQL.
 * Texts compare the Spanish way (collation.ts); ISO dates are texts and compare in time order.
 */

/** A value a condition compares with: text (ISO dates included), number or boolean. */
export type Scalar = string | number | boolean;

/** What one field must satisfy; every condition given must hold. */
export interface FieldCondition<V> {
  eq?: V | null;
  ne?: V | null;
  in?: readonly V[];
  gt?: V;
  gte?: V;
  lt?: V;
  lte?: V;
  /** true: the field is null or absent; false: it has a value. */
  isNull?: boolean;
  /** Text fields: holds this text, case and accents ignored. */
  contains?: string;
  /** Text fields: is this text, case and accents ignored ("Cusco" and "CUSCO" are the same). */
  sameText?: string;
}

type FieldValue<F> = F extends readonly (infer E)[] ? E : NonNullable<F>;

/** Conditions on fields (a plain value means equals), joined by `and`; `or` for alternatives. */
export type Where<T> = {
  readonly [K in keyof T]?: FieldValue<T[K]> | null | FieldCondition<FieldValue<T[K]>>;
} & {
  readonly and?: readonly Where<T>[];
  readonly or?: readonly Where<T>[];
  /** Never set: it keeps a function (the old predicates) from passing for a `Where`. */
  readonly call?: never;
};

export interface OrderBy<T> {
  field: keyof T & string;
  descending?: boolean;
  /**
   * A value derived in the query: items that match a case's `where` (the first that does) are
   * ordered by its `value` instead of the field's, e.g. a status that follows from a date.
   */
  cases?: readonly { where: Where<T>; value: Scalar | null }[];
}

export interface Query<T> {
  where?: Where<T>;
  /**
   * Words that the collection's searchable fields hold, case and accents ignored: each word in
   * one of them ("quispe juan" finds Juan Carlos Quispe).
   */
  search?: string | null;
  /**
   * In this order, then by id (in the direction of the last entry), so that pages never
   * overlap. Empty values go last.
   */
  orderBy?: readonly OrderBy<T>[];
  offset?: number;
  /** At most this many (all that remain when absent). */
  limit?: number;
}

/** A field `search` may look in: a text, a list of texts, or a text in an object (`a.b`). */
export type SearchableField<T> = (keyof T & string) | `${keyof T & string}.${string}`;

/** What a collection declares for queries: the fields `search` looks in. */
export interface QueryFields<T> {
  searchable: readonly SearchableField<T>[];
}

const CONDITION_KEYS = new Set([
  'eq',
  'ne',
  'in',
  'gt',
  'gte',
  'lt',
  'lte',
  'isNull',
  'contains',
  'sameText',
]);

/** Whether a `where` entry is a condition object, not a plain value to equal. */
export function isCondition(value: unknown): value is FieldCondition<Scalar> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).every((key) => CONDITION_KEYS.has(key))
  );
}

/** The words of a search, folded; none for an empty one. */
export function searchWords(search: string | null | undefined): string[] {
  return search ? foldCaseAndAccents(search).split(/\s+/).filter(Boolean) : [];
}
