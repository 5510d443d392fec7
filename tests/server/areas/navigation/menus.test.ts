import { ApolloServer } from '@apollo/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../../generated/graphql';
import { staffMenus } from '../../../../server/areas/navigation/menus';
import type { NavigationItemRecord } from '../../../../server/areas/navigation/model';
import { getNavigation, itemsForRole } from '../../../../server/areas/navigation/service';
import { loadTypeDefs, resolvers } from '../../../../server/graphql/schema';
import { type Action, type Area, can, ROLES } from '../../../../server/security/permissions';
import { createTestApp, type TestApp } from '../../../support/app';
import { sessionOf, signInAs, withToken } from '../../../support/auth';
import { testContext } from '../../../support/context';

/**
 * The staff sections under /admin, the area each one shows (DESIGN's area names) and the action
 * that opens it: read, but for the public numbers, whose section is for changing them.
 */
const SECTION_AREAS: Record<string, [Area, Action]> = {
  '/admin/usuarios': ['users', 'read'],
  '/admin/guias-turismo': ['guides', 'read'],
  '/admin/agencias-viaje': ['travel-agencies', 'read'],
  '/admin/hospedajes': ['lodgings', 'read'],
  '/admin/policias/lista': ['police', 'read'],
  '/admin/policias/jurisdiccion': ['jurisdictions', 'read'],
  '/admin/telefonos-emergencia': ['emergency-contacts', 'update'],
  '/admin/asistente-virtual': ['assistant', 'update'],
  '/admin/denuncias': ['incidents', 'read'],
  '/admin/alertas': ['alerts', 'read'],
};

const item = (id: string, extra: Partial<NavigationItemRecord> = {}): NavigationItemRecord => ({
  id,
  type: 'basic',
  title: id,
  ...extra,
});

const ids = (items: NavigationItemRecord[]): unknown[] =>
  items.map((entry) => (entry.children ? { [entry.id]: ids(entry.children) } : entry.id));

function flatten(items: NavigationItemRecord[]): NavigationItemRecord[] {
  return items.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

describe('itemsForRole (spec §6)', () => {
  it('keeps items without roles for every role', () => {
    for (const role of ROLES) {
      expect(ids(itemsForRole([item('a'), item('b', { roles: undefined })], role))).toEqual([
        'a',
        'b',
      ]);
    }
  });

  it('removes an item whose roles exclude the role, with its children', () => {
    const items = [
      item('admin-only', { roles: ['ADMINISTRADOR'] }),
      item('group', { type: 'group', roles: ['DIRCETUR'], children: [item('inside')] }),
    ];
    expect(ids(itemsForRole(items, 'ADMINISTRADOR'))).toEqual(['admin-only']);
    expect(ids(itemsForRole(items, 'DIRCETUR'))).toEqual([{ group: ['inside'] }]);
    expect(ids(itemsForRole(items, 'POLICIA'))).toEqual([]);
  });

  it('removes a parent left without children, at any depth', () => {
    const items = [
      item('parent', {
        type: 'collapsable',
        children: [
          item('child', { roles: ['ADMINISTRADOR'] }),
          item('nested', {
            type: 'group',
            children: [item('grandchild', { roles: ['POLICIA'] })],
          }),
        ],
      }),
      item('open'),
    ];
    expect(ids(itemsForRole(items, 'ADMINISTRADOR'))).toEqual([{ parent: ['child'] }, 'open']);
    expect(ids(itemsForRole(items, 'POLICIA'))).toEqual([
      { parent: [{ nested: ['grandchild'] }] },
      'open',
    ]);
    expect(ids(itemsForRole(items, 'DIRCETUR'))).toEqual(['open']);
  });

  it('keeps a parent that never had children (nothing was taken from it)', () => {
    expect(ids(itemsForRole([item('empty', { type: 'group', children: [] })], 'POLICIA'))).toEqual([
      { empty: [] },
    ]);
  });

  it('passes hidden and disabled items through for the client to handle', () => {
    const items = [item('hidden', { hidden: true }), item('disabled', { disabled: true })];
    expect(itemsForRole(items, 'POLICIA')).toEqual(items);
  });

  it('does not change the items it is given', () => {
    const items = [item('p', { children: [item('c', { roles: ['ADMINISTRADOR'] }), item('d')] })];
    const before = structuredClone(items);
    itemsForRole(items, 'POLICIA');
    expect(items).toEqual(before);
  });
});

describe('the menus of the staff pages', () => {
  const titles = async (role: Role) => {
    const menus = await getNavigation(await testContext({ user: sessionOf(role) }));
    return {
      compact: menus.compact.map((entry) =>
        entry.children ? { [entry.title ?? '']: entry.children.map((c) => c.title) } : entry.title,
      ),
      others: [menus.default, menus.futuristic, menus.horizontal].map((menu) =>
        menu.map((entry) => entry.link),
      ),
    };
  };

  it('give an ADMINISTRADOR every entry of the product', async () => {
    expect(await titles('ADMINISTRADOR')).toEqual({
      compact: [
        'Inicio',
        'Usuarios',
        'Guías de Turismo',
        'Agencias de Viaje',
        'Hospedajes',
        'Denuncias',
        'Alertas',
        { 'Policía de Turismo': ['Policías', 'Jurisdicción'] },
        'Teléfonos de Emergencia',
        'Asistente Virtual',
      ],
      others: [['/admin/inicio'], ['/admin/inicio'], ['/admin/inicio']],
    });
  });

  it('give DIRCETUR the tourism registries and the alerts only', async () => {
    expect((await titles('DIRCETUR')).compact).toEqual([
      'Inicio',
      'Guías de Turismo',
      'Agencias de Viaje',
      'Hospedajes',
      'Alertas',
    ]);
  });

  it('give POLICIA the police entries and the tourism registries they read', async () => {
    expect((await titles('POLICIA')).compact).toEqual([
      'Inicio',
      'Guías de Turismo',
      'Agencias de Viaje',
      'Hospedajes',
      'Denuncias',
      'Alertas',
      { 'Policía de Turismo': ['Policías', 'Jurisdicción'] },
    ]);
  });

  it('hold only the landing page in the default, futuristic and horizontal menus', async () => {
    for (const role of ROLES) {
      expect((await titles(role)).others).toEqual([
        ['/admin/inicio'],
        ['/admin/inicio'],
        ['/admin/inicio'],
      ]);
    }
  });

  it('let each /admin section through to exactly the roles that may open its area', () => {
    const linked = Object.values(staffMenus()).flatMap((menu) =>
      flatten(menu).filter((entry) => entry.link),
    );
    expect(linked.length).toBeGreaterThan(0);
    for (const entry of linked) {
      if (entry.link === '/admin/inicio') {
        expect(entry.roles, 'the landing page is for everybody').toBeUndefined();
        continue;
      }
      const section = SECTION_AREAS[entry.link ?? ''];
      expect(section, `${entry.link} is a known section`).toBeDefined();
      const [area, action] = section as [Area, Action];
      expect(entry.roles).toEqual(ROLES.filter((role) => can(role, area, action)));
    }
  });

  it('give every entry an icon, a translation key and a unique id', () => {
    for (const menu of Object.values(staffMenus())) {
      const entries = flatten(menu);
      expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
      for (const entry of entries) {
        expect(entry.icon).toMatch(/^heroicons_outline:[a-z-]+$/);
        expect(entry.translation).toMatch(/^shell\.nav\.[a-zA-Z]+$/);
      }
    }
  });

  it('remove the police group for DIRCETUR by its children alone, too', () => {
    const { compact } = staffMenus();
    const group = compact.find((entry) => entry.id === 'policias');
    expect(group?.children?.length).toBe(2);
    if (group) delete group.roles;
    expect(itemsForRole(compact, 'DIRCETUR').map((entry) => entry.id)).not.toContain('policias');
  });
});

describe('navigation API', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });

  const QUERY = `{ navigation {
    compact { id type title translation icon link roles queryParams hidden children { id link roles } }
    default { id link } futuristic { id link } horizontal { id link }
  } }`;

  it('answers the same four menus on GraphQL and on GET /api/common/navigation', async () => {
    const { accessToken } = await signInAs(app, 'POLICIA');
    const as = withToken(app, accessToken);
    const graphql = await as.graphql(QUERY);
    expect(graphql.body.errors).toBeUndefined();
    const rest = await as.get('/api/common/navigation');
    expect(rest.status).toBe(200);
    expect(Object.keys(rest.body)).toEqual(['compact', 'default', 'futuristic', 'horizontal']);
    const restIds = rest.body.compact.map((entry: { id: string }) => entry.id);
    const graphqlIds = graphql.body.data.navigation.compact.map(
      (entry: { id: string }) => entry.id,
    );
    expect(restIds).toEqual([
      'overview',
      'guides',
      'travel-agencies',
      'lodgings',
      'incidents',
      'alerts',
      'policias',
    ]);
    expect(graphqlIds).toEqual(restIds);
    expect(graphql.body.data.navigation.compact[6]).toMatchObject({
      type: 'collapsable',
      roles: ['ADMINISTRADOR', 'POLICIA'],
      children: [
        { id: 'police', link: '/admin/policias/lista' },
        { id: 'jurisdictions', link: '/admin/policias/jurisdiccion' },
      ],
    });
  });

  // No staff page links with query parameters: the template's field is checked on an item
  // that has them, through the API's own schema and scalars.
  it('answers queryParams as a JSON object', async () => {
    const filtered = item('filtered', {
      link: '/admin/guias-turismo',
      queryParams: { estado: 'activo', page: 2 },
    });
    const server = new ApolloServer({
      typeDefs: loadTypeDefs(),
      resolvers: [
        ...resolvers,
        {
          Query: {
            navigation: () => ({
              compact: [filtered],
              default: [],
              futuristic: [],
              horizontal: [],
            }),
          },
        },
      ],
    });
    const response = await server.executeOperation({ query: QUERY });
    const { body } = response as { body: { kind: string; singleResult?: { data?: unknown } } };
    const data = body.singleResult?.data as { navigation: { compact: NavigationItemRecord[] } };
    expect(data.navigation.compact[0]?.queryParams).toEqual({ estado: 'activo', page: 2 });
    await server.stop();
  });

  it('is for signed-in staff only', async () => {
    const rest = await app.request.get('/api/common/navigation');
    expect(rest.status).toBe(401);
    const graphql = await app.graphql('{ navigation { compact { id } } }');
    expect(graphql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
