import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The demo accounts of the seed (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Cusco.2026';

/** Fills and sends the sign-in form of the page already open. */
export async function submitSignIn(page: Page, login: string, password: string) {
  await page.getByLabel('Usuario o correo electrónico').fill(login);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** Signs in from /sign-in and waits for the landing page. */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD) {
  await page.goto('/sign-in');
  await submitSignIn(page, login, password);
  await expect(page).toHaveURL(/\/admin\/inicio$/);
}

/**
 * Signs in through the API, as the form would (the refresh cookie lands in the page's context),
 * and opens `path`: the staff app boots once, on the page under test. The form itself is
 * auth.spec's subject.
 */
export async function signInAt(page: Page, login: string, path: string) {
  const signedIn = await page.request.post('/api/auth/login', {
    data: { login, password: DEMO_PASSWORD },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  await page.goto(path);
  // The staff app's first load with a cold cache: it took over 10 s on a busy 2-core machine.
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible({
    timeout: 30_000,
  });
}

/** Opens the toolbar's user menu (its button is named after the signed-in user). */
export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
}

/** Everything in web storage, as one string, to look for tokens in. */
export async function webStorage(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify([{ ...window.localStorage }, { ...window.sessionStorage }]),
  );
}

/** The Authorization header of a demo account, signed in through the REST API. */
export async function authHeaders(
  request: APIRequestContext,
  login: string,
): Promise<{ Authorization: string }> {
  const signedIn = await request.post('/api/auth/login', {
    data: { login, password: DEMO_PASSWORD },
  });
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  return { Authorization: `Bearer ${accessToken}` };
}
