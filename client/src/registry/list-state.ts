import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../shell/tables/pagination';

/** The direction of a sort as the API spells it (SortOrder). */
export type SortOrder = 'ASC' | 'DESC';

/** Which values a filter accepts from the URL: a fixed list (an enum's values) or a test. */
export type FilterValues<Value extends string = string> =
  | readonly Value[]
  | ((value: string) => boolean);

/** The filters of a list: each name with the type of its values. */
export type FilterShape = Record<string, string>;

/**
 * What a registry list can be asked for. Filter names are the names of the list input's fields
 * (GraphQL `…ListInput`, REST query parameters), so one name travels unchanged from the URL to
 * the server and to the CSV export.
 */
export interface ListSpec<Sort extends string = string, Filters extends FilterShape = FilterShape> {
  /** The values of the area's `…SortField` enum. */
  sortFields: readonly Sort[];
  defaultSort: Sort;
  defaultOrder?: SortOrder;
  filters: { [Name in keyof Filters]: FilterValues<Filters[Name]> };
}

/** One view of a list: what the URL holds, every value valid. */
export interface ListState<
  Sort extends string = string,
  Filters extends FilterShape = FilterShape,
> {
  page: number;
  size: number;
  search: string;
  sortBy: Sort;
  order: SortOrder;
  filters: { [Name in keyof Filters]: Filters[Name][] };
}

/** The URL parameters the list owns; anything else in the URL (e.g. `layout`) is left alone. */
export const LIST_PARAMS = {
  page: 'page',
  size: 'size',
  search: 'q',
  sort: 'sort',
  order: 'order',
};

// The server refuses longer searches.
const MAX_SEARCH = 100;

function positiveInteger(text: string | null): number | null {
  if (text === null || !/^\d{1,6}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

function accepts<Value extends string>(values: FilterValues<Value>, value: string): value is Value {
  return typeof values === 'function'
    ? values(value)
    : (values as readonly string[]).includes(value);
}

/** Reads a list view from URL parameters; what is missing or invalid takes its default. */
export function parseListState<Sort extends string, Filters extends FilterShape>(
  params: URLSearchParams,
  spec: ListSpec<Sort, Filters>,
): ListState<Sort, Filters> {
  const size = positiveInteger(params.get(LIST_PARAMS.size));
  const sort = params.get(LIST_PARAMS.sort);
  const order = params.get(LIST_PARAMS.order);
  const filters = {} as ListState<Sort, Filters>['filters'];
  for (const name of Object.keys(spec.filters) as (keyof Filters & string)[]) {
    const values = params
      .getAll(name)
      .filter((value): value is Filters[typeof name] => accepts(spec.filters[name], value));
    filters[name] = [...new Set(values)];
  }
  return {
    page: positiveInteger(params.get(LIST_PARAMS.page)) ?? 1,
    size: size !== null && PAGE_SIZE_OPTIONS.includes(size) ? size : DEFAULT_PAGE_SIZE,
    search: (params.get(LIST_PARAMS.search) ?? '').trim().slice(0, MAX_SEARCH),
    sortBy: spec.sortFields.find((field) => field === sort) ?? spec.defaultSort,
    order: order === 'asc' ? 'ASC' : order === 'desc' ? 'DESC' : (spec.defaultOrder ?? 'ASC'),
    filters,
  };
}

/**
 * Writes a list view into URL parameters, keeping the parameters the list does not own.
 * Defaults are left out, so an untouched list has a clean URL.
 */
export function writeListState<Sort extends string, Filters extends FilterShape>(
  state: ListState<Sort, Filters>,
  spec: ListSpec<Sort, Filters>,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of [...Object.values(LIST_PARAMS), ...Object.keys(spec.filters)]) {
    params.delete(name);
  }
  if (state.page !== 1) params.set(LIST_PARAMS.page, String(state.page));
  if (state.size !== DEFAULT_PAGE_SIZE) params.set(LIST_PARAMS.size, String(state.size));
  if (state.search) params.set(LIST_PARAMS.search, state.search);
  if (state.sortBy !== spec.defaultSort) params.set(LIST_PARAMS.sort, state.sortBy);
  if (state.order !== (spec.defaultOrder ?? 'ASC')) {
    params.set(LIST_PARAMS.order, state.order.toLowerCase());
  }
  for (const name of Object.keys(spec.filters) as (keyof Filters & string)[]) {
    for (const value of state.filters[name]) params.append(name, value);
  }
  return params;
}

/** Whether a search or any filter narrows the list. */
export function isFiltered(state: ListState): boolean {
  return (
    state.search !== '' ||
    Object.values<string[]>(state.filters).some((values) => values.length > 0)
  );
}

/**
 * The view as the list query's input (`…ListInput`): empty search and filters are left out,
 * filters keep their names.
 */
export function toListInput<Sort extends string, Filters extends FilterShape>(
  state: ListState<Sort, Filters>,
): { page: number; size: number; search?: string; sortBy: Sort; order: SortOrder } & {
  [Name in keyof Filters]?: Filters[Name][];
} {
  const filters: { [Name in keyof Filters]?: Filters[Name][] } = {};
  for (const name of Object.keys(state.filters) as (keyof Filters)[]) {
    if (state.filters[name].length > 0) filters[name] = state.filters[name];
  }
  return {
    page: state.page,
    size: state.size,
    ...(state.search ? { search: state.search } : {}),
    sortBy: state.sortBy,
    order: state.order,
    ...filters,
  };
}

/**
 * The view as the query string of the area's CSV export: the same search, sort and filters as
 * the list (not its page), and the language of the headers and values.
 */
export function exportQuery(state: ListState, language: string): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  params.set('sortBy', state.sortBy);
  params.set('order', state.order);
  for (const [name, values] of Object.entries<string[]>(state.filters)) {
    for (const value of values) params.append(name, value);
  }
  params.set('lang', language);
  return params;
}
