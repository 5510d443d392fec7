import { z } from 'zod';
import type { SortOrder } from '../../generated/graphql';
import { foldCaseAndAccents } from '../../shared/fold-text';
import { collationKey } from '../store/collation';
import { parseInput, typeError } from '../validation';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;

/** A value a list can be sorted by: text (compared the Spanish way) or a number. */
export type SortKey = string | number | null;

/**
 * How one registry lists its stored records: which texts the search box looks in, what each sort
 * field compares, and what each filter keeps. Built per request when a rule depends on the day
 * (a VENCIDO status), so `search` must not: its folded text is cached per record.
 */
export interface ListRules<V, S extends string, F extends string> {
  search: (item: V) => readonly (string | null | undefined)[];
  sort: Record<S, (item: V) => SortKey>;
  /** Each filter keeps an item when it matches any of the chosen values. */
  filters: Record<F, (item: V, values: readonly string[]) => boolean>;
  defaultSort: S;
}

export interface ListQuery<S extends string, F extends string> {
  page: number;
  size: number;
  search: string | null;
  sortBy: S;
  order: SortOrder;
  filters: Partial<Record<F, string[]>>;
}

const pageNumber = (max: number, fallback: number) =>
  z.coerce
    .number({ error: typeError('a number') })
    .int('A whole number')
    .min(1, 'At least 1')
    .max(max, `At most ${max}`)
    .nullish()
    .transform((value) => value ?? fallback);

/**
 * Checks a list request (GraphQL input or REST query): page from 1, size 1-100, a sort field the
 * registry knows, and filter values as lists (a REST `a,b` or a repeated parameter both work).
 * 400 naming the field otherwise.
 */
export function parseListQuery<S extends string, F extends string>(
  rules: ListRules<unknown, S, F>,
  input: unknown,
  filterValues: Record<F, z.ZodType<string>>,
): ListQuery<S, F> {
  const sortFields = Object.keys(rules.sort) as [S, ...S[]];
  const list = (item: z.ZodType<string>) =>
    z
      .preprocess(splitValues, z.array(item, { error: typeError('a list') }).max(50, 'At most 50'))
      .nullish();
  const schema = z.object({
    page: pageNumber(100_000, 1),
    size: pageNumber(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
    search: z
      .string({ error: typeError('a string') })
      .trim()
      .max(100, 'At most 100 characters')
      .nullish(),
    sortBy: z.enum(sortFields, 'Not a sort field of this list').nullish(),
    order: z.enum(['ASC', 'DESC'], 'ASC or DESC').nullish(),
    ...Object.fromEntries(
      Object.entries(filterValues).map(([name, item]) => [name, list(item as z.ZodType<string>)]),
    ),
  });
  const parsed = parseInput(schema, input ?? {}) as Record<string, unknown>;
  const filters: Partial<Record<F, string[]>> = {};
  for (const name of Object.keys(filterValues) as F[]) {
    const values = parsed[name] as string[] | null | undefined;
    if (values && values.length > 0) filters[name] = values;
  }
  return {
    page: parsed.page as number,
    size: parsed.size as number,
    search: (parsed.search as string | null | undefined) || null,
    sortBy: (parsed.sortBy as S | null | undefined) ?? rules.defaultSort,
    order: (parsed.order as SortOrder | null | undefined) ?? 'ASC',
    filters,
  };
}

/** REST sends `?status=A,B` or `?status=A&status=B`; both mean the list [A, B]. */
function splitValues(value: unknown): unknown {
  if (typeof value === 'string') return value.split(',').filter((part) => part !== '');
  if (Array.isArray(value)) {
    return value.flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]));
  }
  return value;
}

// Folding every record's texts on every search is the costly part of a list request; records
// are replaced (never modified in place) on update, so the folded text of each can be cached.
const foldedCache = new WeakMap<object, string>();

function foldedText<V extends object>(item: V, search: ListRules<V, string, string>['search']) {
  let text = foldedCache.get(item);
  if (text === undefined) {
    text = foldCaseAndAccents(search(item).filter(Boolean).join('\u0000'));
    foldedCache.set(item, text);
  }
  return text;
}

/** The predicate and order of a list query, for `Repository.query`. */
export function listCriteria<V extends { id: string }, S extends string, F extends string>(
  rules: ListRules<V, S, F>,
  query: ListQuery<S, F>,
) {
  const needle = query.search ? foldCaseAndAccents(query.search) : '';
  const active = (Object.entries(query.filters) as [F, string[]][]).map(
    ([name, values]) =>
      (item: V) =>
        rules.filters[name](item, values),
  );
  const where = (item: V) =>
    (needle === '' || foldedText(item, rules.search).includes(needle)) &&
    active.every((keep) => keep(item));
  const key = rules.sort[query.sortBy];
  const orderBy = (item: V) => {
    const value = key(item);
    return typeof value === 'string' ? collationKey(value) : value;
  };
  return { where, orderBy, descending: query.order === 'DESC' };
}

/** The page info of a list answer; a page past the end answers no items but the real totals. */
export function pageInfo(query: { page: number; size: number }, total: number) {
  return {
    page: query.page,
    size: query.size,
    total,
    lastPage: Math.max(1, Math.ceil(total / query.size)),
  };
}
