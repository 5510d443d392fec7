import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SessionEndedError } from '../../../client/src/session/auth-api';
import { renderApp, spanish } from '../../support/staff-app';
import { graphQLError, json, testSession } from '../../support/staff-session';

beforeAll(spanish);
afterEach(cleanup);

const signedOut = () =>
  testSession({ refresh: () => Promise.reject(new SessionEndedError('Refresh refused (401)')) });

/** Answers ForgotPassword with `answer`; keeps each request's headers. */
function serverAnswering(answer: () => Response) {
  return vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const { operationName } = JSON.parse(String(init?.body ?? '{}'));
    return operationName === 'ForgotPassword' ? answer() : json({ data: {} });
  });
}

async function ask(email: string) {
  // The first page rendered loads antd, which takes a while on a busy machine.
  await screen.findByRole('heading', { name: 'Recuperar la contraseña' }, { timeout: 15_000 });
  fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Enviar el enlace' }));
}

/** The headers ForgotPassword was sent with. */
function sentHeaders(fetch: ReturnType<typeof serverAnswering>): Headers {
  const call = fetch.mock.calls.find(
    ([, init]) => JSON.parse(String(init?.body)).operationName === 'ForgotPassword',
  );
  return new Headers(call?.[1]?.headers);
}

// The first render of a lazy page loads antd: slow on a busy machine.
describe('the forgot-password page', { timeout: 20_000 }, () => {
  it("asks in the page's language, so the mail comes in it", async () => {
    const fetch = serverAnswering(() => json({ data: { forgotPassword: true } }));
    renderApp(signedOut(), '/forgot-password', fetch);
    await ask('policia@turismo.cusco.pe');
    expect(await screen.findByText('Revisa tu correo')).toBeTruthy();
    expect(sentHeaders(fetch).get('accept-language')).toBe('es');
  });

  it('sends the person to an administrator when the server sends no mail', async () => {
    const fetch = serverAnswering(() =>
      graphQLError(
        'MAIL_UNAVAILABLE',
        'Password reset by mail is not available on this server: ask an administrator for a temporary password',
        200,
      ),
    );
    renderApp(signedOut(), '/forgot-password', fetch);
    await ask('policia@turismo.cusco.pe');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Este servidor no envía enlaces por correo para restablecer la contraseña. Pide a un administrador una contraseña temporal',
    );
    expect(screen.queryByText('Revisa tu correo')).toBeNull();
  });

  it('says a refused request was one too many from here, not a failed attempt', async () => {
    const fetch = serverAnswering(() =>
      json(
        {
          errors: [
            {
              message: 'Too many attempts; try again later',
              extensions: { code: 'RATE_LIMITED', retryAfter: 1800 },
            },
          ],
          data: null,
        },
        429,
        'application/graphql-response+json',
      ),
    );
    renderApp(signedOut(), '/forgot-password', fetch);
    await ask('policia@turismo.cusco.pe');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Demasiadas solicitudes desde esta conexión. Espera 30 min antes de volver a intentarlo.',
    );
  });
});
