import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './support/a11y';
import { authHeaders, DEMO_PASSWORD, signInAt } from './support/auth';
import { fileReport, theftNow } from './support/report';
import { test } from './support/test';

// The staff application with a keyboard, a screen reader's eyes (axe-core) and a phone: every
// screen an officer or a clerk works in, audited at rest and with its drawers open.

const REGISTRIES = [
  '/admin/usuarios',
  '/admin/guias-turismo',
  '/admin/agencias-viaje',
  '/admin/hospedajes',
  '/admin/policias/lista',
  '/admin/policias/jurisdiccion',
];

// A page opened by URL loads its code and its list first: slower than a step on a busy machine.
const FIRST_LOAD = { timeout: 15_000 };

async function expectNoSeriousViolation(page: Page, screen: string) {
  expect.soft(await seriousViolations(page), screen).toEqual([]);
}

/** The drawer on screen once it has finished opening (axe reads colours mid-fade wrongly). */
async function openDrawer(page: Page, button: RegExp) {
  await page.getByRole('button', { name: button }).first().click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('.ant-spin-spinning')).toHaveCount(0);
}

test('sign-in, landing, Denuncias and a case: no serious axe violation', async ({
  page,
  request,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/sign-in');
  await expect(page.getByLabel('Usuario o correo electrónico')).toBeVisible(FIRST_LOAD);
  await expectNoSeriousViolation(page, 'sign-in');

  const code = await fileReport(request, theftNow());
  await signInAt(page, 'admin@turismo.cusco.pe', '/admin/inicio');
  await expect(page.locator('.overview-changes, .ant-empty').first()).toBeVisible(FIRST_LOAD);
  await expectNoSeriousViolation(page, 'landing');

  await page.goto('/admin/denuncias');
  await expect(page.getByRole('heading', { name: 'Denuncias', level: 1 })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('button', { name: new RegExp(code) })).toBeVisible();
  await expectNoSeriousViolation(page, 'Denuncias');
  await page.getByRole('button', { name: new RegExp(code) }).click();
  await expect(page.getByRole('dialog').getByText('Emma Johnson')).toBeVisible(FIRST_LOAD);
  await expectNoSeriousViolation(page, 'a case');
});

for (const path of REGISTRIES) {
  test(`${path}, its form and a history: no serious axe violation`, async ({ page }) => {
    // Three audits of a full list: about 40 s on a busy 2-core machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 768 });
    // Usuarios with an account request waiting, whose status tag is the warning colour.
    const waiting = `solicitud.${Date.now()}@turismo.cusco.pe`;
    if (path === '/admin/usuarios') {
      const request = await page.request.post('/api/auth/sign-up', {
        data: { name: 'Solicitud Pendiente', email: waiting, password: 'Saqsaywaman-2026' },
      });
      expect(request.ok()).toBe(true);
    }
    await signInAt(page, 'admin@turismo.cusco.pe', path);
    await expect(page.getByRole('button', { name: /^Editar / }).first()).toBeVisible(FIRST_LOAD);
    await expectNoSeriousViolation(page, path);
    if (path === '/admin/usuarios') {
      await page.getByRole('searchbox', { name: 'Buscar en el registro' }).fill(waiting);
      const row = page.getByRole('row').filter({ hasText: waiting });
      await expect(row.getByText('Pendiente de activación')).toBeVisible(FIRST_LOAD);
      await expectNoSeriousViolation(page, `${path}, an account request`);
      await page.getByRole('searchbox', { name: 'Buscar en el registro' }).fill('');
    }
    await openDrawer(page, /^Editar /);
    await expectNoSeriousViolation(page, `${path}, its form`);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await openDrawer(page, /^Ver historial de /);
    await expectNoSeriousViolation(page, `${path}, a history`);
  });
}

test('a keyboard skips to the content, reaches every menu entry with Tab and lands on the chosen page’s heading', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAt(page, 'admin@turismo.cusco.pe', '/admin/inicio');
  await expect(page).toHaveTitle('Inicio · Turismo Seguro Cusco');

  // The first Tab: the skip link, shown, which puts the focus in the page's main region.
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido principal' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // Tab reaches every entry of the menu; the police group's pages open from it with the keys of
  // the ARIA menu pattern, which the menu tells screen readers.
  const menu = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(menu.getByRole('menu').first()).toHaveAccessibleDescription(
    /Flechas arriba y abajo: moverse por el menú/,
  );
  const entries = [
    'Inicio',
    'Usuarios',
    'Guías de Turismo',
    'Agencias de Viaje',
    'Hospedajes',
    'Denuncias',
    'Alertas',
    'Teléfonos de Emergencia',
    'Asistente Virtual',
  ];
  await page.locator('body').focus();
  const reached = new Set<string>();
  for (let step = 0; step < 60 && reached.size < entries.length; step++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      return active?.closest('nav') ? (active.innerText ?? '').trim() : null;
    });
    for (const entry of entries) if (focused?.split('\n')[0] === entry) reached.add(entry);
  }
  expect([...reached].sort()).toEqual([...entries].sort());
  await menu.getByRole('link', { name: 'Alertas' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Policía de Turismo' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  // The group's pages open in a submenu beside the menu (a menuitem's link, not the landing's).
  const submenuLink = (name: string) =>
    page.getByRole('menuitem').getByRole('link', { name, exact: true });
  await expect(submenuLink('Policías')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(submenuLink('Jurisdicción')).toBeFocused();
  await page.keyboard.press('Escape');

  // Choosing an entry from the keyboard: the focus is on the new page's heading, the title names it.
  await menu.getByRole('link', { name: 'Usuarios' }).focus();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { name: 'Usuarios', level: 1 });
  await expect(heading).toBeFocused(FIRST_LOAD);
  await expect(page).toHaveTitle('Usuarios · Turismo Seguro Cusco');

  // A sortable column's header shows its focus by an outline, not by its colour alone.
  const sortable = page.locator('th.ant-table-column-has-sorters').first();
  await sortable.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(sortable).toBeFocused();
  const outline = await sortable.evaluate((th) => getComputedStyle(th).outlineStyle);
  expect(outline).not.toBe('none');
});

test('on a phone, the toolbar, the pager’s arrows and “Guardar” are 44 px and the arrows are named', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAt(page, 'admin@turismo.cusco.pe', '/admin/guias-turismo');
  await expect(page.getByRole('article').first()).toBeVisible(FIRST_LOAD);
  const small = async (selector: string) =>
    page.evaluate(
      (targets) =>
        [...document.querySelectorAll<HTMLElement>(targets)]
          .filter((element) => element.getClientRects().length > 0)
          .map((element) => {
            const { width, height } = element.getBoundingClientRect();
            return { what: element.outerHTML.slice(0, 80), width, height };
          })
          .filter(({ width, height }) => width < 44 || height < 44),
      selector,
    );
  expect(await small('.shell-header button')).toEqual([]);
  const previous = page.getByRole('button', { name: 'Página anterior' });
  const next = page.getByRole('button', { name: 'Página siguiente' });
  await expect(previous).toBeAttached();
  await expect(next).toBeVisible();
  expect(await small('.ant-pagination-prev, .ant-pagination-next')).toEqual([]);
  await page
    .getByRole('button', { name: /^Editar / })
    .first()
    .click();
  const save = page.getByRole('button', { name: 'Guardar' });
  await expect(save).toBeVisible();
  const box = await save.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
});

test('an old address keeps its query: /admin/example?layout=modern opens Inicio in the modern layout', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAt(page, 'admin@turismo.cusco.pe', '/admin/example?layout=modern&ref=mail');
  await expect(page).toHaveURL(/\/admin\/inicio\?layout=modern&ref=mail$/);
  await expect(page.locator('.shell')).toHaveAttribute('data-layout', 'modern');
});

test('an emergency number’s change is named in English on the landing page and opens its history', async ({
  page,
  request,
}) => {
  test.slow();
  const headers = await authHeaders(request, 'admin@turismo.cusco.pe');
  const listed = await request.get('/api/admin/emergency-contacts', { headers });
  const [first] = (await listed.json()) as { id: string }[];
  const changed = await request.patch(`/api/admin/emergency-contacts/${first?.id}`, {
    headers,
    data: { names: { es: 'Bomberos de Wanchaq', en: 'Wanchaq Fire Brigade' } },
  });
  expect(changed.ok(), await changed.text()).toBe(true);

  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.setViewportSize({ width: 1366, height: 768 });
  const signedIn = await page.request.post('/api/auth/login', {
    data: { login: 'admin@turismo.cusco.pe', password: DEMO_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  await page.goto('/admin/inicio');
  const entry = page.locator('.overview-changes > li').filter({ hasText: 'Wanchaq Fire Brigade' });
  await expect(entry).toContainText('Emergency numbers', { timeout: 30_000 });
  await entry.getByRole('link', { name: 'Wanchaq Fire Brigade' }).click();
  await expect(page).toHaveURL(`/admin/telefonos-emergencia?historial=${first?.id}`);
  const history = page.getByRole('dialog');
  await expect(history.getByText('History of Wanchaq Fire Brigade')).toBeVisible(FIRST_LOAD);
  await expect(history.getByText(/English: Wanchaq Fire Brigade/)).toBeVisible();
});

test('a user’s history names the officer linked, not the officer’s id', async ({
  page,
  request,
}) => {
  test.slow();
  const headers = await authHeaders(request, 'admin@turismo.cusco.pe');
  const officer = (await (
    await request.get('/api/admin/police/officer-006', { headers })
  ).json()) as { firstNames: string; lastNames: string };
  const linked = await request.patch('/api/admin/users/user-policia', {
    headers,
    data: { officerId: 'officer-006' },
  });
  expect(linked.ok(), await linked.text()).toBe(true);

  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAt(page, 'admin@turismo.cusco.pe', '/admin/usuarios?historial=user-policia');
  const history = page.getByRole('dialog');
  await expect(
    history.getByText(new RegExp(`→ ${officer.firstNames} ${officer.lastNames}$`)),
  ).toBeVisible(FIRST_LOAD);
  await expect(history.getByText('officer-006')).toHaveCount(0);
});
