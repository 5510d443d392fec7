import { foldCaseAndAccents } from '../../shared/fold-text';
import { collationKey } from './collation';
import {
  type FieldCondition,
  isCondition,
  type OrderBy,
  type Query,
  type QueryFields,
  type Scalar,
  searchWords,
  type Where,
} from './query';

// The query contract (query.ts) answered in JavaScript, for the memory and file stores.

const isMissing = (value: unknown) => value === null || value === undefined;
/** Ordering puts these last: no value, or an empty text. */
const isEmpty = (value: unknown) => isMissing(value) || value === '';

/** A test of one field's value; a list field passes when one of its elements does. */
type ValueTest = (value: unknown) => boolean;

function eachElement(test: (one: Scalar) => boolean): ValueTest {
  return (value) =>
    Array.isArray(value)
      ? value.some((one) => !isMissing(one) && test(one as Scalar))
      : !isMissing(value) && test(value as Scalar);
}

// Compiled once per query, so that testing each item does no more than the comparisons.
// ISO dates and identifiers compare as written; only ordering uses the Spanish collation.
function compileCondition(condition: FieldCondition<Scalar>): ValueTest {
  const tests: ValueTest[] = [];
  const { isNull, eq, ne, gt, gte, lt, lte, contains, sameText } = condition;
  if (isNull !== undefined) tests.push((value) => isMissing(value) === isNull);
  if (eq !== undefined) tests.push(eq === null ? isMissing : eachElement((one) => one === eq));
  if (ne !== undefined) {
    const equal = ne === null ? isMissing : eachElement((one) => one === ne);
    tests.push((value) => !equal(value));
  }
  if (condition.in) {
    const allowed = new Set<unknown>(condition.in);
    tests.push(eachElement((one) => allowed.has(one)));
  }
  if (gt !== undefined) tests.push(eachElement((one) => one > gt));
  if (gte !== undefined) tests.push(eachElement((one) => one >= gte));
  if (lt !== undefined) tests.push(eachElement((one) => one < lt));
  if (lte !== undefined) tests.push(eachElement((one) => one <= lte));
  if (contains !== undefined) {
    const needle = foldCaseAndAccents(contains);
    tests.push(eachElement((one) => typeof one === 'string' && folded(one).includes(needle)));
  }
  if (sameText !== undefined) {
    const text = foldCaseAndAccents(sameText);
    tests.push(eachElement((one) => typeof one === 'string' && folded(one) === text));
  }
  if (tests.length === 1) return tests[0] as ValueTest;
  return (value) => tests.every((test) => test(value));
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
      const test = compileCondition(
        isCondition(expected) ? expected : { eq: expected as unknown as Scalar | null },
      );
      tests.push((item) => test((item as Record<string, unknown>)[field]));
    }
  }
  if (tests.length === 0) return () => true;
  if (tests.length === 1) return tests[0] as (item: T) => boolean;
  return (item) => tests.every((test) => test(item));
}

// Folding texts is the costly part of a search. Folded texts are kept (bounded, cleared rather
// than evicted one by one), and so is each item's searchable text: items are replaced, never
// modified in place, when written.
const foldedCache = new Map<string, string>();

function folded(text: string): string {
  let result = foldedCache.get(text);
  if (result === undefined) {
    result = foldCaseAndAccents(text);
    if (foldedCache.size >= 200_000) foldedCache.clear();
    foldedCache.set(text, result);
  }
  return result;
}

const searchTexts = new WeakMap<object, { fields: readonly string[]; text: string }>();

/** The item's searchable fields, folded and joined by a character no search word holds. */
function searchText(item: object, fields: readonly string[]): string {
  const kept = searchTexts.get(item);
  if (kept?.fields === fields) return kept.text;
  const text = fields
    .flatMap((field) => {
      const value = valueAt(item, field);
      return Array.isArray(value) ? value : [value];
    })
    .filter((one): one is string => typeof one === 'string')
    .map(folded)
    .join('\u0000');
  searchTexts.set(item, { fields, text });
  return text;
}

/** A field's value; `a.b` names a field of an object field. */
function valueAt(item: object, path: string): unknown {
  let value: unknown = item;
  for (const key of path.split('.')) {
    value =
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[key]
        : undefined;
  }
  return value;
}

/** The test `search` describes over the declared fields; everything when there is no text. */
export function searcher<T extends object>(
  search: string | null | undefined,
  fields: QueryFields<T>,
): (item: T) => boolean {
  const words = searchWords(search);
  if (words.length === 0) return () => true;
  const searchable = fields.searchable as readonly string[];
  return (item) => {
    const text = searchText(item, searchable);
    return words.every((word) => text.includes(word));
  };
}

/** What one item is ordered by, per entry of `orderBy`: a collation key, a number, or null. */
type SortKey = string | number | boolean | null;

function sortKeys<T extends object>(orderBy: readonly OrderBy<T>[]): (item: T) => SortKey[] {
  const entries = orderBy.map((entry) => ({
    field: entry.field as string,
    cases: (entry.cases ?? []).map((one) => ({ test: matcher(one.where), value: one.value })),
  }));
  const keyOf = (item: T, { field, cases }: (typeof entries)[number]): SortKey => {
    let value: unknown = (item as Record<string, unknown>)[field];
    for (const one of cases) {
      if (one.test(item)) {
        value = one.value;
        break;
      }
    }
    if (isEmpty(value)) return null;
    // Texts compare the Spanish way through their collation keys.
    return typeof value === 'string' ? collationKey(value) : (value as Scalar);
  };
  return (item) => entries.map((entry) => keyOf(item, entry));
}

interface Keyed<T> {
  item: T;
  id: string;
  keys: SortKey[];
}

/** Items in the order `orderBy` describes, ties by id; empty values last in either direction. */
export function sortItems<T extends { id: string }>(
  items: readonly T[],
  orderBy: readonly OrderBy<T>[] = [],
): T[] {
  const keysOf = sortKeys(orderBy);
  const directions = orderBy.map((entry) => (entry.descending ? -1 : 1));
  // Ties go by id in the direction of the last order given: newest first stays newest first
  // for time-ordered ids.
  const idDirection = directions.at(-1) ?? 1;
  const count = directions.length;
  // Each key is computed once per item, not once per comparison; comparing allocates nothing.
  const keyed: Keyed<T>[] = items.map((item) => ({ item, id: item.id, keys: keysOf(item) }));
  keyed.sort((a, b) => {
    for (let index = 0; index < count; index += 1) {
      const x = a.keys[index] as SortKey;
      const y = b.keys[index] as SortKey;
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      return x < y ? -(directions[index] as number) : (directions[index] as number);
    }
    return a.id < b.id ? -idDirection : a.id > b.id ? idDirection : 0;
  });
  return keyed.map((entry) => entry.item);
}

/** A query's page of items already in its order: the matches, paged, and how many in all. */
export function pageOf<T extends { id: string }>(
  ordered: readonly T[],
  query: Query<T>,
  fields: QueryFields<T>,
): { items: T[]; total: number } {
  const where = matcher(query.where);
  const search = searcher(query.search, fields);
  const filtered = query.where !== undefined || searchWords(query.search).length > 0;
  const matching = filtered ? ordered.filter((item) => where(item) && search(item)) : ordered;
  const offset = Math.max(0, query.offset ?? 0);
  const end = query.limit === undefined ? undefined : offset + Math.max(0, query.limit);
  return { items: matching.slice(offset, end), total: matching.length };
}

/** A query answered over items in memory: the page, and how many match in all. */
export function runQuery<T extends { id: string }>(
  items: readonly T[],
  query: Query<T>,
  fields: QueryFields<T>,
): { items: T[]; total: number } {
  const where = matcher(query.where);
  const search = searcher(query.search, fields);
  // Only the matches are sorted.
  const matching = items.filter((item) => where(item) && search(item));
  return pageOf(
    sortItems(matching, query.orderBy),
    { ...query, where: undefined, search: null },
    fields,
  );
}
