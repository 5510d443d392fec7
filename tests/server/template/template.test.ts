import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../server/store/memory';
import { buildSeed } from '../../../server/store/seed';
import {
  inventoryPagination,
  mailboxPagination,
  templatePage,
} from '../../../server/template/pagination';
import { givenArguments, queryInput } from '../../../server/template/query';
import { slugify, uniqueSlug } from '../../../server/template/slug';
import { DerivedCache, sortBy } from '../../../server/template/sorting';
import { removeTag } from '../../../server/template/tags';

describe('the slug rule (spec §5)', () => {
  it('lower-cases, turns spaces to hyphens, collapses hyphens and strips other characters', () => {
    expect(slugify('High School')).toBe('high-school');
    expect(slugify('A  --  B')).toBe('a-b');
    // In the template's order hyphens are collapsed before "&" is stripped, so two remain.
    expect(slugify('Pagos & Facturas!')).toBe('pagos--facturas');
    expect(slugify('Año_2026')).toBe('ao_2026');
  });

  it('adds -1, -2 … on a clash', () => {
    expect(uniqueSlug('Work', () => false)).toBe('work');
    expect(uniqueSlug('Work', (s) => s === 'work')).toBe('work-1');
    expect(uniqueSlug('Work', (s) => ['work', 'work-1', 'work-2'].includes(s))).toBe('work-3');
  });
});

describe('template pages', () => {
  const items = Array.from({ length: 23 }, (_, i) => i);

  it('count from 1 and name the last item of the page', () => {
    const page = templatePage(items, 3, 10);
    expect(page).toMatchObject({
      beyond: false,
      items: [20, 21, 22],
      startIndex: 20,
      endIndex: 22,
    });
    expect(inventoryPagination(page)).toEqual({
      length: 23,
      size: 10,
      page: 3,
      lastPage: 3,
      startIndex: 20,
      endIndex: 22,
    });
    expect(mailboxPagination(page)).toEqual({
      totalResults: 23,
      resultsPerPage: 10,
      currentPage: 3,
      lastPage: 3,
      startIndex: 20,
      endIndex: 22,
    });
  });

  it('answer only the last page past it, and one empty page for an empty list', () => {
    expect(inventoryPagination(templatePage(items, 4, 10))).toEqual({ lastPage: 3 });
    expect(templatePage([], 1, 10)).toMatchObject({ items: [], lastPage: 1, endIndex: -1 });
  });
});

describe('sorting', () => {
  it('compares texts by locale, numbers by value, and puts empties last either way', () => {
    const rows = [
      { id: '1', name: 'Ñusta', n: 10 },
      { id: '2', name: 'nube', n: 9 },
      { id: '3', name: 'Árbol', n: null },
      { id: '4', name: 'zorro', n: 100 },
      { id: '5', name: '', n: 2 },
    ];
    expect(sortBy(rows, (r) => r.name).map((r) => r.name)).toEqual([
      'Árbol',
      'nube',
      'Ñusta',
      'zorro',
      '',
    ]);
    expect(sortBy(rows, (r) => r.n).map((r) => r.n)).toEqual([2, 9, 10, 100, null]);
    expect(sortBy(rows, (r) => r.n, true).map((r) => r.n)).toEqual([100, 10, 9, 2, null]);
  });
});

describe('derived values', () => {
  it('are rebuilt only after a write to the store', async () => {
    const store = createMemoryStore(buildSeed());
    const cache = new DerivedCache();
    let builds = 0;
    const build = async () => {
      builds += 1;
      return (await store.inventoryTags.list()).length;
    };
    const first = await cache.get(store, 'tags', build);
    expect(await cache.get(store, 'tags', build)).toBe(first);
    await store.inventoryTags.list();
    expect(builds).toBe(1);
    const revision = store.revision();
    await store.inventoryTags.insert({ id: 'new', title: 'Nueva' });
    expect(store.revision()).not.toBe(revision);
    expect(await cache.get(store, 'tags', build)).toBe(first + 1);
    await store.transaction((data) => data.inventoryTags.pop());
    expect(await cache.get(store, 'tags', build)).toBe(first);
    expect(builds).toBe(3);
  });
});

describe('derived values with a limit', () => {
  it('keep at most that many keys, forgetting the oldest first', async () => {
    const store = createMemoryStore(buildSeed());
    const cache = new DerivedCache(2);
    const built: string[] = [];
    const get = (key: string) =>
      cache.get(store, key, async () => {
        built.push(key);
        return key.toUpperCase();
      });
    expect(await get('a')).toBe('A');
    await get('b');
    await get('a');
    await get('c');
    await get('b');
    await get('a');
    expect(built).toEqual(['a', 'b', 'c', 'a']);
  });
});

describe('GraphQL arguments as input', () => {
  it('leave out what was omitted or null, keeping false, 0 and empty text', () => {
    expect(
      givenArguments({ slug: null, limit: undefined, page: 0, archived: false, search: '' }),
    ).toEqual({ page: 0, archived: false, search: '' });
    expect(givenArguments(null)).toEqual({});
  });
});

describe('REST query input', () => {
  it('turns whole numbers into numbers and leaves the rest for the schema to judge', () => {
    expect(
      queryInput(
        { page: '2', size: 'x', search: '3', sort: ['a', 'b'] },
        { numbers: ['page', 'size'] },
      ),
    ).toEqual({
      page: 2,
      size: 'x',
      search: '3',
      sort: ['a', 'b'],
    });
  });
});

describe('removing a tag', () => {
  it('takes it off every carrier and answers it; an unknown one throws and changes nothing', () => {
    const tags = [
      { id: 'a', title: 'Trabajo' },
      { id: 'b', title: 'Familia' },
    ];
    const carriers = [{ labels: ['a', 'b'] }, { labels: ['b'] }, { labels: [] as string[] }];
    const gone = () => new Error('gone');
    expect(() => removeTag(tags, 'x', carriers, 'labels', gone)).toThrow('gone');
    expect(tags).toHaveLength(2);
    expect(removeTag(tags, 'b', carriers, 'labels', gone)).toEqual({ id: 'b', title: 'Familia' });
    expect(tags.map((tag) => tag.id)).toEqual(['a']);
    expect(carriers.map((carrier) => carrier.labels)).toEqual([['a'], [], []]);
  });
});
