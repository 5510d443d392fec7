import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type FilterShape,
  type ListSpec,
  type ListState,
  parseListState,
  type SortOrder,
  writeListState,
} from './list-state';

export interface ListStateControls<Sort extends string, Filters extends FilterShape> {
  state: ListState<Sort, Filters>;
  /** Another page, or another page size (which goes back to page 1). */
  setPage: (page: number, size?: number) => void;
  /** null: the spec's default sort. */
  setSort: (sortBy: Sort | null, order?: SortOrder) => void;
  /** A new search starts again at page 1. */
  setSearch: (search: string) => void;
  /** New values of one filter start again at page 1. */
  setFilter: <Name extends keyof Filters>(name: Name, values: Filters[Name][]) => void;
  /** Drops the search and every filter (keeps sort and page size). */
  clearFilters: () => void;
  /**
   * Sets (null: removes) one of the page's own parameters beside the list's, such as the record
   * open in a drawer, replacing the current entry. Written in turn with the list's changes, so
   * neither drops the other's.
   */
  setParam: (name: string, value: string | null) => void;
}

/**
 * A registry list's view kept in the URL (`page`, `size`, `q`, `sort`, `order`, one repeated
 * parameter per filter), so a view can be shared and survives a reload. `spec` must be stable
 * (a module constant). Page, sort and filter changes are history entries; typing a search
 * replaces the current one, so Back does not replay every keystroke.
 */
export function useListState<Sort extends string, Filters extends FilterShape>(
  spec: ListSpec<Sort, Filters>,
): ListStateControls<Sort, Filters> {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params, spec), [params, spec]);

  // The URL as last written here. The router renders a navigation only after the handler that
  // asked for it (a default navigation in a transition, later still on a busy machine), and
  // setSearchParams(fn) hands fn the URL of the last render: a
  // second change before that render, e.g. a filter picked right after another, would start
  // from the old URL and drop the first.
  const latest = useRef(params);
  // Written here and not rendered yet, oldest first.
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const rendered = pending.current.indexOf(params.toString());
    if (rendered === -1) {
      // Moved from elsewhere (Back, a link): that is the URL now.
      pending.current = [];
      latest.current = params;
    } else {
      // One of ours caught up; a later one of ours is still the newest.
      pending.current = pending.current.slice(rendered + 1);
      if (pending.current.length === 0) latest.current = params;
    }
  }, [params]);

  const commit = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, replace: boolean) => {
      const current = latest.current;
      const next = change(current);
      if (next.toString() === current.toString()) return;
      latest.current = next;
      pending.current.push(next.toString());
      // Rendered at once, not as a transition: the list query's variables follow the URL in one
      // render, rather than flipping between the old and the new view (fetching each) while the
      // answers keep interrupting the transition.
      setParams(next, { replace, flushSync: true });
    },
    [setParams],
  );

  const update = useCallback(
    (change: (current: ListState<Sort, Filters>) => ListState<Sort, Filters>, replace = false) =>
      commit(
        (current) => writeListState(change(parseListState(current, spec)), spec, current),
        replace,
      ),
    [commit, spec],
  );

  return useMemo(
    () => ({
      state,
      setPage: (page, size) =>
        update((current) =>
          size !== undefined && size !== current.size
            ? { ...current, page: 1, size }
            : { ...current, page: Math.max(1, Math.floor(page)) },
        ),
      setSort: (sortBy, order) =>
        update((current) => ({
          ...current,
          sortBy: sortBy ?? spec.defaultSort,
          order: sortBy === null ? (spec.defaultOrder ?? 'ASC') : (order ?? 'ASC'),
        })),
      setSearch: (search) =>
        update((current) => {
          const trimmed = search.trim();
          return trimmed === current.search ? current : { ...current, search: trimmed, page: 1 };
        }, true),
      setFilter: (name, values) =>
        update((current) => ({
          ...current,
          page: 1,
          filters: { ...current.filters, [name]: [...new Set(values)] },
        })),
      clearFilters: () =>
        update((current) => {
          const filters = { ...current.filters };
          for (const name of Object.keys(filters) as (keyof Filters)[]) filters[name] = [];
          return { ...current, search: '', page: 1, filters };
        }),
      setParam: (name, value) =>
        commit((current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(name);
          else next.set(name, value);
          return next;
        }, true),
    }),
    [state, update, commit, spec],
  );
}
