import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useRef } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { iconFor } from '../../../client/src/shell/icons';
import {
  openIdsForRoute,
  toggleCollapsable,
} from '../../../client/src/shell/navigation/collapsables';
import { isItemActive, itemTarget } from '../../../client/src/shell/navigation/links';
import {
  hasOverlay,
  type NavigationPanel,
  type NavigationPanelState,
  navigationPanelReducer,
  useNavigationPanel,
} from '../../../client/src/shell/navigation/panelState';
import type {
  NavItem,
  NavigationAppearance,
  NavigationMode,
} from '../../../client/src/shell/navigation/types';
import { VerticalNavigation } from '../../../client/src/shell/navigation/VerticalNavigation';
import { navItem, productMenu } from '../../support/nav-items';
import { initShellI18n } from '../../support/staff-i18n';

const i18n = await initShellI18n();

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('es');
});

const here = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
};

interface HarnessProps {
  items: NavItem[];
  mode?: NavigationMode;
  appearance?: NavigationAppearance;
  autoCollapse?: boolean;
  panelOut?: { current: NavigationPanel | null };
}

function Harness({ items, mode = 'side', appearance, autoCollapse, panelOut }: HarnessProps) {
  const panel = useNavigationPanel({ mode, opened: mode === 'side' });
  const out = useRef(panelOut);
  if (out.current) out.current.current = panel;
  return (
    <>
      <button type="button" onClick={panel.toggle}>
        menú
      </button>
      <VerticalNavigation
        items={items}
        panel={panel}
        appearance={appearance}
        autoCollapse={autoCollapse}
      />
    </>
  );
}

function renderNavigation(props: HarnessProps, url = '/admin/inicio') {
  const router = createMemoryRouter([{ path: '*', element: <Harness {...props} /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return {
    router,
    go: (to: string) => act(() => router.navigate(to)),
  };
}

const submenuTitle = (name: string) =>
  screen.getByText(name).closest('[role="menuitem"]') as HTMLElement;

describe('the panel rules (spec §4)', () => {
  const side: NavigationPanelState = { mode: 'side', opened: true, activeAsideId: 'docs' };
  const over: NavigationPanelState = { mode: 'over', opened: true, activeAsideId: null };

  it('in over mode closes on a route change; in side mode closes only the aside', () => {
    expect(navigationPanelReducer(over, { type: 'routeChanged' }).opened).toBe(false);
    const after = navigationPanelReducer(side, { type: 'routeChanged' });
    expect(after).toEqual({ mode: 'side', opened: true, activeAsideId: null });
  });

  it('keeps one aside open at a time and toggles it off', () => {
    let state = navigationPanelReducer(side, { type: 'toggleAside', id: 'apps' });
    expect(state.activeAsideId).toBe('apps');
    state = navigationPanelReducer(state, { type: 'openAside', id: 'docs' });
    expect(state.activeAsideId).toBe('docs');
    expect(navigationPanelReducer(state, { type: 'toggleAside', id: 'docs' }).activeAsideId).toBe(
      null,
    );
  });

  it('over → side removes the overlay; side → over closes the aside and overlays if open', () => {
    expect(hasOverlay(over)).toBe(true);
    const toSide = navigationPanelReducer(over, { type: 'setMode', mode: 'side' });
    expect(hasOverlay(toSide)).toBe(false);
    expect(toSide.opened).toBe(true);

    const toOver = navigationPanelReducer(side, { type: 'setMode', mode: 'over' });
    expect(toOver.activeAsideId).toBeNull();
    expect(hasOverlay(toOver)).toBe(true);
    const closedToOver = navigationPanelReducer(
      { ...side, opened: false },
      { type: 'setMode', mode: 'over' },
    );
    expect(hasOverlay(closedToOver)).toBe(false);
  });
});

describe('collapsable rules', () => {
  const tree = [
    navItem({
      id: 'a',
      type: 'collapsable',
      children: [
        navItem({ id: 'a1', type: 'basic', link: '/admin/a/uno' }),
        navItem({
          id: 'a2',
          type: 'collapsable',
          children: [navItem({ id: 'a2x', type: 'basic', link: '/admin/a/dos/x' })],
        }),
      ],
    }),
    navItem({
      id: 'b',
      type: 'collapsable',
      children: [navItem({ id: 'b1', type: 'basic', link: '/admin/b/uno' })],
    }),
    navItem({
      id: 'off',
      type: 'collapsable',
      disabled: true,
      children: [navItem({ id: 'off1', type: 'basic', link: '/admin/off/uno' })],
    }),
  ];

  it('opens every collapsable on the path of the active route', () => {
    expect(openIdsForRoute([], tree, here('/admin/a/dos/x'), true).sort()).toEqual(['a', 'a2']);
  });

  it('with auto-collapse closes the others after a navigation; without, keeps them', () => {
    expect(openIdsForRoute(['a'], tree, here('/admin/b/uno'), true)).toEqual(['b']);
    expect(openIdsForRoute(['a'], tree, here('/admin/b/uno'), false).sort()).toEqual(['a', 'b']);
  });

  it('opening one closes its siblings but not its ancestors', () => {
    expect(toggleCollapsable(['b'], 'a', tree, true)).toEqual(['a']);
    expect(toggleCollapsable(['a'], 'a2', tree, true)).toEqual(['a', 'a2']);
    expect(toggleCollapsable(['b'], 'a', tree, false)).toEqual(['b', 'a']);
  });

  it('closing one closes what is open inside it', () => {
    expect(toggleCollapsable(['a', 'a2'], 'a', tree, true)).toEqual([]);
  });

  it('never changes a disabled item, even holding the active route', () => {
    expect(toggleCollapsable([], 'off', tree, true)).toEqual([]);
    expect(toggleCollapsable(['off'], 'off', tree, true)).toEqual(['off']);
    expect(openIdsForRoute([], tree, here('/admin/off/uno'), true)).toEqual([]);
  });
});

describe('links', () => {
  it('adds query parameters and the fragment, replacing, merging or preserving', () => {
    const item = navItem({
      id: 'x',
      type: 'basic',
      link: '/admin/usuarios',
      queryParams: { estado: 'activo' },
      fragment: 'lista',
    });
    const at = here('/admin/inicio?layout=dense#arriba');
    expect(itemTarget(item, at)).toEqual({
      pathname: '/admin/usuarios',
      search: '?estado=activo',
      hash: '#lista',
    });
    expect(itemTarget({ ...item, queryParamsHandling: 'merge' }, at).search).toBe(
      '?layout=dense&estado=activo',
    );
    expect(itemTarget({ ...item, queryParamsHandling: 'preserve' }, at).search).toBe(
      '?layout=dense',
    );
    expect(itemTarget({ ...item, fragment: null, preserveFragment: true }, at).hash).toBe(
      '#arriba',
    );
  });

  it('matches below its link unless exactMatch asks for the whole path', () => {
    const item = navItem({ id: 'p', type: 'basic', link: '/admin/policias' });
    expect(isItemActive(item, here('/admin/policias/lista'))).toBe(true);
    expect(isItemActive({ ...item, exactMatch: true }, here('/admin/policias/lista'))).toBe(false);
    expect(isItemActive({ ...item, exactMatch: true }, here('/admin/policias'))).toBe(true);
    expect(isItemActive(item, here('/admin/policiasx'))).toBe(false);
  });

  it('maps icon names through one table, whatever the namespace', () => {
    expect(iconFor('heroicons_outline:users')).toBe(iconFor('heroicons_solid:users'));
    expect(iconFor('heroicons_outline:users')).toBeDefined();
    expect(iconFor('mat_outline:nothing-like-this')).toBeUndefined();
  });
});

describe('VerticalNavigation', () => {
  it('draws every item type with its parts and leaves hidden items out', () => {
    const items = [
      navItem({
        id: 'registro',
        type: 'group',
        title: 'Registro',
        subtitle: 'Secciones del personal',
        children: [
          navItem({
            id: 'usuarios',
            type: 'basic',
            title: 'Usuarios',
            icon: 'heroicons_outline:users',
            link: '/admin/usuarios',
            queryParams: { estado: 'activo' },
            fragment: 'lista',
            badge: { title: '3', classes: 'bg-teal-600' },
          }),
          navItem({
            id: 'guias',
            type: 'basic',
            title: 'Guías',
            subtitle: 'Con carné vigente',
            icon: 'mat_outline:nothing-like-this',
            link: '/admin/guias-turismo',
          }),
        ],
      }),
      navItem({ id: 'linea', type: 'divider' }),
      navItem({
        id: 'web',
        type: 'basic',
        title: 'DIRCETUR',
        link: 'https://dircetur.example',
        externalLink: true,
        target: '_blank',
      }),
      navItem({
        id: 'script',
        type: 'basic',
        title: 'Guardado',
        link: 'javascript:alert(document.cookie)',
        externalLink: true,
      }),
      navItem({ id: 'hueco', type: 'spacer' }),
      navItem({ id: 'cerrado', type: 'basic', title: 'Cerrado', link: '/admin/x', disabled: true }),
      navItem({ id: 'oculto', type: 'basic', title: 'Oculto', link: '/admin/y', hidden: true }),
    ];
    const { container } = render(
      <RouterProvider
        router={createMemoryRouter([{ path: '*', element: <Harness items={items} /> }], {
          initialEntries: ['/admin/inicio'],
        })}
      />,
    );

    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).getByText('Registro')).toBeTruthy();
    expect(within(nav).getByText('Secciones del personal')).toBeTruthy();

    const users = within(nav).getByRole('link', { name: /Usuarios/ });
    expect(users.getAttribute('href')).toBe('/admin/usuarios?estado=activo#lista');
    expect(within(users).getByText('3')).toBeTruthy();
    expect(users.closest('li')?.querySelector('.anticon-team')).not.toBeNull();

    const guides = within(nav).getByRole('link', { name: /Guías/ });
    expect(within(guides).getByText('Con carné vigente')).toBeTruthy();
    const guidesItem = guides.closest('li') as HTMLElement;
    expect(guidesItem.querySelector('.shell-nav-dot')).not.toBeNull();
    expect(guidesItem.className).toContain('shell-nav-with-subtitle');

    const external = within(nav).getByRole('link', { name: 'DIRCETUR' });
    expect(external.getAttribute('href')).toBe('https://dircetur.example');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    // A menu item is data: an address that would run a script is shown, never linked.
    expect(within(nav).getByText('Guardado')).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Guardado' })).toBeNull();

    const closed = within(nav).getByText('Cerrado').closest('[role="menuitem"]') as HTMLElement;
    expect(closed.getAttribute('aria-disabled')).toBe('true');
    expect(within(closed).queryByRole('link')).toBeNull();

    expect(within(nav).queryByText('Oculto')).toBeNull();
    expect(container.querySelectorAll('li.ant-menu-item-divider')).toHaveLength(2);
    expect(container.querySelector('li.shell-nav-spacer')).not.toBeNull();
  });

  it('marks the active link as the current page', () => {
    renderNavigation({ items: productMenu() }, '/admin/usuarios');
    const link = screen.getByRole('link', { name: 'Usuarios' });
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(link.closest('li')?.className).toContain('ant-menu-item-selected');
  });

  it('opens a collapsable by itself when a child route is active, also after navigating', async () => {
    const { go } = renderNavigation({ items: productMenu() }, '/admin/policias/jurisdiccion');
    expect(submenuTitle('Policía de Turismo').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Jurisdicción' })).toBeTruthy();

    await go('/admin/usuarios');
    expect(submenuTitle('Policía de Turismo').getAttribute('aria-expanded')).toBe('false');
    await go('/admin/policias/lista');
    expect(submenuTitle('Policía de Turismo').getAttribute('aria-expanded')).toBe('true');
  });

  const twoGroups = () => [
    navItem({
      id: 'a',
      type: 'collapsable',
      title: 'Alfa',
      children: [navItem({ id: 'a1', type: 'basic', title: 'Alfa uno', link: '/admin/a/1' })],
    }),
    navItem({
      id: 'b',
      type: 'collapsable',
      title: 'Beta',
      children: [navItem({ id: 'b1', type: 'basic', title: 'Beta uno', link: '/admin/b/1' })],
    }),
    navItem({
      id: 'c',
      type: 'collapsable',
      title: 'Gamma',
      disabled: true,
      children: [navItem({ id: 'c1', type: 'basic', title: 'Gamma uno', link: '/admin/c/1' })],
    }),
  ];

  it('closes the open sibling when another opens (auto-collapse)', () => {
    renderNavigation({ items: twoGroups() });
    fireEvent.click(submenuTitle('Alfa'));
    expect(submenuTitle('Alfa').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(submenuTitle('Beta'));
    expect(submenuTitle('Beta').getAttribute('aria-expanded')).toBe('true');
    expect(submenuTitle('Alfa').getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps siblings open without auto-collapse', () => {
    renderNavigation({ items: twoGroups(), autoCollapse: false });
    fireEvent.click(submenuTitle('Alfa'));
    fireEvent.click(submenuTitle('Beta'));
    expect(submenuTitle('Alfa').getAttribute('aria-expanded')).toBe('true');
    expect(submenuTitle('Beta').getAttribute('aria-expanded')).toBe('true');
  });

  it('does not open or close a disabled collapsable', () => {
    renderNavigation({ items: twoGroups() }, '/admin/c/1');
    const gamma = submenuTitle('Gamma');
    expect(gamma.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(gamma);
    expect(submenuTitle('Gamma').getAttribute('aria-expanded')).not.toBe('true');
    expect(screen.queryByRole('link', { name: 'Gamma uno' })).toBeNull();
  });

  const asides = () => [
    navItem({ id: 'inicio', type: 'basic', title: 'Inicio', link: '/admin/inicio' }),
    navItem({
      id: 'docs',
      type: 'aside',
      title: 'Documentación',
      children: [navItem({ id: 'guia', type: 'basic', title: 'Guía', link: '/admin/docs/guia' })],
    }),
    navItem({
      id: 'apps',
      type: 'aside',
      title: 'Aplicaciones',
      children: [navItem({ id: 'chat', type: 'basic', title: 'Chat', link: '/admin/apps/chat' })],
    }),
  ];

  it('opens one aside at a time and closes it on a route change in side mode', async () => {
    const { go } = renderNavigation({ items: asides() });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Documentación' }));
    const docs = screen.getByRole('region', { name: 'Documentación' });
    expect(within(docs).getByRole('link', { name: 'Guía' })).toBeTruthy();

    fireEvent.click(screen.getByRole('menuitem', { name: 'Aplicaciones' }));
    expect(screen.queryByRole('region', { name: 'Documentación' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Aplicaciones' })).toBeTruthy();

    await go('/admin/apps/chat');
    expect(screen.queryByRole('region', { name: 'Aplicaciones' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeTruthy();
  });

  it('closes an aside with its close button and with Escape', () => {
    renderNavigation({ items: asides() });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Documentación' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar Documentación' }));
    expect(screen.queryByRole('region', { name: 'Documentación' })).toBeNull();

    fireEvent.click(screen.getByRole('menuitem', { name: 'Aplicaciones' }));
    fireEvent.keyDown(screen.getByRole('region', { name: 'Aplicaciones' }), { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Aplicaciones' })).toBeNull();
  });

  it('in over mode opens as a drawer and closes on a route change', async () => {
    const panelOut: { current: NavigationPanel | null } = { current: null };
    const { go } = renderNavigation({ items: productMenu(), mode: 'over', panelOut });
    expect(panelOut.current?.opened).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'menú' }));
    expect(panelOut.current?.overlay).toBe(true);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Usuarios' })).toBeTruthy();

    await go('/admin/usuarios');
    expect(panelOut.current?.opened).toBe(false);
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
  });

  it('translates titles from their i18n keys again when the language changes', async () => {
    const items = [
      ...productMenu(),
      navItem({
        id: 'sin-clave',
        type: 'basic',
        title: 'Sin traducción',
        translation: 'shell.nav.doesNotExist',
        link: '/admin/z',
      }),
    ];
    renderNavigation({ items });
    expect(screen.getByRole('link', { name: 'Usuarios' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inicio' })).toBeTruthy();

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('link', { name: 'Users' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sin traducción' })).toBeTruthy();
  });
});
