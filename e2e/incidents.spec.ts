import { expect, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { fileReport } from './support/report';
import { test } from './support/test';

// Denuncias end to end, as the tourism police work it: a tourist's report filed through the
// public REST API notifies the POLICIA of the place, whose notification opens the case; the
// POLICIA finds it in the list, reads the statement and moves it to EN ATENCIÓN with a note for
// the tourist; a DIRCETUR never reaches the page.

// A page opened by URL loads its code and its list first: slower than a step on a busy machine.
const FIRST_LOAD = { timeout: 15_000 };

const drawer = (page: Page) => page.getByRole('dialog');

test('a POLICIA is notified of a tourist’s report, finds it, reads it and moves it to EN ATENCIÓN with a note', async ({
  page,
  request,
}) => {
  test.slow();
  const code = await fileReport(request, {
    type: 'THEFT',
    occurredAt: new Date().toISOString(),
    place: {
      position: { latitude: -13.51664, longitude: -71.97872, accuracy: 25 },
      description: 'Plaza de Armas, near the cathedral',
    },
    items: [{ description: 'iPhone 14, black case', value: 900, currency: 'USD' }],
    account: 'Someone took my phone from my <b>backpack</b>.',
    reporter: {
      name: 'Emma Johnson',
      nationality: 'United States',
      email: 'emma.johnson@example.com',
    },
    language: 'en',
  });

  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'policia@turismo.cusco.pe');

  // The officer of the place hears of it in the toolbar; the notification opens the case.
  await page.getByRole('button', { name: /^Notificaciones, \d+ sin leer$/ }).click();
  const notifications = page.getByRole('dialog', { name: 'Notificaciones' });
  await notifications.getByRole('link', { name: `Nueva denuncia ${code}` }).click();
  await expect(page).toHaveURL(/\/admin\/denuncias\?caso=/);
  const linked = page.getByRole('dialog').filter({ hasText: `Denuncia ${code}` });
  await expect(linked.getByText('Emma Johnson')).toBeVisible(FIRST_LOAD);
  await linked.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page).toHaveURL(/\/admin\/denuncias$/);

  const menu = page.getByRole('navigation', { name: 'Navegación principal' });
  await menu.getByRole('link', { name: 'Denuncias' }).click();
  await expect(page.getByRole('heading', { name: 'Denuncias', level: 1 })).toBeVisible(FIRST_LOAD);

  await page.getByRole('searchbox', { name: 'Buscar en el registro' }).fill(code);
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Recibido')).toBeVisible();
  await expect(row.getByText('Hurto')).toBeVisible();
  // The list fits a laptop screen without scrolling sideways.
  const { scroll, client } = await page
    .locator('.ant-table-content')
    .first()
    .evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);

  await row.getByRole('button', { name: `Abrir la denuncia ${code}` }).click();
  const open = drawer(page);
  await expect(open.getByText('Emma Johnson')).toBeVisible();
  // The tourist's words as text, never as markup.
  await expect(open.getByText('Someone took my phone from my <b>backpack</b>.')).toBeVisible();
  await expect(open.getByRole('link', { name: 'emma.johnson@example.com' })).toHaveAttribute(
    'href',
    'mailto:emma.johnson@example.com',
  );

  await open.getByLabel('Nuevo estado').click();
  await page.getByTitle('En atención', { exact: true }).filter({ visible: true }).click();
  await open.getByLabel('Nota para el turista').fill('Come to the Comisaría with your passport.');
  await open.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cambios guardados.')).toBeVisible();
  await expect(
    open.getByText('Nota para el turista: Come to the Comisaría with your passport.'),
  ).toBeVisible();
  await open.getByRole('button', { name: 'Cerrar' }).click();
  await expect(row.getByText('En atención')).toBeVisible();

  // On a phone: one card per case.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.locator('.record-card', { hasText: code });
  await expect(card.getByText('En atención')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test('a DIRCETUR has no Denuncias entry and gets the 403 page on the URL', async ({ page }) => {
  await signIn(page, 'dircetur@turismo.cusco.pe');
  const menu = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(menu).toContainText('Hospedajes');
  await expect(menu).not.toContainText('Denuncias');
  await page.goto('/admin/denuncias');
  await expect(page.getByRole('heading', { name: 'No tienes acceso a esta sección' })).toBeVisible(
    FIRST_LOAD,
  );
  await expect(page.getByRole('heading', { name: 'Denuncias' })).toHaveCount(0);
});

test("a case's times read on Cusco's clock on a laptop set to another zone", async ({
  page,
  request,
}) => {
  const code = await fileReport(request, {
    type: 'SCAM',
    // 15:30 in Cusco; 21:30 in Madrid, where this browser's clock is set.
    occurredAt: '2026-11-20T20:30:00.000Z',
    place: { description: 'Avenida El Sol' },
    account: 'A fake tour agency took my money.',
    reporter: { name: 'Marta López', nationality: 'Spain' },
    language: 'es',
  });

  await signIn(page, 'policia@turismo.cusco.pe');
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
    'Europe/Madrid',
  );
  await page.goto('/admin/denuncias');
  await page.getByRole('searchbox', { name: 'Buscar en el registro' }).fill(code);
  await page.getByRole('button', { name: `Abrir la denuncia ${code}` }).click(FIRST_LOAD);
  const open = drawer(page).filter({ hasText: `Denuncia ${code}` });
  await expect(open.getByText('20/11/2026 15:30')).toBeVisible();
  await expect(open.getByText('20/11/2026 21:30')).toHaveCount(0);
});
