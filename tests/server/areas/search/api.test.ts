import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../../generated/graphql';
import { SEARCH_PROVIDERS } from '../../../../server/areas';
import type { SearchProvider } from '../../../../server/areas/search/model';
import { MAX_RESULTS_PER_SET, search } from '../../../../server/areas/search/service';
import { seedUsers } from '../../../../server/areas/users/seed';
import { buildSeed, createDataStore } from '../../../../server/data';
import { BadRequestError } from '../../../../server/errors';
import type { Store } from '../../../../server/store/types';
import { foldCaseAndAccents } from '../../../../shared/fold-text';
import { createTestApp, type TestApp } from '../../../support/app';
import { sessionOf, signInAs, withToken } from '../../../support/auth';
import { testContext } from '../../../support/context';

async function searchAs(role: Role, query: unknown, store?: Store) {
  return search(await testContext({ store, user: sessionOf(role) }), query, SEARCH_PROVIDERS);
}

const values = (sets: Awaited<ReturnType<typeof search>>, id: string) =>
  sets.find((set) => set.id === id)?.results.map((result) => result.value);

describe('search', () => {
  it('finds nothing for a query under two characters', async () => {
    for (const query of ['', ' ', 'g', '  g  ', 'ú']) {
      expect(await searchAs('ADMINISTRADOR', query)).toEqual([]);
    }
    expect(await searchAs('ADMINISTRADOR', 'gu')).not.toEqual([]);
  });

  it('ignores accents and case', async () => {
    expect(foldCaseAndAccents('  Guías   de TURISMO ')).toBe('guias de turismo');
    for (const query of ['gúia', 'GUIA', 'guías', 'Guias de turismo']) {
      expect(values(await searchAs('DIRCETUR', query), 'pages'), query).toEqual([
        'Guías de Turismo',
      ]);
    }
    expect(values(await searchAs('POLICIA', 'jurisdiccion'), 'pages')).toEqual(['Jurisdicción']);
  });

  it('groups results in sets with id, label and results, leaving out empty sets', async () => {
    const sets = await searchAs('ADMINISTRADOR', 'usuarios');
    expect(sets).toEqual([
      {
        id: 'pages',
        label: 'Pages',
        results: [{ value: 'Usuarios', link: '/admin/usuarios', title: 'Usuarios' }],
      },
    ]);
    const both = await searchAs('ADMINISTRADOR', 'policía');
    // The template's tasks about the police come between, in the template's order.
    expect(both.map((set) => set.id)).toEqual(['pages', 'tasks', 'users']);
    expect(values(both, 'pages')).toEqual(['Policías']);
    expect(both[2]?.results).toEqual([
      {
        value: 'Policía de Turismo',
        link: '/admin/usuarios?q=policia',
        title: 'Policía de Turismo',
        name: 'Policía de Turismo',
        avatar: null,
      },
    ]);
  });

  it('finds users by name, username or email, for an ADMINISTRADOR only', async () => {
    expect(values(await searchAs('ADMINISTRADOR', 'Personal'), 'users')).toEqual([
      'Personal DIRCETUR',
    ]);
    expect(values(await searchAs('ADMINISTRADOR', 'policia@turismo'), 'users')).toEqual([
      'Policía de Turismo',
    ]);
    expect(values(await searchAs('ADMINISTRADOR', 'dircetur'), 'users')).toEqual([
      'Personal DIRCETUR',
    ]);
    for (const role of ['DIRCETUR', 'POLICIA'] as const) {
      const sets = await searchAs(role, 'turismo');
      expect(sets.map((set) => set.id)).not.toContain('users');
    }
  });

  it('shows only pages of the caller’s own menu', async () => {
    const policia = await searchAs('POLICIA', 'usuarios');
    expect(policia).toEqual([]);
    // The police group has no link of its own: only its entries are pages.
    expect(values(await searchAs('POLICIA', 'polic'), 'pages')).toEqual(['Policías']);
    expect(values(await searchAs('DIRCETUR', 'polic'), 'pages')).toBeUndefined();
    expect(values(await searchAs('DIRCETUR', 'hosped'), 'pages')).toEqual(['Hospedajes']);
  });

  it(`shows at most ${MAX_RESULTS_PER_SET} results per set`, async () => {
    const seed = buildSeed();
    const [template] = seedUsers(seed.meta.seededAt);
    if (!template) throw new Error('seeded');
    for (let index = 1; index <= 15; index += 1) {
      seed.users.push({
        ...template,
        id: `extra-${index}`,
        username: `guia${index}`,
        email: `guia${index}@turismo.cusco.pe`,
        name: `Guía de prueba ${index}`,
      });
    }
    const sets = await searchAs('ADMINISTRADOR', 'guia', createDataStore(seed));
    expect(values(sets, 'users')).toHaveLength(MAX_RESULTS_PER_SET);
    expect(values(sets, 'pages')).toEqual(['Guías de Turismo']);
  });

  it('finds registry records for the roles that may open them, linking to the filtered list', async () => {
    const seed = buildSeed();
    const guide = seed.guides[0];
    const officer = seed.police[0];
    if (!guide || !officer) throw new Error('the seed has guides and officers');
    const store = createDataStore(seed);
    const byCarne = await searchAs('POLICIA', guide.licenseNumber.toLowerCase(), store);
    expect(byCarne.find((set) => set.id === 'guides')?.results).toEqual([
      {
        value: `${guide.firstNames} ${guide.lastNames}`,
        title: `${guide.firstNames} ${guide.lastNames} · ${guide.licenseNumber}`,
        link: `/admin/guias-turismo?q=${encodeURIComponent(guide.licenseNumber)}`,
      },
    ]);
    const byCip = await searchAs('ADMINISTRADOR', officer.cip, store);
    expect(values(byCip, 'police')).toEqual([`${officer.firstNames} ${officer.lastNames}`]);
    expect(values(await searchAs('DIRCETUR', officer.cip, store), 'police')).toBeUndefined();
  });

  it('links a lodging to its own certificate, not to its company’s RUC', async () => {
    const seed = buildSeed();
    const [lodging] = seed.lodgings;
    if (!lodging?.certificateNumber) throw new Error('the seed has lodgings with certificates');
    const found = await searchAs('DIRCETUR', lodging.ruc, createDataStore(seed));
    expect(found.find((set) => set.id === 'lodgings')?.results).toEqual([
      expect.objectContaining({
        value: lodging.tradeName,
        link: `/admin/hospedajes?q=${encodeURIComponent(lodging.certificateNumber)}`,
      }),
    ]);
  });

  it('asks a provider only when the role may read its area', async () => {
    const provider: SearchProvider = {
      id: 'guides',
      label: 'Guides',
      area: 'guides',
      search: vi.fn(async () => [{ value: 'Ana Tupa', link: '/admin/guias-turismo?id=1' }]),
    };
    const policia = await testContext({ user: sessionOf('POLICIA') });
    expect(await search(policia, 'ana', [{ ...provider, area: 'users' }])).toEqual([]);
    expect(provider.search).not.toHaveBeenCalled();
    const dircetur = await testContext({ user: sessionOf('DIRCETUR') });
    expect(await search(dircetur, 'ana', [provider])).toEqual([
      {
        id: 'guides',
        label: 'Guides',
        results: [{ value: 'Ana Tupa', link: '/admin/guias-turismo?id=1' }],
      },
    ]);
  });

  it('registers each provider with a known area and a unique id', () => {
    const ids = SEARCH_PROVIDERS.map((provider) => provider.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([
      'contacts',
      'pages',
      'tasks',
      'users',
      'guides',
      'travel-agencies',
      'lodgings',
      'police',
      'jurisdictions',
      'alerts',
    ]);
  });

  it('refuses a query that is not a string or is too long', async () => {
    await expect(searchAs('ADMINISTRADOR', 42)).rejects.toThrow(BadRequestError);
    await expect(searchAs('ADMINISTRADOR', 'x'.repeat(101))).rejects.toThrow(BadRequestError);
  });
});

describe('POST /api/common/search and GraphQL search', () => {
  let app: TestApp;
  let admin: ReturnType<typeof withToken>;
  beforeAll(async () => {
    app = await createTestApp();
    admin = withToken(app, (await signInAs(app, 'ADMINISTRADOR')).accessToken);
  });

  it('answers the same sets on both', async () => {
    const rest = await admin.post('/api/common/search', { query: 'Gúia' });
    expect(rest.status).toBe(200);
    const graphql = await admin.graphql(
      '{ search(query: "Gúia") { id label results { value link title name avatar completed } } }',
    );
    // GraphQL names every field of the type; REST leaves out those a set does not use.
    const present = (sets: Record<string, unknown>[]) =>
      JSON.parse(JSON.stringify(sets, (_key, value) => (value === null ? undefined : value)));
    expect(present(graphql.body.data.search)).toEqual(rest.body);
    expect(rest.body[0]).toEqual({
      id: 'pages',
      label: 'Pages',
      results: [
        { value: 'Guías de Turismo', link: '/admin/guias-turismo', title: 'Guías de Turismo' },
      ],
    });
  });

  it('finds pages by the names the reader sees, in their language, before anything else', async () => {
    const inSpanish = await admin.post('/api/common/search', { query: 'inicio' });
    expect(inSpanish.body[0]).toEqual({
      id: 'pages',
      label: 'Pages',
      results: [{ value: 'Inicio', link: '/admin/inicio', title: 'Inicio' }],
    });
    const inEnglish = await admin
      .post('/api/common/search', { query: 'home' })
      .set('Accept-Language', 'en');
    expect(inEnglish.body[0].results).toEqual([
      { value: 'Home', link: '/admin/inicio', title: 'Home' },
    ]);
    const inTurkish = await admin
      .post('/api/common/search', { query: 'kullan' })
      .set('Accept-Language', 'tr');
    expect(inTurkish.body[0].results.map((result: { link: string }) => result.link)).toEqual([
      '/admin/usuarios',
    ]);
  });

  it('puts the pages whose name starts with the query first', async () => {
    const sets = await searchAs('ADMINISTRADOR', 'de');
    const pages = values(sets, 'pages') ?? [];
    expect(pages[0]).toBe('Denuncias');
    expect(pages).toContain('Guías de Turismo');
  });

  it("answers the template's contacts and tasks sets in its shape and order", async () => {
    const [contact] = await app.store.contacts.list({ orderBy: [{ field: 'name' }], limit: 1 });
    const [task] = await app.store.tasks.list({ where: { type: 'task' }, limit: 1 });
    if (!contact || !task) throw new Error('the seed has contacts and tasks');
    const byName = await admin.post('/api/common/search', { query: contact.name });
    expect(byName.body[0]).toEqual({
      id: 'contacts',
      label: 'Contacts',
      results: expect.arrayContaining([
        {
          value: contact.name,
          link: `/apps/contacts/${contact.id}`,
          name: contact.name,
          avatar: contact.avatar,
        },
      ]),
    });
    const byTitle = await admin.post('/api/common/search', { query: task.title });
    const tasks = byTitle.body.find((set: { id: string }) => set.id === 'tasks');
    expect(tasks).toEqual({
      id: 'tasks',
      label: 'Tasks',
      results: expect.arrayContaining([
        {
          value: task.title,
          link: `/apps/tasks/${task.id}`,
          title: task.title,
          completed: task.completed,
        },
      ]),
    });
    // The template answers contacts, pages and tasks in that order, before the product's sets.
    const ids = (await admin.post('/api/common/search', { query: 'polic' })).body.map(
      (set: { id: string }) => set.id,
    );
    expect(ids.slice(0, 2)).toEqual(['pages', 'tasks']);
  });

  it('answers [] for a short query and 400 for a bad one', async () => {
    expect((await admin.post('/api/common/search', { query: 'a' })).body).toEqual([]);
    const missing = await admin.post('/api/common/search', {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ query: 'Required' });
    const object = await admin.post('/api/common/search', { query: { $ne: '' } });
    expect(object.status).toBe(400);
    expect(object.body.fields).toEqual({ query: 'Must be a string' });
  });
});
