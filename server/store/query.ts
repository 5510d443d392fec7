import { foldCaseAndAccents } from '../../shared/fold-text';
import { collationKey } from './collation';

/**
 * What a service asks of a collection, as a value rather than a function, so that every store
 * can answer it natively: the memory and file stores in JavaScript (here), PostgreSQL in SQL.
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
}

type FieldValue<F> = F extends readonly (infer E)[] ? E : NonNullable<F>;

/** Conditions on fields (a plain value means equals), joined by `and`; `or` for alternatives. */
export type Where<T> = {
  readonly [K in keyof T]?: FieldValue<T[K]> | null | FieldCondition<FieldValue<T[K]>>;
} & {
  readonly and?: readonly Where<T>[];
  readonly or?: readonly Where<T>[];
};

export interface OrderBy<T> {
  field: keyof T & string;
  descending?: boolean;
}

export interface Query<T> {
  where?: Where<T>;
  /** Text that one of the collection's searchable fields holds, case and accents ignored. */
  search?: string | null;
  /** In this order, then by id, so that pages never overlap. Empty values go last. */
  orderBy?: readonly OrderBy<T>[];
  offset?: number;
  /** At most this many (all that remain when absent). */
  limit?: number;
}

/** What a collection declares for queries: the fields `search` looks in. */
export interface QueryFields<T> {
  searchable: readonly (keyof T & string)[];
}

const CONDITION_KEYS = new Set(['eq', 'ne', 'in', 'gt', 'gte', 'lt', 'lte', 'isNull', 'contains']);

function isCondition(value: unknown): value is FieldCondition<Scalar> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).every((key) => CONDITION_KEYS.has(key))
  );
}

const isMissing = (value: unknown) => value === null || value === undefined;
/** Ordering puts these last: no value, or an empty text. */
const isEmpty = (value: unknown) => isMissing(value) || value === '';

/** Orders two scalars: texts by Spanish collation, numbers and booleans by value. */
function compareValues(a: Scalar, b: Scalar): number {
  if (typeof a === 'string' && typeof b === 'string') {
    const [x, y] = [collationKey(a), collationKey(b)];
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

// ISO dates and identifiers compare as written; only ordering uses the Spanish collation.
const plain = (a: Scalar, b: Scalar) => (a < b ? -1 : a > b ? 1 : 0);

function holds(value: unknown, condition: FieldCondition<Scalar>): boolean {
  const values = Array.isArray(value) ? (value as Scalar[]) : null;
  const some = (test: (one: Scalar) => boolean) =>
    values ? values.some(test) : !isMissing(value) && test(value as Scalar);
  if (condition.isNull !== undefined && condition.isNull !== isMissing(value)) return false;
  if (condition.eq !== undefined) {
    if (condition.eq === null ? !isMissing(value) : !some((one) => one === condition.eq)) {
      return false;
    }
  }
  if (condition.ne !== undefined) {
    if (condition.ne === null ? isMissing(value) : some((one) => one === condition.ne))
      return false;
  }
  if (condition.in && !some((one) => (condition.in as Scalar[]).includes(one))) return false;
  const bound = (limit: Scalar | undefined, test: (order: number) => boolean) =>
    limit === undefined || some((one) => test(plain(one, limit)));
  if (!bound(condition.gt, (order) => order > 0)) return false;
  if (!bound(condition.gte, (order) => order >= 0)) return false;
  if (!bound(condition.lt, (order) => order < 0)) return false;
  if (!bound(condition.lte, (order) => order <= 0)) return false;
  if (condition.contains !== undefined) {
    const needle = foldCaseAndAccents(condition.contains);
    if (!some((one) => typeof one === 'string' && foldCaseAndAccents(one).includes(needle))) {
      return false;
    }
  }
  return true;
}

/** The test a `where` describes, for stores that run queries in JavaScript. */
export function matcher<T extends object>(where: Where<T> | undefined): (item: T) => boolean {
  if (!where) return () => true;
  const tests: ((item: T) => boolean)[] = [];
  for (const [field, expected] of Object.entries(where)) {
    if (expected === undefined) continue;
    if (field === 'and') {
      const all = (expected as Where<T>[]).map((part) => matcher(part));
      tests.push((item) => all.every((test) => test(item)));
    } else if (field === 'or') {
      const any = (expected as Where<T>[]).map((part) => matcher(part));
      tests.push((item) => any.some((test) => test(item)));
    } else {
      const condition = isCondition(expected)
        ? expected
        : { eq: expected as unknown as Scalar | null };
      tests.push((item) => holds((item as Record<string, unknown>)[field], condition));
    }
  }
  return (item) => tests.every((test) => test(item));
}

/** The test `search` describes over the declared fields; everything when there is no text. */
export function searcher<T extends object>(
  search: string | null | undefined,
  fields: QueryFields<T>,
): (item: T) => boolean {
  const needle = search ? foldCaseAndAccents(search) : '';
  if (!needle) return () => true;
  return (item) =>
    fields.searchable.some((field) => {
      const value = (item as Record<string, unknown>)[field];
      return typeof value === 'string' && foldCaseAndAccents(value).includes(needle);
    });
}

/** The order `orderBy` describes, ties by id; empty values last in either direction. */
export function comparator<T extends { id: string }>(
  orderBy: readonly OrderBy<T>[] = [],
): (a: T, b: T) => number {
  return (a, b) => {
    for (const { field, descending } of orderBy) {
      const [x, y] = [a[field] as unknown, b[field] as unknown];
      const [emptyX, emptyY] = [isEmpty(x), isEmpty(y)];
      if (emptyX || emptyY) {
        if (emptyX !== emptyY) return emptyX ? 1 : -1;
        continue;
      }
      const order = compareValues(x as Scalar, y as Scalar);
      if (order !== 0) return descending ? -order : order;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

/** A query answered over items in memory: the page, and how many match in all. */
export function runQuery<T extends { id: string }>(
  items: readonly T[],
  query: Query<T>,
  fields: QueryFields<T>,
): { items: T[]; total: number } {
  const where = matcher(query.where);
  const search = searcher(query.search, fields);
  const matching = items.filter((item) => where(item) && search(item));
  if (query.orderBy?.length) matching.sort(comparator(query.orderBy));
  const offset = Math.max(0, query.offset ?? 0);
  const end = query.limit === undefined ? undefined : offset + Math.max(0, query.limit);
  return { items: matching.slice(offset, end), total: matching.length };
}
