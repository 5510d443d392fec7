import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SessionEndedError } from '../../../client/src/session/auth-api';
import { renderApp, spanish } from '../../support/staff-app';
import { grant, json, shellFetch, testSession, user } from '../../support/staff-session';

beforeAll(spanish);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedOut = () =>
  testSession({ refresh: () => Promise.reject(new SessionEndedError('Refresh refused (401)')) });
const signedIn = (role: Parameters<typeof grant>[1] = 'ADMINISTRADOR') =>
  testSession({ refresh: async () => grant('token', role) });

const signInHeading = () => screen.findByRole('heading', { name: 'Iniciar sesión' });

describe('the guard of /admin', () => {
  it('sends a signed-out visitor to /sign-in with the requested URL', async () => {
    const { location } = renderApp(signedOut(), '/admin/usuarios?page=2');
    await signInHeading();
    expect(location()).toBe('/sign-in?redirectURL=%2Fadmin%2Fusuarios%3Fpage%3D2');
  });

  it('leaves redirectURL out for /sign-out', async () => {
    const { location } = renderApp(signedOut(), '/sign-out');
    await signInHeading();
    expect(location()).toBe('/sign-in');
  });

  it('sends a locked session to the lock screen, which comes back here', async () => {
    const session = signedIn();
    const { location } = renderApp(session, '/admin/hospedajes');
    await screen.findByRole('heading', { name: 'Hospedajes' });
    await session.lock();
    await screen.findByRole('heading', { name: 'Sesión bloqueada' });
    expect(location()).toBe('/unlock-session?redirectURL=%2Fadmin%2Fhospedajes');
  });

  it('shows the admin page once the session is restored from the cookie', async () => {
    const { location } = renderApp(signedIn(), '/admin');
    await screen.findByRole('heading', { level: 1, name: /^(Inicio|Hola, .+)$/ });
    expect(location()).toBe('/admin/inicio');
  });
});

describe('the reverse guard of the sign-in pages', () => {
  it.each(['/sign-in', '/auth/sign-in', '/sign-up', '/forgot-password'])(
    'sends a signed-in visitor from %s to /admin/inicio',
    async (path) => {
      const { location } = renderApp(signedIn(), path);
      await waitFor(() => expect(location()).toBe('/admin/inicio'));
    },
  );

  it('honours a same-site redirectURL and ignores an open redirect', async () => {
    const first = renderApp(signedIn(), '/sign-in?redirectURL=%2Fadmin%2Fguias-turismo');
    await waitFor(() => expect(first.location()).toBe('/admin/guias-turismo'));
    cleanup();
    const second = renderApp(signedIn(), '/sign-in?redirectURL=%2F%2Fevil.com');
    await waitFor(() => expect(second.location()).toBe('/admin/inicio'));
  });
});

describe('sections and permissions', () => {
  it('a POLICIA gets the 403 page at /admin/usuarios and sees only its sections', {
    timeout: 15_000,
  }, async () => {
    renderApp(signedIn('POLICIA'), '/admin/usuarios');
    await screen.findByRole('heading', { name: 'No tienes acceso a esta sección' });
    const menu = await screen.findByRole('navigation', { name: 'Navegación principal' });
    // The menu is the server's, already filtered for the role: the police group, the tourism
    // registries the police read, and Example.
    await waitFor(() => expect(menu.textContent).toContain('Policía de Turismo'));
    for (const shown of ['Inicio', 'Guías de Turismo', 'Agencias de Viaje', 'Hospedajes']) {
      expect(menu.textContent).toContain(shown);
    }
    for (const hidden of ['Usuarios', 'Teléfonos de Emergencia']) {
      expect(menu.textContent).not.toContain(hidden);
    }
  });

  it('a POLICIA opens the police sections', async () => {
    renderApp(signedIn('POLICIA'), '/admin/policias/jurisdiccion');
    await screen.findByRole('heading', { name: 'Jurisdicción' });
    expect(screen.queryByRole('heading', { name: 'No tienes acceso a esta sección' })).toBeNull();
  });

  it('only POLICIA and ADMINISTRADOR find and open Denuncias', { timeout: 20_000 }, async () => {
    renderApp(signedIn('DIRCETUR'), '/admin/denuncias');
    await screen.findByRole('heading', { name: 'No tienes acceso a esta sección' });
    const menu = await screen.findByRole('navigation', { name: 'Navegación principal' });
    await waitFor(() => expect(menu.textContent).toContain('Hospedajes'));
    expect(menu.textContent).not.toContain('Denuncias');
    cleanup();

    for (const role of ['POLICIA', 'ADMINISTRADOR'] as const) {
      const shell = shellFetch(() => role);
      // The list's own queries, answered empty; the rest as the shell's.
      const fetch: typeof globalThis.fetch = async (url, init) => {
        const { operationName } = JSON.parse(String(init?.body ?? '{}'));
        if (operationName === 'IncidentsList') {
          const pageInfo = { __typename: 'PageInfo', page: 1, size: 10, total: 0, lastPage: 1 };
          return json({ data: { incidents: { __typename: 'IncidentPage', items: [], pageInfo } } });
        }
        if (operationName === 'IncidentJurisdictionOptions') {
          return json({ data: { jurisdictions: { __typename: 'JurisdictionPage', items: [] } } });
        }
        return shell(url, init);
      };
      renderApp(signedIn(role), '/admin/denuncias', fetch);
      await screen.findByRole('heading', { name: 'Denuncias', level: 1 });
      const roleMenu = await screen.findByRole('navigation', { name: 'Navegación principal' });
      await waitFor(() => expect(roleMenu.textContent).toContain('Denuncias'));
      cleanup();
    }
  });

  it('only an ADMINISTRADOR finds and opens Teléfonos de Emergencia', {
    timeout: 15_000,
  }, async () => {
    renderApp(signedIn('DIRCETUR'), '/admin/telefonos-emergencia');
    await screen.findByRole('heading', { name: 'No tienes acceso a esta sección' });
    const menu = await screen.findByRole('navigation', { name: 'Navegación principal' });
    await waitFor(() => expect(menu.textContent).toContain('Hospedajes'));
    expect(menu.textContent).not.toContain('Teléfonos de Emergencia');
    cleanup();

    renderApp(signedIn('ADMINISTRADOR'), '/admin/telefonos-emergencia');
    await screen.findByRole('heading', { name: 'Teléfonos de Emergencia', level: 1 });
    const adminMenu = await screen.findByRole('navigation', { name: 'Navegación principal' });
    await waitFor(() => expect(adminMenu.textContent).toContain('Teléfonos de Emergencia'));
  });

  it('only an ADMINISTRADOR finds and opens Asistente Virtual', { timeout: 15_000 }, async () => {
    renderApp(signedIn('POLICIA'), '/admin/asistente-virtual');
    await screen.findByRole('heading', { name: 'No tienes acceso a esta sección' });
    const menu = await screen.findByRole('navigation', { name: 'Navegación principal' });
    await waitFor(() => expect(menu.textContent).toContain('Hospedajes'));
    expect(menu.textContent).not.toContain('Asistente Virtual');
    cleanup();

    renderApp(signedIn('ADMINISTRADOR'), '/admin/asistente-virtual');
    await screen.findByRole('heading', { name: 'Asistente Virtual', level: 1 });
    const adminMenu = await screen.findByRole('navigation', { name: 'Navegación principal' });
    await waitFor(() => expect(adminMenu.textContent).toContain('Asistente Virtual'));
  });

  it('the user menu names the signed-in user', async () => {
    renderApp(signedIn('DIRCETUR'), '/admin/inicio');
    fireEvent.click(await screen.findByRole('button', { name: 'Menú de usuario' }));
    expect((await screen.findByTestId('signed-in-username')).textContent).toBe('dircetur');
  });
});

describe('other paths', () => {
  it('any unknown path goes to auth/sign-in', async () => {
    const { location } = renderApp(signedOut(), '/no/such/page');
    await signInHeading();
    expect(location()).toBe('/auth/sign-in');
  });
});

// The sign-in page sends its mutation with the browser's fetch (it comes before Apollo loads):
// the tests answer it there, and Apollo's own requests with the same function.
describe('signing in', () => {
  it('keeps the session and goes on to the redirectURL', async () => {
    const session = signedOut();
    const fetch = vi.fn(async () =>
      json({
        data: {
          signIn: {
            __typename: 'AuthPayload',
            accessToken: 'fresh',
            expiresIn: 900,
            user: { __typename: 'User', ...user('DIRCETUR') },
          },
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const { location } = renderApp(
      session,
      '/sign-in?redirectURL=%2Fadmin%2Fagencias-viaje',
      fetch as unknown as typeof globalThis.fetch,
    );
    await signInHeading();
    fireEvent.change(screen.getByLabelText('Usuario o correo electrónico'), {
      target: { value: ' dircetur ' },
    });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'Cusco.2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    await screen.findByRole('heading', { name: 'Agencias de Viaje' });
    expect(location()).toBe('/admin/agencias-viaje');
    expect(session.token).toBe('fresh');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const body = JSON.parse(String(init.body));
    expect(body.variables).toEqual({ login: 'dircetur', password: 'Cusco.2026' });
  });

  it.each([
    ['UNAUTHENTICATED', 401, {}, 'El usuario o la contraseña no son correctos.'],
    [
      'RATE_LIMITED',
      429,
      { retryAfter: 900 },
      'Demasiados intentos fallidos. Por seguridad, espera 15 min antes de volver a intentarlo.',
    ],
    ['FORBIDDEN', 403, {}, 'Tu cuenta aún no está activa.'],
  ])('explains %s', async (code, status, extensions, message) => {
    const fetch = async () =>
      json(
        { errors: [{ message: 'x', extensions: { code, ...extensions } }], data: null },
        status,
        'application/graphql-response+json',
      );
    vi.stubGlobal('fetch', fetch);
    renderApp(signedOut(), '/sign-in', fetch);
    await signInHeading();
    fireEvent.change(screen.getByLabelText('Usuario o correo electrónico'), {
      target: { value: 'admin' },
    });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
  });

  it('says so when the server cannot be reached', async () => {
    const fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    vi.stubGlobal('fetch', fetch);
    renderApp(signedOut(), '/sign-in', fetch);
    await signInHeading();
    fireEvent.change(screen.getByLabelText('Usuario o correo electrónico'), {
      target: { value: 'admin' },
    });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No se pudo conectar con el servidor.',
    );
  });
});
