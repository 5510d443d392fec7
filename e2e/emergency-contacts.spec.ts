import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, seriousViolations } from './support/a11y';
import { authHeaders, signIn, signInAt } from './support/auth';
import { DICTIONARIES } from './support/dictionaries';
import { test } from './support/test';

// "Teléfonos de Emergencia": an ADMINISTRADOR changes the public page's numbers, and the public
// page follows. The store is shared with the other specs: every test leaves the eight seeded
// numbers as it found them (afterEach puts them back even when a test fails half-way).

const SEEDED = [
  'policia',
  'policia-turismo',
  'ambulancia',
  'bomberos-cusco',
  'samue-cusco',
  'hospital-regional-cusco',
  'iperu',
  'bomberos-nacional',
];
const NAME = 'Serenazgo Cusco';

/** Puts the seeded numbers back: extra ones removed, all shown, in their first order. */
async function restoreSeed(request: APIRequestContext) {
  const headers = await authHeaders(request, 'admin');
  const list = await request.get('/api/admin/emergency-contacts', { headers });
  for (const contact of (await list.json()) as { id: string; hidden: boolean }[]) {
    if (!SEEDED.includes(contact.id)) {
      await request.delete(`/api/admin/emergency-contacts/${contact.id}`, { headers });
    } else if (contact.hidden) {
      await request.patch(`/api/admin/emergency-contacts/${contact.id}`, {
        headers,
        data: { hidden: false },
      });
    }
  }
  await request.put('/api/admin/emergency-contacts/order', { headers, data: { ids: SEEDED } });
}

/** The public page's drawer as a tourist opens it, in a browser of its own. */
async function publicNumbers(browser: Browser) {
  const visitor = await browser.newPage();
  await visitor.goto('/');
  await visitor.getByRole('button', { name: 'Teléfonos de Emergencia', exact: true }).click();
  // Each row: its call link, the pictogram of its kind and, for some, a WhatsApp chat beside it.
  const rows = visitor
    .getByRole('dialog', { name: 'Teléfonos de Emergencia' })
    .locator('.contact-list > li');
  await expect(rows.first()).toBeVisible();
  const numbers = await rows.evaluateAll((all) =>
    all.map((row) => ({
      text: row.querySelector('a[href^="tel:"]')?.textContent ?? '',
      href: row.querySelector('a[href^="tel:"]')?.getAttribute('href'),
      kind: row.querySelector('svg.contact-kind use')?.getAttribute('href'),
      whatsapp: row.querySelector('a[href^="https://wa.me/"]')?.getAttribute('href') ?? null,
    })),
  );
  await visitor.close();
  return numbers;
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test.afterEach(async ({ request }) => {
  await restoreSeed(request);
});

test('an ADMINISTRADOR adds, reorders, hides and deletes a number; the public page follows', async ({
  page,
  browser,
}) => {
  // One flow through four changes, opening the public page after each: longer than most tests.
  test.slow();
  await signIn(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Teléfonos de Emergencia' })
    .click();
  await expect(page).toHaveURL('/admin/telefonos-emergencia');
  await expect(page.getByRole('heading', { name: 'Teléfonos de Emergencia' })).toBeVisible();
  await expect(row(page, 'iPerú').getByRole('link', { name: '+51 944 492 314' })).toHaveAttribute(
    'href',
    'tel:+51944492314',
  );
  await expect(row(page, 'iPerú').getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/51944492314',
  );

  await page.getByRole('button', { name: 'Nuevo', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo número' });
  await form.getByLabel('Nombre en español').fill(NAME);
  await form.getByLabel('Nombre en inglés').fill('Cusco municipal security');
  // Spanish and English are required; the page's other languages wait in a fold.
  await form.getByRole('button', { name: /Nombre en otros idiomas/ }).click();
  await form.getByLabel('Nombre en turco').fill('Cusco belediye zabıtası');
  await form.getByLabel('Nombre en japonés').fill('クスコ市警備隊');
  await expect(form.getByText('Escritos: 2 de 8')).toBeVisible();
  await form.getByLabel('Número').fill('252974');
  await expect(form.getByText(/No se puede marcar tal como está escrito/)).toBeVisible();
  await form.getByLabel('Número').fill('(084) 252974');
  // What it dials, as people read it; the link dials exactly that.
  await expect(form.getByRole('link', { name: '+51 84 252 974' })).toHaveAttribute(
    'href',
    'tel:+5184252974',
  );
  // What it is for (the pictogram tourists see), and its WhatsApp.
  await form.getByRole('radio', { name: 'Policía' }).check();
  await form.getByRole('checkbox', { name: 'También atiende por WhatsApp' }).check();
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form).toBeHidden();
  await expect(row(page, NAME).getByRole('link', { name: '+51 84 252 974' })).toHaveAttribute(
    'href',
    'tel:+5184252974',
  );
  await expect(row(page, NAME)).toContainText('Policía');

  // A visitor reading Japanese gets its Japanese name, and the Spanish one to show a local.
  const visitor = await browser.newPage();
  await visitor.goto('/?lang=ja');
  const words = DICTIONARIES.ja.home.emergency;
  await visitor.getByRole('button', { name: words.open, exact: true }).click();
  const added = visitor
    .getByRole('dialog', { name: words.title })
    .locator('.contact-list > li')
    .filter({ hasText: 'クスコ市警備隊' });
  await expect(added.locator('.contact-local')).toHaveText(NAME);
  await visitor.close();

  let numbers = await publicNumbers(browser);
  expect(numbers).toHaveLength(9);
  expect(numbers[8]?.text).toContain(NAME);
  expect(numbers[8]?.text).toContain('(084) 252974');
  expect(numbers[8]).toMatchObject({
    href: 'tel:+5184252974',
    kind: '#kind-police',
    whatsapp: 'https://wa.me/5184252974',
  });

  // Keyboard: the move buttons are ordinary buttons.
  await row(page, NAME)
    .getByRole('button', { name: `Subir ${NAME}` })
    .focus();
  await page.keyboard.press('Enter');
  await expect(
    row(page, 'Bomberos – incendio o rescate').getByRole('button', {
      name: 'Bajar Bomberos – incendio o rescate',
    }),
  ).toBeDisabled();
  numbers = await publicNumbers(browser);
  expect(numbers.map((n) => n.href).slice(7)).toEqual(['tel:+5184252974', 'tel:116']);

  const shown = row(page, NAME).getByRole('switch', {
    name: `Mostrar ${NAME} en la página pública`,
  });
  await shown.click();
  await expect(shown).not.toBeChecked();
  await expect(row(page, NAME)).toContainText('Oculto');
  numbers = await publicNumbers(browser);
  expect(numbers).toHaveLength(8);
  expect(numbers.map((n) => n.text).join()).not.toContain(NAME);

  await row(page, NAME)
    .getByRole('button', { name: `Eliminar ${NAME}` })
    .click();
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(row(page, NAME)).toHaveCount(0);
  await page.reload();
  // The whole staff application loads again: more than the default 5 s on a busy machine.
  await expect(row(page, 'iPerú')).toBeVisible({ timeout: 15_000 });
  await expect(row(page, NAME)).toHaveCount(0);
});

test('a DIRCETUR has no menu entry and gets the 403 page on the URL', async ({ page }) => {
  await signIn(page, 'dircetur');
  const menu = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(menu).toContainText('Hospedajes');
  await expect(menu).not.toContainText('Teléfonos de Emergencia');
  await page.goto('/admin/telefonos-emergencia');
  await expect(
    page.getByRole('heading', { name: 'No tienes acceso a esta sección' }),
  ).toBeVisible();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the page and its form fit the phone, with no serious axe violation', async ({ page }) => {
    await signInAt(page, 'admin', '/admin/telefonos-emergencia');
    // The staff application's first load: more than the default 5 s on a busy machine.
    await expect(row(page, 'iPerú').getByRole('link', { name: '+51 944 492 314' })).toHaveAttribute(
      'href',
      'tel:+51944492314',
      { timeout: 15_000 },
    );
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Nuevo', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Nuevo número' })).toBeVisible();
    // This page and its form; the shell around them has specs of its own.
    expect(await seriousViolations(page, 'main', '.ant-modal-wrap')).toEqual([]);
  });
});
