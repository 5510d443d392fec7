import { describe, expect, it } from 'vitest';
import { buildSeed, createDataStore } from '../../../server/data';
import { DerivedCache } from '../../../server/store/derived-cache';
import {
  inventoryPagination,
  mailboxPagination,
  pageQuery,
  templatePage,
} from '../../../server/template/pagination';
import { givenArguments, queryInput } from '../../../server/template/query';
import { slugify, uniqueSlug } from '../../../server/template/slug';
import { seedOrder } from '../../../server/template/sorting';
import { removeTag, unknownTags } from '../../../server/template/tags';

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
  // What the store answers to pageQuery(page, size).
  const found = (page: number, size: number) => {
    const { offset, limit } = pageQuery(page, size);
    return { items: items.slice(offset, offset + limit), total: items.length };
  };

  it('count from 1 and name the last item of the page', () => {
    const page = templatePage(found(3, 10), 3, 10);
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
    expect(inventoryPagination(templatePage(found(4, 10), 4, 10))).toEqual({ lastPage: 3 });
    expect(templatePage({ items: [], total: 0 }, 1, 10)).toMatchObject({
      items: [],
      lastPage: 1,
      endIndex: -1,
    });
  });
});

describe('the seed order', () => {
  // Seeded ids out of their seed order, and two added since (time-ordered ids sort by age).
  const seeded = ['tag-c', 'tag-a', 'tag-b'];
  const store = () => {
    const data = buildSeed();
    data.contactTags = ['tag-a', 'added-2', 'tag-b', 'added-1', 'tag-c'].map((id) => ({
      id,
      title: id,
    }));
    return createDataStore(data);
  };

  it('lists the seed in its order, and the added items after it, oldest first', async () => {
    const tags = await store().contactTags.list({ orderBy: seedOrder('id', seeded, 'last') });
    expect(tags.map((tag) => tag.id)).toEqual(['tag-c', 'tag-a', 'tag-b', 'added-1', 'added-2']);
  });

  it('or before it, newest first', async () => {
    const tags = await store().contactTags.list({ orderBy: seedOrder('id', seeded, 'first') });
    expect(tags.map((tag) => tag.id)).toEqual(['added-2', 'added-1', 'tag-c', 'tag-a', 'tag-b']);
  });
});

describe('derived values', () => {
  it('are rebuilt only after a write to the store', async () => {
    const store = createDataStore(buildSeed());
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
    await store.inventoryTags.remove('new');
    expect(await cache.get(store, 'tags', build)).toBe(first);
    expect(builds).toBe(3);
  });
});

describe('derived values asked for while being built', () => {
  it('are built once for all who asked, and again by whoever asks after a failed build', async () => {
    const store = createDataStore(buildSeed());
    const cache = new DerivedCache();
    let builds = 0;
    let finish: (value: string) => void = () => {};
    const build = () => {
      builds += 1;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    };
    const waiting = [cache.get(store, 'page', build), cache.get(store, 'page', build)];
    finish('built');
    expect(await Promise.all(waiting)).toEqual(['built', 'built']);
    expect(builds).toBe(1);

    const failing = () => Promise.reject(new Error('unreachable'));
    await expect(cache.get(store, 'other', failing)).rejects.toThrow('unreachable');
    expect(await cache.get(store, 'other', async () => 'second try')).toBe('second try');
  });
});

describe('derived values with a limit', () => {
  it('keep at most that many keys, forgetting the oldest first', async () => {
    const store = createDataStore(buildSeed());
    const cache = new DerivedCache({ limit: 2 });
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
  it('takes it off every carrier and answers it; an unknown one throws and changes nothing', async () => {
    const data = buildSeed();
    data.contactTags = [
      { id: 'a', title: 'Trabajo' },
      { id: 'b', title: 'Familia' },
    ];
    const [contact] = data.contacts;
    if (!contact) throw new Error('the seed has contacts');
    data.contacts = [
      { ...contact, id: 'c1', tags: ['a', 'b'] },
      { ...contact, id: 'c2', tags: ['b'] },
      { ...contact, id: 'c3', tags: [] },
    ];
    const store = createDataStore(data);
    const remove = (id: string) =>
      store.transaction((tx) =>
        removeTag(tx.contactTags, id, tx.contacts, 'tags', () => new Error('gone')),
      );
    await expect(remove('x')).rejects.toThrow('gone');
    expect(await store.contactTags.count()).toBe(2);
    expect(await remove('b')).toEqual({ id: 'b', title: 'Familia' });
    expect((await store.contactTags.list()).map((tag) => tag.id)).toEqual(['a']);
    expect((await store.contacts.list()).map((carrier) => carrier.tags)).toEqual([['a'], [], []]);
  });

  it('names the unknown ids of a change by their place', async () => {
    const store = createDataStore();
    const tags = ['tag-work', 'none', 'tag-band', 'other'];
    expect(await unknownTags(store.contactTags, tags, 'tags', 'No such tag')).toEqual({
      'tags.1': 'No such tag',
      'tags.3': 'No such tag',
    });
    expect(await unknownTags(store.contactTags, ['tag-work'], 'tags', 'No such tag')).toEqual({});
  });
});
