import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Search } from '../../../client/src/shell/toolbar/search/Search';
import { SearchDocument } from '../../../generated/client';
import { currentPath, mock, renderWithShell } from '../../support/render-with-shell';

// Only timeouts are faked: the debounce and the mocked network answer move when the test says.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const result = (value: string, link: string, fields: Record<string, unknown> = {}) => ({
  __typename: 'SearchResult' as const,
  value,
  link,
  title: null,
  name: null,
  avatar: null,
  completed: null,
  ...fields,
});

const set = (id: string, label: string, results: ReturnType<typeof result>[]) => ({
  __typename: 'SearchResultSet' as const,
  id,
  label,
  results,
});

const CUSCO_SETS = [
  set('contacts', 'Contacts', [result('Rosa Quispe', '/apps/contacts/1', { name: 'Rosa Quispe' })]),
  set('pages', 'Pages', [result('Hospedajes', '/admin/hospedajes', { title: 'Hospedajes' })]),
  set('tasks', 'Tasks', [
    result('Revisar licencias', '/apps/tasks/7', { title: 'Revisar licencias', completed: true }),
  ]),
  set('guides', 'Guides', [
    result('Juan Mamani', '/admin/guias-turismo', { title: 'Juan Mamani' }),
  ]),
  set('archive', 'Archive', [result('Acta 2025', '/admin/inicio', { title: 'Acta 2025' })]),
  set('police', 'Police', []),
];

const searching = (query: string, sets: ReturnType<typeof set>[], times = 1) =>
  mock(SearchDocument, { query }, { search: sets }, times);

const input = () => screen.getByRole('combobox') as HTMLInputElement;
const type = async (value: string) => {
  fireEvent.change(input(), { target: { value } });
  await wait(0);
};

describe('search', () => {
  it('asks the server 300 ms after the last keystroke, and only from 2 characters on', async () => {
    const cu = searching('cu', []);
    const cus = searching('cusco', []);
    renderWithShell(<Search />, { mocks: [cu, cus] });
    expect(input().getAttribute('placeholder')).toBe('Search...');

    await type('c');
    await wait(1000);
    expect(cu.calls).not.toHaveBeenCalled();

    await type('cu');
    await wait(299);
    expect(cu.calls).not.toHaveBeenCalled();
    await wait(1);
    await wait(0);
    expect(cu.calls).toHaveBeenCalledTimes(1);

    // Keystrokes closer together than the debounce make one request, for the last text.
    await type('cus');
    await wait(200);
    await type('cusc');
    await wait(200);
    await type('cusco');
    await wait(300);
    await wait(0);
    expect(cus.calls).toHaveBeenCalledTimes(1);
    expect(cu.calls).toHaveBeenCalledTimes(1);
  });

  it('groups results by set, with translated group names, and says when nothing matched', async () => {
    renderWithShell(<Search />, {
      mocks: [searching('cusco', CUSCO_SETS), searching('zz', [set('pages', 'Pages', [])])],
    });
    await type('cusco');
    await wait(300);
    await wait(0);

    for (const group of ['Pages', 'Tourism guides', 'Archive'])
      expect(screen.getByText(group)).toBeTruthy();
    expect(screen.queryByText('Police officers')).toBeNull();
    expect(screen.getAllByRole('option').length).toBeGreaterThanOrEqual(3);

    await type('zz');
    await wait(300);
    await wait(0);
    expect(screen.getByText('No results found!')).toBeTruthy();
  });

  it("leaves out the template's contacts and tasks, which have no screen here", async () => {
    const templateOnly = CUSCO_SETS.filter((found) => ['contacts', 'tasks'].includes(found.id));
    renderWithShell(<Search />, {
      mocks: [searching('cusco', CUSCO_SETS), searching('rosa', templateOnly)],
    });
    await type('cusco');
    await wait(300);
    await wait(0);
    expect(screen.getByText('Hospedajes')).toBeTruthy();
    for (const hidden of ['Contacts', 'Tasks', 'Rosa Quispe', 'Revisar licencias'])
      expect(screen.queryByText(hidden)).toBeNull();

    // Only their sets: nothing the toolbar can open.
    await type('rosa');
    await wait(300);
    await wait(0);
    expect(screen.getByText('No results found!')).toBeTruthy();
    expect(screen.queryByText('Rosa Quispe')).toBeNull();
  });

  it('clears the results at once when the text gets shorter than 2 characters', async () => {
    renderWithShell(<Search />, { mocks: [searching('cusco', CUSCO_SETS)] });
    await type('cusco');
    await wait(300);
    await wait(0);
    expect(screen.getByText('Hospedajes')).toBeTruthy();

    await type('c');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('goes to the picked result with the router', async () => {
    renderWithShell(<Search />, { mocks: [searching('cusco', CUSCO_SETS)] });
    await type('cusco');
    await wait(300);
    await wait(0);

    fireEvent.click(screen.getByText('Hospedajes'));
    await wait(0);

    expect(currentPath()).toBe('/admin/hospedajes');
    expect(input().value).toBe('');
  });
});

describe('search bar', () => {
  const openBar = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await wait(0);
    return input();
  };

  it('opens from its button, and closing clears the text', async () => {
    renderWithShell(<Search appearance="bar" />);
    expect(screen.queryByRole('combobox')).toBeNull();

    const box = await openBar();
    fireEvent.change(box, { target: { value: 'hotel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    await wait(0);
    expect(screen.queryByRole('combobox')).toBeNull();

    expect((await openBar()).value).toBe('');
  });

  it('closes on Escape when no suggestions are shown; with suggestions, Escape closes them first', async () => {
    renderWithShell(<Search appearance="bar" />, { mocks: [searching('cusco', CUSCO_SETS)] });
    let box = await openBar();
    await type('c');
    fireEvent.keyDown(box, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await wait(0);
    expect(screen.queryByRole('combobox')).toBeNull();

    box = await openBar();
    await type('cusco');
    await wait(300);
    await wait(0);
    expect(box.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(box, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await wait(0);
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('false');

    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape', code: 'Escape', keyCode: 27 });
    await wait(0);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
  });

  it('closes after a result is picked', async () => {
    renderWithShell(<Search appearance="bar" />, { mocks: [searching('cusco', CUSCO_SETS)] });
    await openBar();
    await type('cusco');
    await wait(300);
    await wait(0);
    fireEvent.click(screen.getByText('Juan Mamani'));
    await wait(0);
    expect(currentPath()).toBe('/admin/guias-turismo');
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
