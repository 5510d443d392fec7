import { MockedProvider } from '@apollo/client/testing/react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShellConfigProvider } from '../../../client/src/shell/config/ShellConfigProvider';
import { LAYOUTS, SHELL_CONFIG_STORAGE_KEY } from '../../../client/src/shell/config/shellConfig';
import { AdminShell } from '../../../client/src/shell/layouts/AdminShell';
import type { NavItem } from '../../../client/src/shell/navigation/types';
import { NavigationDocument, ShellUserDocument } from '../../../generated/client';
import { stubMatchMedia } from '../../support/match-media';
import { productMenu } from '../../support/nav-items';
import { initShellI18n } from '../../support/staff-i18n';

// The toolbar, the quick chat and the live updates are other parts of the shell with their own
// tests.
vi.mock('../../../client/src/shell/layouts/slots', () => ({
  ToolbarSlot: () => <div data-testid="toolbar" />,
  QuickChatSlot: () => null,
  LiveUpdatesSlot: () => null,
}));

await initShellI18n();

const USER = {
  __typename: 'User',
  id: 'u-1',
  username: 'policia',
  name: 'Rosa Huamán',
  email: 'policia@turismo.cusco.pe',
  role: 'POLICIA',
  avatar: null,
};

function mocks(compact: NavItem[]) {
  const example = productMenu().slice(0, 1);
  return [
    {
      request: { query: NavigationDocument },
      result: {
        data: {
          navigation: {
            __typename: 'Navigation',
            compact,
            default: example,
            futuristic: example,
            horizontal: example,
          },
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: ShellUserDocument },
      result: { data: { me: USER } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
}

function renderShell(url: string, { width = 1280, menu = productMenu() } = {}) {
  const media = stubMatchMedia({ width });
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: <AdminShell />,
        children: [
          { path: 'inicio', element: <p>Contenido de ejemplo</p> },
          { path: 'usuarios', element: <p>Contenido de usuarios</p> },
          { path: 'policias/lista', element: <p>Contenido de policías</p> },
          { path: 'impresion', handle: { layout: 'empty' }, element: <p>Vista de impresión</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <ShellConfigProvider>
      <MockedProvider mocks={mocks(menu)}>
        <RouterProvider router={router} />
      </MockedProvider>
    </ShellConfigProvider>,
  );
  return { router, media, go: (to: string) => act(() => router.navigate(to)) };
}

const shellRoot = () => document.querySelector('.shell') as HTMLElement;
const menuButton = () => screen.getByRole('button', { name: 'Mostrar u ocultar el menú' });

beforeEach(() => localStorage.clear());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('layout selection', () => {
  it('is compact by default', async () => {
    renderShell('/admin/inicio');
    expect(shellRoot().dataset.layout).toBe('compact');
    expect(await screen.findByText('Contenido de ejemplo')).toBeTruthy();
  });

  it('follows a valid ?layout= and ignores an unknown one', () => {
    renderShell('/admin/inicio?layout=thin');
    expect(shellRoot().dataset.layout).toBe('thin');
    cleanup();
    renderShell('/admin/inicio?layout=sideways');
    expect(shellRoot().dataset.layout).toBe('compact');
  });

  it("lets the route's own layout win over ?layout=", () => {
    renderShell('/admin/impresion?layout=classic');
    expect(shellRoot().dataset.layout).toBe('empty');
  });

  it('uses the saved layout when neither the route nor the address names one', () => {
    localStorage.setItem(SHELL_CONFIG_STORAGE_KEY, JSON.stringify({ layout: 'classy' }));
    renderShell('/admin/inicio');
    expect(shellRoot().dataset.layout).toBe('classy');
    cleanup();
    renderShell('/admin/inicio?layout=modern');
    expect(shellRoot().dataset.layout).toBe('modern');
  });
});

describe('layouts', () => {
  it.each(LAYOUTS.filter((name) => name !== 'empty'))(
    '%s shows the logo, the navigation, the toolbar, the footer and the page',
    async (name) => {
      renderShell(`/admin/inicio?layout=${name}`);
      expect(shellRoot().dataset.layout).toBe(name);
      expect(document.querySelector(`.shell-frame--${name}`)).not.toBeNull();
      expect(document.querySelector('img[src="/favicon.svg"]')).not.toBeNull();
      const nav = await screen.findAllByRole('navigation', { name: 'Navegación principal' });
      expect(nav.length).toBeGreaterThan(0);
      expect(await screen.findByRole('link', { name: 'Usuarios' })).toBeTruthy();
      expect(screen.getByTestId('toolbar')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Configuración' })).toBeTruthy();
      expect(screen.getByText(`© ${new Date().getFullYear()} Turismo Seguro Cusco`)).toBeTruthy();
      expect(screen.getByText('Contenido de ejemplo')).toBeTruthy();
    },
  );

  it('empty shows only the page (and the loading bar when something loads)', async () => {
    renderShell('/admin/inicio?layout=empty');
    expect(await screen.findByText('Contenido de ejemplo')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByTestId('toolbar')).toBeNull();
    expect(screen.queryByText(/© \d{4}/)).toBeNull();
  });

  it('empty from the address keeps a way back to the menu; a page that asks for it does not', async () => {
    const { router } = renderShell('/admin/inicio?layout=empty&tab=2');
    fireEvent.click(await screen.findByRole('link', { name: 'Mostrar el menú' }));
    expect(router.state.location.search).toBe('?tab=2');
    expect(shellRoot().dataset.layout).toBe('compact');
    expect(await screen.findByRole('link', { name: 'Usuarios' })).toBeTruthy();
    cleanup();
    renderShell('/admin/impresion');
    expect(await screen.findByText('Vista de impresión')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Mostrar el menú' })).toBeNull();
  });

  it('compact names the product next to its shield in the navigation', async () => {
    renderShell('/admin/inicio');
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    expect(nav.dataset.appearance).toBe('compact');
    expect(within(nav).getByRole('img', { name: 'Turismo Seguro Cusco' })).toBeTruthy();
  });

  it('shows only what the server sent for the role and adds nothing back', async () => {
    const menu = productMenu().filter((item) => item.id !== 'users');
    renderShell('/admin/inicio', { menu });
    expect(await screen.findByRole('link', { name: 'Inicio' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Usuarios' })).toBeNull();
    expect(screen.queryByText('Usuarios')).toBeNull();
  });

  it('classy and futuristic show the signed-in person', async () => {
    renderShell('/admin/inicio?layout=classy');
    expect(await screen.findByText('Rosa Huamán')).toBeTruthy();
    expect(screen.getByText('policia@turismo.cusco.pe')).toBeTruthy();
  });
});

describe('navigation and screen size', () => {
  it('from md up sits at the side and the menu button folds it away', async () => {
    renderShell('/admin/inicio', { width: 1280 });
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    expect(nav.dataset.mode).toBe('side');
    expect(nav.dataset.opened).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(menuButton());
    expect(nav.dataset.opened).toBe('false');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('below md is a drawer opened by the menu button and closed by navigating', async () => {
    const { go } = renderShell('/admin/inicio', { width: 375 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(menuButton());
    const drawer = await screen.findByRole('dialog');
    const users = await within(drawer).findByRole('link', { name: 'Usuarios' });
    expect(users).toBeTruthy();

    fireEvent.click(users);
    await waitFor(() => expect(screen.getByText('Contenido de usuarios')).toBeTruthy());
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    await go('/admin/inicio');
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
  });

  it('turns from side into a drawer when the window narrows, and back', async () => {
    const { media } = renderShell('/admin/inicio', { width: 1280 });
    await screen.findByRole('navigation', { name: 'Navegación principal' });
    media.setWidth(800);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    media.setWidth(1280);
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(nav.dataset.mode).toBe('side');
    expect(nav.dataset.opened).toBe('true');
  });

  it('horizontal layouts put the menu in the header and a drawer below md', async () => {
    renderShell('/admin/inicio?layout=modern', { width: 1280 });
    const bar = await screen.findAllByRole('navigation', { name: 'Navegación principal' });
    expect(bar.some((nav) => nav.dataset.orientation === 'horizontal')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Mostrar u ocultar el menú' })).toBeNull();
    cleanup();

    renderShell('/admin/inicio?layout=modern', { width: 375 });
    expect(document.querySelector('[data-orientation="horizontal"]')).toBeNull();
    fireEvent.click(menuButton());
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});

describe('settings', () => {
  it('picks a layout, drops ?layout= from the address and remembers the choice', async () => {
    const { router } = renderShell('/admin/inicio?layout=thin');
    fireEvent.click(screen.getByRole('button', { name: 'Configuración' }));
    const drawer = await screen.findByRole('dialog', { name: 'Configuración' });
    fireEvent.click(within(drawer).getByRole('radio', { name: 'Clásico' }));

    expect(shellRoot().dataset.layout).toBe('classic');
    expect(router.state.location.search).toBe('');
    expect(JSON.parse(localStorage.getItem(SHELL_CONFIG_STORAGE_KEY) ?? '{}').layout).toBe(
      'classic',
    );
  });

  it('does not offer the empty layout, which would hide the settings themselves', async () => {
    renderShell('/admin/inicio');
    fireEvent.click(screen.getByRole('button', { name: 'Configuración' }));
    const drawer = await screen.findByRole('dialog', { name: 'Configuración' });
    expect(within(drawer).queryByRole('radio', { name: 'Vacío' })).toBeNull();
    expect(within(drawer).getByRole('radio', { name: 'Compacto' })).toBeTruthy();
  });

  it('picks a theme and a scheme', async () => {
    renderShell('/admin/inicio');
    fireEvent.click(screen.getByRole('button', { name: 'Configuración' }));
    const drawer = await screen.findByRole('dialog', { name: 'Configuración' });
    fireEvent.click(within(drawer).getByRole('radio', { name: 'Morado' }));
    fireEvent.click(within(drawer).getByText('Oscuro'));
    expect(document.body.classList.contains('theme-purple')).toBe(true);
    expect(document.body.classList.contains('dark')).toBe(true);
    expect(shellRoot().dataset.scheme).toBe('dark');
  });
});
