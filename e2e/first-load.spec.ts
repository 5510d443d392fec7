import type { Page, Route } from '@playwright/test';
import { seriousViolations } from './support/a11y';
import { DEMO_PASSWORD, submitSignIn } from './support/auth';
import { expect, test } from './support/test';

// The staff sign-in on a police phone: the form works with the page's first load alone (what
// admin.html names), the rest of the application arriving later; once signed in, a skeleton of
// the shell shows at once while that code is still on its way, never a white screen.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The scripts and styles admin.html itself loads: the page's first load. */
async function firstLoadFiles(page: Page): Promise<Set<string>> {
  const html = await (await page.request.get('/sign-in')).text();
  return new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(([, path]) => path as string),
  );
}

test('the sign-in form works on the first load alone; a skeleton shows while the rest loads', async ({
  page,
}) => {
  const first = await firstLoadFiles(page);
  expect([...first].some((path) => path.endsWith('.js'))).toBe(true);
  // Every other file of the application waits until the test lets it through.
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    if (holding && !first.has(path)) held.push(route);
    else void route.continue();
  });

  const dictionaries: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/i18n/')) dictionaries.push(url.pathname + url.search);
  });

  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  // The sign-in page's own texts alone, before anybody has touched the page.
  expect(dictionaries).toEqual(['/i18n/es.json?part=sign-in']);
  // Usable: a field left empty is pointed out and focused, then the right account goes in.
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByLabel('Usuario o correo electrónico')).toBeFocused();
  await expect(page.getByText('Ingresa tu usuario o tu correo electrónico.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await submitSignIn(page, 'policia', DEMO_PASSWORD);

  // Signed in, the application's code still held back: the shell's skeleton, announced as busy.
  const skeleton = page.getByTestId('staff-skeleton');
  await expect(skeleton).toBeVisible();
  await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  await expect(skeleton).toHaveAccessibleName('Cargando…');
  expect(held.length).toBeGreaterThan(0);

  holding = false;
  for (const route of held.splice(0)) void route.continue();
  await expect(page).toHaveURL('/admin/inicio');
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(skeleton).toHaveCount(0);
  // The whole dictionary came with the application: the landing page's texts, not their keys.
  expect(dictionaries).toContain('/i18n/es.json');
  await expect(page.getByText('Denuncias abiertas', { exact: true })).toBeVisible();
});
