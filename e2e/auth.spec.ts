import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, type Request } from '@playwright/test';
import { type ServerProcess, startServer } from '../tests/support/server-process';
import { expectNoSidewaysScroll, seriousViolations } from './support/a11y';
import { DEMO_PASSWORD, openUserMenu, signIn, submitSignIn, webStorage } from './support/auth';
import { test } from './support/test';

// Staff sign-in in a real browser: guards, redirectURL, sign-out, silent refresh, token storage,
// permissions and the sign-in messages. The 429 test runs last: its failures count against this
// machine's address (30 allowed per window), and the others stay well below that.

const ADMIN_NAME = 'Administrador del Sistema';

const isRefresh = (request: Request) =>
  request.url().endsWith('/api/auth/refresh') && request.method() === 'POST';

test.describe('staff sign-in', () => {
  test('a signed-out visit to /admin/usuarios signs in and comes back to the page', async ({
    page,
  }) => {
    await page.goto('/admin/usuarios');
    await expect(page).toHaveURL('/sign-in?redirectURL=%2Fadmin%2Fusuarios');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();

    await submitSignIn(page, 'admin', DEMO_PASSWORD);

    await expect(page).toHaveURL('/admin/usuarios');
    await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
  });

  test('after sign-in no token is in web storage nor in the answer; the refresh cookie is HttpOnly', async ({
    page,
    context,
  }) => {
    const signedIn = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        response.request().postDataJSON()?.operationName === 'SignIn',
    );
    await page.goto('/sign-in');
    await submitSignIn(page, 'admin', DEMO_PASSWORD);
    const answer = await signedIn;
    // The browser tells it is one (Sec-Fetch-Site), so the refresh token travels in the cookie
    // alone, never where the page's scripts could read it (SECURITY 25 and 36).
    expect((await answer.request().allHeaders())['sec-fetch-site']).toBe('same-origin');
    const { data } = await answer.json();
    const accessToken: string = data.signIn.accessToken;
    await expect(page).toHaveURL('/admin/inicio');

    const stored = await webStorage(page);
    expect(stored).not.toContain(accessToken);
    expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+/); // no JWT of any kind
    expect(await page.evaluate(() => document.cookie)).not.toContain('tsc_refresh');

    const cookie = (await context.cookies()).find(({ name }) => name === 'tsc_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });

    // A script in the page that asks for the refresh token, as an injected one would, gets none
    // from GraphQL or REST: the browser's own fetch says it is a browser.
    const asked = await page.evaluate(async (password) => {
      const post = async (path: string, body: unknown) =>
        (
          await fetch(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).json();
      const graphql = await post('/graphql', {
        query: 'mutation ($p: String!) { signIn(login: "admin", password: $p) { refreshToken } }',
        variables: { p: password },
      });
      const rest = await post('/api/auth/login', { login: 'admin', password });
      return { graphql: graphql.data.signIn.refreshToken, rest: 'refreshToken' in rest };
    }, DEMO_PASSWORD);
    expect(asked).toEqual({ graphql: null, rest: false });
  });

  test('the reverse guard sends a signed-in visitor on; a reload keeps the session', async ({
    page,
  }) => {
    // Five loads of the staff application: past 30 s on a busy 2-core machine.
    test.slow();
    await signIn(page, 'dircetur');
    await page.goto('/sign-in');
    await expect(page).toHaveURL('/admin/inicio');
    await page.goto('/auth/sign-in');
    await expect(page).toHaveURL('/admin/inicio');

    await page.goto('/admin/hospedajes');
    // Reloaded once the page is there, as a person would (a reload that cancels the session's
    // restore is the server's to survive: tests/server/areas/auth/sessions.test.ts).
    await expect(page.getByRole('heading', { name: 'Hospedajes' })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL('/admin/hospedajes');
    await expect(page.getByRole('heading', { name: 'Hospedajes' })).toBeVisible();
  });

  test('an open redirect in redirectURL is ignored', async ({ page }) => {
    // Three sign-ins and sign-outs, each loading the staff application: past 30 s when busy.
    test.slow();
    for (const target of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      await page.goto(`/sign-in?redirectURL=${encodeURIComponent(target)}`);
      await submitSignIn(page, 'admin', DEMO_PASSWORD);
      await expect(page).toHaveURL('/admin/inicio');
      await page.goto('/sign-out');
      await expect(page).toHaveURL('/sign-in');
    }
  });

  test('sign-out ends the session on the server too', async ({ page, context, request }) => {
    await signIn(page, 'admin');
    const before = (await context.cookies()).find(({ name }) => name === 'tsc_refresh');
    expect(before).toBeDefined();

    await openUserMenu(page);
    await expect(page.getByText('Sesión iniciada como:')).toBeVisible();
    await expect(page.getByTestId('signed-in-username')).toHaveText('admin');
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL('/sign-in');

    await page.goto('/admin/inicio');
    await expect(page).toHaveURL('/sign-in?redirectURL=%2Fadmin%2Finicio');

    // The refresh token held before signing out no longer buys a session.
    const refresh = await request.post('/api/auth/refresh', {
      data: { refreshToken: before?.value },
    });
    expect(refresh.status()).toBe(401);
  });

  test('an unknown staff address goes to the sign-in page; any other is a 404 page', async ({
    page,
  }) => {
    await page.goto('/admin/no/such/page');
    await expect(page).toHaveURL('/auth/sign-in');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();

    const answer = await page.goto('/no/such/page');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    // Someone who typed a wrong address may still need help: one tap to the emergency page.
    await page.getByRole('link', { name: /números de emergencia/ }).click();
    await expect(
      page.getByRole('link', { name: '¿Emergencia? Llama a la Policía: 105' }),
    ).toBeVisible();
  });

  test('a POLICIA sees only its sections and gets the 403 page for Usuarios', async ({ page }) => {
    await signIn(page, 'policia');
    // The server's menu, already filtered for the role: Example, the tourism registries the
    // police read, and the police group.
    const menu = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(menu).toContainText('Policía de Turismo');
    for (const shown of ['Inicio', 'Guías de Turismo', 'Agencias de Viaje', 'Hospedajes']) {
      await expect(menu).toContainText(shown);
    }
    for (const hidden of ['Usuarios', 'Teléfonos de Emergencia', 'Asistente Virtual']) {
      await expect(menu).not.toContainText(hidden);
    }

    await page.goto('/admin/usuarios');
    await expect(
      page.getByRole('heading', { name: 'No tienes acceso a esta sección' }),
    ).toBeVisible();
    await page.goto('/admin/policias/lista');
    await expect(page.getByRole('heading', { name: 'Policías' })).toBeVisible();
  });

  test('the lock screen asks only for the password and comes back', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/guias-turismo');
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Bloquear pantalla' }).click();
    await expect(page).toHaveURL('/unlock-session?redirectURL=%2Fadmin%2Fguias-turismo');
    await expect(page.getByLabel('Usuario', { exact: true })).toHaveValue('admin');

    await page.getByLabel('Contraseña', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Desbloquear' }).click();
    await expect(page.getByRole('alert')).toContainText('La contraseña no es correcta.');

    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Desbloquear' }).click();
    await expect(page).toHaveURL('/admin/guias-turismo');
  });

  test('a wrong password gets a clear message', async ({ page }) => {
    await page.goto('/sign-in');
    await submitSignIn(page, 'dircetur', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText(
      'El usuario o la contraseña no son correctos.',
    );
    await expect(page.getByLabel('Contraseña', { exact: true })).toBeFocused();
    await expect(page).toHaveURL('/sign-in');
  });

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    for (const path of ['/sign-in', '/sign-up', '/forgot-password', '/reset-password?token=x']) {
      test(`${path}: no sideways scroll, first error focused and described, no serious axe violation`, async ({
        page,
      }) => {
        await page.goto(path);
        // Sending the empty form marks every field; focus goes to the first, whose message is
        // read with it (aria-describedby).
        await page.locator('form button[type="submit"]').click();
        const first = page.locator('form input[aria-invalid="true"]').first();
        await expect(first).toBeFocused();

        await expectNoSidewaysScroll(page);
        // Each invalid field points at its message.
        for (const input of await page.locator('form input[aria-invalid="true"]').all()) {
          await expect(input).toHaveAttribute('aria-describedby', /\S/);
        }

        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });

  test('after 10 failures the sign-in page says how long to wait (429)', async ({ page }) => {
    // An account of its own (an unknown login is counted like any other), so nobody else is locked.
    const login = 'bloqueo-e2e@turismo.cusco.pe';
    await page.goto('/sign-in');
    // From the browser itself: failures lock an account only for the address they come from,
    // and the test runner may reach localhost by another one (IPv4 or IPv6) than the browser.
    const statuses = await page.evaluate(async (login) => {
      const answers: number[] = [];
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query:
              'mutation($login: String!) { signIn(login: $login, password: "wrong") { accessToken } }',
            variables: { login },
          }),
        });
        answers.push(response.status);
      }
      return answers;
    }, login);
    expect(statuses).toEqual(Array(10).fill(401));
    await submitSignIn(page, login, 'still-wrong');
    await expect(page.getByRole('alert')).toHaveText(
      'Demasiados intentos fallidos. Por seguridad, espera 15 min antes de volver a intentarlo.',
    );
  });
});

test.describe('on a second server: 2 s access tokens, its log at hand', () => {
  // Tokens that last 2 s make nearly every step refresh first: two tabs loading staff pages took
  // 19 s on a quiet machine and 38 s with both cores busy, too near the default 30 s.
  test.describe.configure({ timeout: 90_000 });
  let server: ServerProcess;
  let base: string;

  test.beforeAll(async () => {
    const dbFile = join(mkdtempSync(join(tmpdir(), 'turismo-seguro-e2e-ttl-')), 'db.json');
    server = startServer({ ACCESS_TOKEN_TTL: '2s', DB_FILE: dbFile, LOG_LEVEL: 'info' });
    base = await server.ready;
  });

  test.afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
  });

  /** Waits past the access token's lifetime, then opens the landing page (which asks `me`). */
  async function expireAndOpenHome(page: Page) {
    await page.waitForTimeout(2_500);
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Inicio' })
      .click();
  }

  /** Clicks "Inicio" from inside the page at the instant `at` (ms since the epoch). */
  async function clickHomeAt(page: Page, at: number) {
    await page.evaluate(
      (instant) =>
        new Promise<void>((resolve, reject) => {
          setTimeout(() => {
            const home = document.querySelector<HTMLElement>('nav a[href="/admin/inicio"]');
            if (!home) reject(new Error('No "Inicio" link in the navigation to click'));
            home?.click();
            resolve();
          }, instant - Date.now());
        }),
      at,
    );
  }

  test('an expired token is refreshed without the user noticing', async ({ page }) => {
    await page.goto(`${base}/sign-in?redirectURL=%2Fadmin%2Fhospedajes`);
    await submitSignIn(page, 'admin', DEMO_PASSWORD);
    await expect(page).toHaveURL(`${base}/admin/hospedajes`);

    const refreshes: number[] = [];
    // Refreshes at once: one expiry must never make several (each would end the others). On a
    // busy machine the page may already be refreshing when these listeners start: an answer to a
    // request not seen here must not count against one that is.
    const inFlight = new Set<Request>();
    let mostAtOnce = 0;
    page.on('request', (request) => {
      if (!isRefresh(request)) return;
      inFlight.add(request);
      mostAtOnce = Math.max(mostAtOnce, inFlight.size);
    });
    page.on('requestfailed', (request) => inFlight.delete(request));
    page.on('response', (response) => {
      if (!isRefresh(response.request())) return;
      inFlight.delete(response.request());
      refreshes.push(response.status());
    });
    const expired = page.waitForResponse(
      (response) => response.url().endsWith('/graphql') && response.status() === 401,
    );
    await expireAndOpenHome(page);

    expect((await (await expired).json()).errors[0].extensions.code).toBe('TOKEN_EXPIRED');
    await expect(page.getByRole('heading', { name: `Hola, ${ADMIN_NAME}` })).toBeVisible();
    await expect(page).toHaveURL(`${base}/admin/inicio`);
    // The page may show before the refresh's answer is reported: wait for it. A busy machine
    // may take past the next 2 s expiry, and refresh again, one at a time.
    await expect.poll(() => refreshes.length).toBeGreaterThan(0);
    expect(refreshes.every((status) => status === 200)).toBe(true);
    expect(mostAtOnce).toBe(1);
    expect(await webStorage(page)).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
  });

  test('two tabs refreshing at once do not end the session', async ({ context }) => {
    const first = await context.newPage();
    await first.goto(`${base}/sign-in`);
    await submitSignIn(first, 'dircetur', DEMO_PASSWORD);
    await expect(first).toHaveURL(`${base}/admin/inicio`);
    // Each page load restores the session with a refresh, one tab at a time, on 2 s tokens: a
    // busy machine takes longer than the default wait to draw a page.
    const drawn = { timeout: 15_000 };
    const second = await context.newPage();
    await second.goto(`${base}/admin/hospedajes`);
    await expect(second.getByRole('heading', { name: 'Hospedajes' })).toBeVisible(drawn);
    await first.goto(`${base}/admin/guias-turismo`);
    // Both pages must be drawn (their menus there to click) before the instant comes.
    await expect(first.getByRole('heading', { name: 'Guías de Turismo' })).toBeVisible(drawn);
    for (const tab of [first, second]) {
      await expect(tab.locator('nav a[href="/admin/inicio"]')).toBeVisible(drawn);
    }

    // Both tabs find their tokens expired at the same moment (the clicks are scheduled in the
    // pages for one instant); the Web Lock puts their refreshes in line, so neither presents a
    // refresh token the other has already traded, which would end the session.
    const at = Date.now() + 2_500;
    await Promise.all([clickHomeAt(first, at), clickHomeAt(second, at)]);
    for (const tab of [first, second]) {
      // Two refreshes in line, each followed by the page's queries, on 2 s tokens: a busy
      // machine may need a refresh more before the page is drawn.
      await expect(tab.getByRole('heading', { name: 'Hola, Personal DIRCETUR' })).toBeVisible(
        drawn,
      );
    }

    // The session is still alive: a reload restores it from the cookie.
    await second.reload();
    await expect(second).toHaveURL(`${base}/admin/inicio`);
    await expect(second.getByRole('heading', { name: 'Hola, Personal DIRCETUR' })).toBeVisible(
      drawn,
    );
  });

  test('sign-up, forgot-password and reset-password, then the inactive account is told so', async ({
    page,
  }) => {
    const password = 'Nueva-clave-segura-1';
    await page.goto(`${base}/sign-up`);
    await page.getByLabel('Nombre completo').fill('Ana Quispe');
    await page.getByLabel('Usuario', { exact: true }).fill('ana.quispe');
    await page.getByLabel('Correo electrónico').fill('ana.quispe@turismo.cusco.pe');
    await page.getByLabel('Contraseña', { exact: true }).fill('Primera-clave-1');
    await page.getByLabel('Repite la contraseña').fill('Primera-clave-1');
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByText('Solicitud enviada')).toBeVisible();

    await page.goto(`${base}/forgot-password`);
    await page.getByLabel('Correo electrónico').fill('ana.quispe@turismo.cusco.pe');
    await page.getByRole('button', { name: 'Enviar el enlace' }).click();
    await expect(page.getByText('Revisa tu correo')).toBeVisible();

    // No mail server: the link is in the log.
    let link = '';
    await expect
      .poll(() => {
        link = server.output().match(/\/reset-password\?token=[\w-]+/)?.[0] ?? '';
        return link;
      })
      .not.toBe('');
    await page.goto(`${base}${link}`);
    await page.getByLabel('Contraseña nueva', { exact: true }).fill(password);
    await page.getByLabel('Repite la contraseña nueva').fill(password);
    await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await expect(page.getByText('Contraseña actualizada')).toBeVisible();

    // The link works once.
    await page.goto(`${base}${link}`);
    await page.getByLabel('Contraseña nueva', { exact: true }).fill(`${password}-2`);
    await page.getByLabel('Repite la contraseña nueva').fill(`${password}-2`);
    await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await expect(page.getByText('El enlace no es válido, ya se usó o venció.')).toBeVisible();

    await page.goto(`${base}/sign-in`);
    await submitSignIn(page, 'ana.quispe', password);
    await expect(page.getByRole('alert')).toContainText('Tu cuenta aún no está activa.');
  });
});
