import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, spanish } from '../../support/staff-app';
import { json, shellFetch, testSession, user } from '../../support/staff-session';

beforeAll(spanish);
afterEach(cleanup);

const TEMPORARY = 'k7Rm-x3Pq-9TzW-hc4N';
const NEW_PASSWORD = 'Machu-Picchu-2026';

/** A session restored for a POLICIA account that still has its temporary password. */
const temporary = () =>
  testSession({
    refresh: async () => ({
      accessToken: 'token',
      user: { ...user('POLICIA'), mustChangePassword: true },
    }),
  });

const heading = () => screen.findByRole('heading', { name: 'Cambiar contraseña' });

function fill(current: string, password: string, confirm = password) {
  fireEvent.change(screen.getByLabelText('Contraseña temporal'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('Contraseña nueva'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Repite la contraseña nueva'), {
    target: { value: confirm },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
}

/** Answers ChangePassword with `answer`, the shell's own queries as the server would. */
function serverAnswering(answer: () => Response) {
  const shell = shellFetch(() => 'POLICIA');
  return vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const { operationName } = JSON.parse(String(init?.body ?? '{}'));
    return operationName === 'ChangePassword' ? answer() : shell(url, init);
  });
}

// The first render of a lazy page loads antd: slow on a busy machine.
describe('an account with a temporary password', { timeout: 20_000 }, () => {
  it('is sent to /change-password from any admin page, and nowhere else', async () => {
    const { location } = renderApp(temporary(), '/admin/policias/lista?page=2');
    await heading();
    expect(location()).toBe('/change-password?redirectURL=%2Fadmin%2Fpolicias%2Flista%3Fpage%3D2');
    expect(screen.getByText(/Tu cuenta tiene una contraseña temporal/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cerrar sesión' }).getAttribute('href')).toBe(
      '/sign-out',
    );
  });

  it('changes it and goes on to the page it asked for', async () => {
    const session = temporary();
    const fetch = serverAnswering(() =>
      json({
        data: {
          changePassword: { __typename: 'User', ...user('POLICIA'), mustChangePassword: false },
        },
      }),
    );
    const { location } = renderApp(session, '/admin/policias/lista', fetch);
    await heading();
    fill(TEMPORARY, NEW_PASSWORD);

    await screen.findByRole('heading', { name: 'Policías' });
    expect(location()).toBe('/admin/policias/lista');
    const state = session.getState();
    expect(state.status === 'signed-in' && state.user.mustChangePassword).toBe(false);
    const sent = fetch.mock.calls
      .map(([, init]) => JSON.parse(String(init?.body)))
      .find((body) => body.operationName === 'ChangePassword');
    expect(sent.variables).toEqual({ currentPassword: TEMPORARY, newPassword: NEW_PASSWORD });
  });

  it('checks the new pair before sending, and shows the server refusals on the fields', async () => {
    const fetch = serverAnswering(() =>
      json(
        {
          errors: [
            {
              message: 'Wrong password',
              extensions: { code: 'BAD_REQUEST', fields: { currentPassword: 'Wrong password' } },
            },
          ],
          data: null,
        },
        200,
        'application/graphql-response+json',
      ),
    );
    renderApp(temporary(), '/change-password', fetch);
    await heading();
    fill(TEMPORARY, 'policia', 'otra');
    expect(await screen.findByText('Usa al menos 10 caracteres.')).toBeTruthy();
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeTruthy();

    fill('wrong-one', NEW_PASSWORD);
    expect(await screen.findByText('La contraseña no es correcta.')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Revisa los datos marcados.');
    expect(screen.getByRole('heading', { name: 'Cambiar contraseña' })).toBeTruthy();
  });
});

describe('a FORBIDDEN answer with PASSWORD_CHANGE_REQUIRED', { timeout: 20_000 }, () => {
  it('sends a session that did not know it to /change-password', async () => {
    const session = testSession({
      refresh: async () => ({ accessToken: 't', user: user('POLICIA') }),
    });
    const fetch = async () =>
      json(
        {
          errors: [
            { message: 'x', extensions: { code: 'FORBIDDEN', reason: 'PASSWORD_CHANGE_REQUIRED' } },
          ],
          data: null,
        },
        200,
        'application/graphql-response+json',
      );
    const { location } = renderApp(session, '/admin/inicio', fetch);
    await heading();
    await waitFor(() => expect(location()).toMatch(/^\/change-password\?redirectURL=/));
  });
});
