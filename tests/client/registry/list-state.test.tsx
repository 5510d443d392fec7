import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  exportQuery,
  isFiltered,
  type ListSpec,
  parseListState,
  toListInput,
  writeListState,
} from '../../../client/src/registry/list-state';
import { useListState } from '../../../client/src/registry/useListState';

type Sort = 'NAME' | 'LICENSE_NUMBER' | 'UPDATED_AT';
type Filters = { status: 'VIGENTE' | 'SUSPENDIDO' | 'VENCIDO'; language: string };

const SPEC: ListSpec<Sort, Filters> = {
  sortFields: ['NAME', 'LICENSE_NUMBER', 'UPDATED_AT'],
  defaultSort: 'NAME',
  filters: {
    status: ['VIGENTE', 'SUSPENDIDO', 'VENCIDO'],
    language: (value) => /^[a-z]{2}$/.test(value),
  },
};

const parse = (query: string) => parseListState(new URLSearchParams(query), SPEC);

describe('parseListState', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parse('')).toEqual({
      page: 1,
      size: 10,
      search: '',
      sortBy: 'NAME',
      order: 'ASC',
      filters: { status: [], language: [] },
    });
  });

  it('reads every parameter, filters repeated', () => {
    expect(
      parse(
        'page=3&size=25&q=qu%C3%ADspe&sort=LICENSE_NUMBER&order=desc&status=VIGENTE&status=VENCIDO&language=qu',
      ),
    ).toEqual({
      page: 3,
      size: 25,
      search: 'quíspe',
      sortBy: 'LICENSE_NUMBER',
      order: 'DESC',
      filters: { status: ['VIGENTE', 'VENCIDO'], language: ['qu'] },
    });
  });

  it.each([
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['size=7', { size: 10 }],
    ['size=1000', { size: 10 }],
    ['sort=PASSWORD', { sortBy: 'NAME' }],
    ['order=sideways', { order: 'ASC' }],
    ['order=DESC', { order: 'ASC' }],
  ])('ignores the invalid %s', (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it('drops filter values the filter does not accept, and repeats', () => {
    expect(
      parse('status=VIGENTE&status=BORRADO&status=VIGENTE&language=EN&language=qu').filters,
    ).toEqual({ status: ['VIGENTE'], language: ['qu'] });
  });

  it('trims the search and caps its length', () => {
    expect(parse('q=%20%20Rosa%20').search).toBe('Rosa');
    expect(parse(`q=${'a'.repeat(500)}`).search).toHaveLength(100);
  });
});

describe('writeListState', () => {
  it('leaves defaults out and keeps parameters the list does not own', () => {
    const params = writeListState(parse(''), SPEC, new URLSearchParams('layout=classy&page=4'));
    expect(params.toString()).toBe('layout=classy');
  });

  it('round-trips a view through the URL', () => {
    const query =
      'page=2&size=5&q=Rosa&sort=UPDATED_AT&order=desc&status=SUSPENDIDO&language=en&language=qu';
    const state = parse(query);
    expect(parse(writeListState(state, SPEC).toString())).toEqual(state);
    expect(writeListState(state, SPEC).toString()).toBe(query);
  });
});

describe('toListInput and exportQuery', () => {
  const state = parse('page=2&q=Rosa&sort=LICENSE_NUMBER&order=desc&status=VIGENTE&status=VENCIDO');

  it('gives the list query its input, without empty search or filters', () => {
    expect(toListInput(state)).toEqual({
      page: 2,
      size: 10,
      search: 'Rosa',
      sortBy: 'LICENSE_NUMBER',
      order: 'DESC',
      status: ['VIGENTE', 'VENCIDO'],
    });
    expect(toListInput(parse(''))).toEqual({ page: 1, size: 10, sortBy: 'NAME', order: 'ASC' });
  });

  it('gives the export the same search, sort and filters, not the page, and the language', () => {
    expect(exportQuery(state, 'en').toString()).toBe(
      'search=Rosa&sortBy=LICENSE_NUMBER&order=DESC&status=VIGENTE&status=VENCIDO&lang=en',
    );
  });

  it('tells a narrowed list from a whole one', () => {
    expect(isFiltered(parse(''))).toBe(false);
    expect(isFiltered(parse('page=3&sort=UPDATED_AT'))).toBe(false);
    expect(isFiltered(parse('q=x'))).toBe(true);
    expect(isFiltered(parse('language=qu'))).toBe(true);
  });
});

describe('useListState', () => {
  function renderList(path: string) {
    let router: ReturnType<typeof createMemoryRouter> | undefined;
    const wrapper = ({ children }: { children: ReactNode }) => {
      router ??= createMemoryRouter([{ path: '/guias', element: children }], {
        initialEntries: [path],
      });
      return <RouterProvider router={router} />;
    };
    const hook = renderHook(() => useListState(SPEC), { wrapper });
    const search = () => router?.state.location.search ?? '';
    return { ...hook, search, router: () => router };
  }

  it('reads the view from the URL', () => {
    const { result } = renderList('/guias?page=2&status=VENCIDO');
    expect(result.current.state).toMatchObject({ page: 2, filters: { status: ['VENCIDO'] } });
  });

  it('writes page, sort and filters to the URL; a filter goes back to page 1', () => {
    const { result, search } = renderList('/guias?layout=classy');
    act(() => result.current.setPage(3));
    expect(search()).toBe('?layout=classy&page=3');
    act(() => result.current.setSort('LICENSE_NUMBER', 'DESC'));
    expect(search()).toBe('?layout=classy&page=3&sort=LICENSE_NUMBER&order=desc');
    act(() => result.current.setFilter('status', ['VIGENTE', 'SUSPENDIDO']));
    expect(search()).toBe(
      '?layout=classy&sort=LICENSE_NUMBER&order=desc&status=VIGENTE&status=SUSPENDIDO',
    );
    expect(result.current.state.page).toBe(1);
  });

  it('a new search and a new page size go back to page 1; the same search keeps the page', () => {
    const { result, search } = renderList('/guias?page=4&q=Rosa');
    act(() => result.current.setSearch(' Rosa '));
    expect(search()).toBe('?page=4&q=Rosa');
    act(() => result.current.setSearch('Quispe'));
    expect(search()).toBe('?q=Quispe');
    act(() => result.current.setPage(2));
    act(() => result.current.setPage(2, 25));
    expect(search()).toBe('?size=25&q=Quispe');
  });

  it('clears search and filters but keeps sort and size', () => {
    const { result, search } = renderList(
      '/guias?page=2&size=25&q=Rosa&sort=UPDATED_AT&status=VIGENTE&language=qu',
    );
    act(() => result.current.clearFilters());
    expect(search()).toBe('?size=25&sort=UPDATED_AT');
  });

  it('a sort cleared back goes to the default sort', () => {
    const { result, search } = renderList('/guias?sort=UPDATED_AT&order=desc');
    act(() => result.current.setSort(null));
    expect(search()).toBe('');
  });

  it('keeps both of two changes made before the page renders again', () => {
    const { result, search } = renderList('/guias?q=Rosa');
    const list = result.current;
    act(() => {
      list.setFilter('status', ['VIGENTE']);
      list.setFilter('language', ['qu']);
    });
    expect(search()).toBe('?q=Rosa&status=VIGENTE&language=qu');
    // Controls of an earlier render build on the URL as it is now.
    act(() => list.setSort('LICENSE_NUMBER'));
    expect(search()).toBe('?q=Rosa&sort=LICENSE_NUMBER&status=VIGENTE&language=qu');
  });

  it('typing a search replaces the history entry; other changes add one', () => {
    const { result, router } = renderList('/guias');
    act(() => result.current.setPage(2));
    expect(router()?.state.historyAction).toBe('PUSH');
    act(() => result.current.setSearch('Rosa'));
    expect(router()?.state.historyAction).toBe('REPLACE');
  });

  it('keeps a change made before the one just asked for has been rendered', () => {
    const { result, search, router } = renderList('/guias?q=Rosa');
    // Three changes through the handlers of one render, none rendered before the next, as when
    // the router's transition to the first is still pending.
    const controls = result.current;
    act(() => {
      controls.setFilter('status', ['VIGENTE']);
      controls.setFilter('language', ['qu']);
      controls.setSearch('Quispe');
    });
    expect(search()).toBe('?q=Quispe&status=VIGENTE&language=qu');
    // Once rendered, a URL reached otherwise (Back) is where the next change starts from.
    act(() => {
      void router()?.navigate(-1);
    });
    expect(search()).toBe('?q=Rosa&status=VIGENTE');
    act(() => result.current.setPage(2));
    expect(search()).toBe('?page=2&q=Rosa&status=VIGENTE');
    act(() => {
      void router()?.navigate(-1);
    });
    act(() => result.current.setSort('UPDATED_AT'));
    expect(search()).toBe('?q=Rosa&sort=UPDATED_AT&status=VIGENTE');
  });

  it("keeps the page's own parameter and the list's changes, whichever comes first", () => {
    const { result, search, router } = renderList('/guias');
    const controls = result.current;
    // A record opened, then a search typed earlier arrives, before either is rendered.
    act(() => {
      controls.setParam('caso', 'case-1');
      controls.setSearch('CUS');
    });
    expect(search()).toBe('?caso=case-1&q=CUS');
    expect(router()?.state.historyAction).toBe('REPLACE');
    act(() => {
      controls.setFilter('status', ['VIGENTE']);
      controls.setParam('caso', null);
    });
    expect(search()).toBe('?q=CUS&status=VIGENTE');
  });
});
