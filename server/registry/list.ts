import { z } from 'zod';
import type { SortOrder } from '../../generated/graphql';
import type { OrderBy, Query, Where } from '../store/query';
import { parseInput, typeError } from '../validation';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;

/**
 * How one registry lists its stored records, as queries (store/query.ts): what each sort field
 * orders by and what each filter keeps. The search box looks in the collection's searchable
 * fields. Built per request when a rule depends on the day (a VENCIDO status).
 */
export interface ListRules<R, S extends string, F extends string> {
  /** The order of each sort field, ascending; DESC reverses every entry. */
  sort: Record<S, readonly OrderBy<R>[]>;
  /** Each filter keeps an item when it matches any of the chosen values. */
  filters: Record<F, (values: readonly string[]) => Where<R>>;
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
  const schema = listSchema(Object.keys(rules.sort) as [S, ...S[]], filterValues);
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

/** A list request's fields: paging, search, sort, and each of the registry's filters. */
function listSchema(sortFields: [string, ...string[]], filterValues: Record<string, z.ZodType>) {
  const list = (item: z.ZodType) =>
    z
      .preprocess(splitValues, z.array(item, { error: typeError('a list') }).max(50, 'At most 50'))
      .nullish();
  return z.object({
    page: pageNumber(100_000, 1),
    size: pageNumber(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
    search: z
      .string({ error: typeError('a string') })
      .trim()
      .max(100, 'At most 100 characters')
      .nullish(),
    sortBy: z.enum(sortFields, 'Not a sort field of this list').nullish(),
    order: z.enum(['ASC', 'DESC'], 'ASC or DESC').nullish(),
    ...Object.fromEntries(Object.entries(filterValues).map(([name, item]) => [name, list(item)])),
  });
}

/** The names a list request takes, as REST query parameters. */
export function listParams(filterValues: Record<string, z.ZodType>): string[] {
  return Object.keys(listSchema(['-'], filterValues).shape);
}

/** REST sends `?status=A,B` or `?status=A&status=B`; both mean the list [A, B]. */
function splitValues(value: unknown): unknown {
  if (typeof value === 'string') return value.split(',').filter((part) => part !== '');
  if (Array.isArray(value)) {
    return value.flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]));
  }
  return value;
}

/** The store query of a list request: one page of it, or all of it (`paged` false: the CSV export). */
export function listQuery<R, S extends string, F extends string>(
  rules: ListRules<R, S, F>,
  query: ListQuery<S, F>,
  paged = true,
): Query<R> {
  const filters = (Object.entries(query.filters) as [F, string[]][]).map(([name, values]) =>
    rules.filters[name](values),
  );
  const descending = query.order === 'DESC';
  return {
    where: filters.length > 0 ? ({ and: filters } as Where<R>) : undefined,
    search: query.search,
    orderBy: rules.sort[query.sortBy].map((entry) => ({
      ...entry,
      descending: descending !== Boolean(entry.descending),
    })),
    ...(paged ? { offset: (query.page - 1) * query.size, limit: query.size } : {}),
  };
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
