import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FULLSCREEN_FAILED,
  FULLSCREEN_UNAVAILABLE,
  toggleFullscreen,
} from '../../../client/src/shell/toolbar/fullscreen';
import { Toolbar } from '../../../client/src/shell/toolbar/Toolbar';
import { UserMenu } from '../../../client/src/shell/toolbar/user-menu/UserMenu';
import {
  MessagesDocument,
  NotificationsDocument,
  ProfileDocument,
  ShortcutsDocument,
  UpdateProfileDocument,
} from '../../../generated/client';
import { currentPath, i18next, mock, renderWithShell } from '../../support/render-with-shell';

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

const me = (fields: Record<string, unknown> = {}) => ({
  __typename: 'User' as const,
  id: 'u1',
  username: 'dircetur',
  name: 'Carmen Huamán',
  email: 'dircetur@turismo.cusco.pe',
  avatar: null,
  presence: 'online',
  ...fields,
});

const toolbarMocks = () => [
  mock(ProfileDocument, undefined, { me: me() }),
  mock(ShortcutsDocument, undefined, { shortcuts: [] }),
  mock(MessagesDocument, undefined, { messages: [] }),
  mock(NotificationsDocument, undefined, { notifications: [] }),
];

describe('toolbar', () => {
  it('has every tool, each icon-only button named by its tooltip text', async () => {
    renderWithShell(<Toolbar />, { mocks: toolbarMocks() });
    const toolbar = screen.getByRole('region', { name: 'Toolbar' });
    for (const name of [
      'Language: English',
      'Toggle Fullscreen',
      'Search',
      'Shortcuts',
      'Messages',
      'Notifications',
      'User menu',
    ])
      expect(within(toolbar).getByRole('button', { name })).toBeTruthy();
    for (const button of within(toolbar).getAllByRole('button'))
      expect(button.getAttribute('aria-label')).toBeTruthy();
  });

  it('switches the language and translates itself again', async () => {
    renderWithShell(<Toolbar />, { mocks: toolbarMocks() });
    fireEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Español', 'English', 'Türkçe']);

    fireEvent.click(within(menu).getByText('Español'));

    await waitFor(() => expect(i18next.language).toBe('es'));
    const toolbar = screen.getByRole('region', { name: 'Barra de herramientas' });
    expect(
      within(toolbar).getByRole('button', { name: 'Alternar pantalla completa' }),
    ).toBeTruthy();
    expect(within(toolbar).getByRole('button', { name: 'Idioma: Español' })).toBeTruthy();
    expect(within(toolbar).getByRole('button', { name: 'Accesos directos' })).toBeTruthy();

    await act(() => i18next.changeLanguage('tr'));
    expect(
      within(screen.getByRole('region', { name: 'Araç çubuğu' })).getByRole('button', {
        name: 'Tam ekranı aç/kapat',
      }),
    ).toBeTruthy();
  });
});

describe('fullscreen', () => {
  const fakeDocument = (fields: Partial<Record<string, unknown>>) =>
    ({
      fullscreenElement: null,
      fullscreenEnabled: true,
      exitFullscreen: vi.fn(async () => undefined),
      documentElement: { requestFullscreen: vi.fn(async () => undefined) },
      ...fields,
    }) as unknown as Document;

  it('logs "Fullscreen is not available in this browser." when the browser has none', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const doc = fakeDocument({ fullscreenEnabled: false });
    await toggleFullscreen(doc);
    expect(error).toHaveBeenCalledWith(FULLSCREEN_UNAVAILABLE);
    expect(FULLSCREEN_UNAVAILABLE).toBe('Fullscreen is not available in this browser.');
    expect(doc.documentElement.requestFullscreen).not.toHaveBeenCalled();
  });

  it('logs "Entering fullscreen mode failed." when the browser refuses', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const doc = fakeDocument({
      documentElement: {
        requestFullscreen: vi.fn(async () => Promise.reject(new TypeError('denied'))),
      },
    });
    await toggleFullscreen(doc);
    expect(error).toHaveBeenCalledWith(FULLSCREEN_FAILED);
    expect(FULLSCREEN_FAILED).toBe('Entering fullscreen mode failed.');
  });

  it('enters fullscreen, and leaves it when already in it', async () => {
    const entering = fakeDocument({});
    await toggleFullscreen(entering);
    expect(entering.documentElement.requestFullscreen).toHaveBeenCalledTimes(1);

    const leaving = fakeDocument({ fullscreenElement: {} });
    await toggleFullscreen(leaving);
    expect(leaving.exitFullscreen).toHaveBeenCalledTimes(1);
  });

  it('is what the toolbar button does (here, where happy-dom has no fullscreen)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
    renderWithShell(<Toolbar />, { mocks: toolbarMocks() });
    fireEvent.click(screen.getByRole('button', { name: 'Toggle Fullscreen' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(FULLSCREEN_UNAVAILABLE));
    Reflect.deleteProperty(document, 'fullscreenEnabled');
  });
});

describe('user menu', () => {
  it('shows the initials, "Signed in as:" with the username, Profile and Sign out', async () => {
    const { container } = renderWithShell(<UserMenu />, {
      mocks: [mock(ProfileDocument, undefined, { me: me() })],
    });
    const button = screen.getByRole('button', { name: 'User menu' });
    await waitFor(() => expect(button.textContent).toBe('CH'));
    // Its name holds the initials it shows (label in name), so "click CH" finds it.
    expect(button.getAttribute('aria-label')).toBe('User menu: CH');
    expect(container.querySelector('.ant-badge-status-dot, .ant-badge-dot')).toBeTruthy();

    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Signed in as:')).toBeTruthy();
    expect(within(menu).getByText('dircetur')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: /Profile/ })).toBeTruthy();

    fireEvent.click(within(menu).getByRole('menuitem', { name: /Sign out/ }));
    expect(currentPath()).toBe('/sign-out');
  });

  it('shows the picture when there is one', async () => {
    const { container } = renderWithShell(<UserMenu />, {
      mocks: [
        mock(ProfileDocument, undefined, { me: me({ avatar: 'https://cusco.pe/carmen.png' }) }),
      ],
    });
    await waitFor(() =>
      expect(container.querySelector('img')?.getAttribute('src')).toBe(
        'https://cusco.pe/carmen.png',
      ),
    );
  });

  it('reads "Sesión iniciada como:" in Spanish', async () => {
    await i18next.changeLanguage('es');
    renderWithShell(<UserMenu />, { mocks: [mock(ProfileDocument, undefined, { me: me() })] });
    const button = screen.getByRole('button', { name: 'Menú de usuario' });
    await waitFor(() => expect(button.textContent).toBe('CH'));
    fireEvent.click(button);
    expect(await screen.findByText('Sesión iniciada como:')).toBeTruthy();
  });

  it('changes the name through Profile (updateProfile), and the initials follow', async () => {
    const update = mock(
      UpdateProfileDocument,
      { input: { name: 'Rosa Quispe', avatar: null, presence: 'online' } },
      { updateProfile: me({ name: 'Rosa Quispe' }) },
    );
    renderWithShell(<UserMenu />, {
      mocks: [mock(ProfileDocument, undefined, { me: me() }), update],
    });
    const button = screen.getByRole('button', { name: 'User menu' });
    await waitFor(() => expect(button.textContent).toBe('CH'));
    fireEvent.click(button);
    fireEvent.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: /Profile/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Your profile' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Rosa Quispe' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(button.textContent).toBe('RQ'));
    expect(update.calls).toHaveBeenCalledTimes(1);
  });
});
