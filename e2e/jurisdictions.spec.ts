import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './support/a11y';
import { authHeaders, signIn, signInAt } from './support/auth';
import { typeAndPick } from './support/registry';
import { test } from './support/test';

// Jurisdicción end to end: a POLICIA creates a jurisdiction with its comisaría and its
// responsible officer, finds it, edits it, exports the filtered list and deletes it; one that
// still has officers is not deleted; a DIRCETUR never reaches the page.

// Unique per run, so a retry does not clash with what the first try left behind.
const run = Date.now().toString().slice(-7);

const drawer = (page: Page) => page.getByRole('dialog');

// A page opened by URL loads its code and its list first: slower than a step on a busy machine.
const FIRST_LOAD = { timeout: 15_000 };

test('a POLICIA creates a jurisdiction through the form and finds it by search', async ({
  page,
  request,
}) => {
  test.slow();
  const name = `Valle Norte ${run}`;
  const cip = `7${run}`;
  const officer = await request.post('/api/admin/police', {
    headers: await authHeaders(request, 'policia@turismo.cusco.pe'),
    data: {
      rank: 'CAPITAN',
      firstNames: 'Wilber',
      lastNames: 'Ttito Ayma',
      cip,
      dni: `3${run}`,
      unit: 'DIVPOTUR Cusco',
    },
  });
  expect(officer.status()).toBe(201);

  await signInAt(page, 'policia@turismo.cusco.pe', '/admin/policias/jurisdiccion');
  await expect(page.getByRole('heading', { name: 'Jurisdicción' })).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo' }).click();
  const form = drawer(page);
  await expect(form.getByText('Nueva jurisdicción')).toBeVisible();
  await form.getByLabel('Nombre', { exact: true }).fill(name);
  await typeAndPick(page, form.getByLabel('Provincia'), 'Urubamba', { text: 'Urub' });
  await typeAndPick(page, form.getByLabel('Distritos'), 'Ollantaytambo', {
    text: 'Ollan',
    multiple: true,
  });
  await typeAndPick(page, form.getByLabel('Distritos'), 'Machupicchu', {
    text: 'Machu',
    multiple: true,
  });
  await form.getByLabel('Nombre de la comisaría').fill('Comisaría PNP Ollantaytambo');
  await form.getByLabel('Dirección').fill('Av. Ferrocarril s/n, Ollantaytambo');
  await form.getByLabel('Teléfono').fill('084 204086');
  // A decimal comma is read as such; a longitude without its minus sign is outside the region.
  await form.getByLabel('Latitud').fill('-13,2584');
  await form.getByLabel('Longitud').fill('72.2633');
  // The officers are searched on the server as the CIP is typed.
  await form.getByLabel('Responsable').fill(cip);
  await page
    .getByTitle(`Ttito Ayma, Wilber · Capitán · CIP ${cip}`, { exact: true })
    .filter({ visible: true })
    .click();
  await form.getByLabel('Zonas turísticas').fill('Fortaleza de Ollantaytambo');
  await form.getByLabel('Zonas turísticas').press('Enter');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText(/^Esa longitud queda fuera de la región Cusco/)).toBeVisible();
  await expect(form.getByText(/^Esa latitud/)).toBeHidden();

  await form.getByLabel('Longitud').fill('-72,2633');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registro creado.')).toBeVisible();
  await expect(form).toBeHidden();

  // The same name again: the server's clash lands on the field, naming it.
  await page.getByRole('button', { name: 'Nuevo' }).click();
  await form.getByLabel('Nombre', { exact: true }).fill(name);
  await typeAndPick(page, form.getByLabel('Provincia'), 'Calca');
  await typeAndPick(page, form.getByLabel('Distritos'), 'Pisac', { multiple: true });
  await form.getByLabel('Nombre de la comisaría').fill('Comisaría PNP Pisac');
  await form.getByLabel('Dirección').fill('Plaza de Armas, Pisac');
  await form.getByLabel('Teléfono').fill('084 203011');
  await form.getByLabel('Latitud').fill('-13.4225');
  await form.getByLabel('Longitud').fill('-71.8483');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText(`Ya existe una jurisdicción con el nombre ${name}`)).toBeVisible();
  // What was typed is not dropped without asking.
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await page
    .getByRole('dialog', { name: '¿Descartar los cambios?' })
    .getByRole('button', { name: 'Descartar' })
    .click();
  await expect(form).toBeHidden();

  // Found by a district, without accents or capitals; the view survives a reload.
  const search = page.getByRole('searchbox', { name: 'Buscar en el registro' });
  await search.fill(`valle norte ${run}`);
  await expect(page).toHaveURL(/q=valle\+norte/);
  await page.reload();
  await expect(search).toHaveValue(`valle norte ${run}`);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Ollantaytambo, Machupicchu')).toBeVisible();
  await expect(row.getByText('Capitán Wilber Ttito Ayma')).toBeVisible();
  await expect(row.getByRole('link', { name: '084 204086' })).toHaveAttribute(
    'href',
    'tel:+5184204086',
  );
  await expect(
    row.getByRole('link', { name: 'Ver en el mapa: Comisaría PNP Ollantaytambo' }),
  ).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=-13\.2584&mlon=-72\.2633/);
});

test('a POLICIA edits a jurisdiction, exports the filtered list and deletes it', async ({
  page,
  request,
}) => {
  test.slow();
  const name = `Quillabamba ${run}`;
  const created = await request.post('/api/admin/jurisdictions', {
    headers: await authHeaders(request, 'policia@turismo.cusco.pe'),
    data: {
      name,
      province: 'La Convención',
      districts: ['Santa Ana'],
      headquarters: {
        name: 'Comisaría PNP Quillabamba',
        address: 'Jr. Libertad 501, Quillabamba',
        phone: '084 281010',
        latitude: -12.8636,
        longitude: -72.6922,
      },
      touristZones: ['Mirador de la Ciudad'],
    },
  });
  expect(created.status()).toBe(201);

  await signInAt(
    page,
    'policia@turismo.cusco.pe',
    `/admin/policias/jurisdiccion?q=${encodeURIComponent(name)}`,
  );
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Sin responsable')).toBeVisible(FIRST_LOAD);

  // Edit: one more district, a new station phone.
  await row.getByRole('button', { name: `Editar ${name}` }).click();
  const form = drawer(page);
  await expect(form.getByLabel('Nombre de la comisaría')).toHaveValue('Comisaría PNP Quillabamba');
  await typeAndPick(page, form.getByLabel('Distritos'), 'Echarate', {
    text: 'Echar',
    multiple: true,
  });
  await form.getByLabel('Teléfono').fill('084 281111');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cambios guardados.')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(row.getByText('Santa Ana, Echarate')).toBeVisible();
  await expect(row.getByRole('link', { name: '084 281111' })).toHaveAttribute(
    'href',
    'tel:+5184281111',
  );

  // Export what the list shows: the search plus the province filter.
  await typeAndPick(page, page.getByRole('combobox', { name: 'Provincia' }), 'La Convención', {
    text: 'Conv',
    multiple: true,
  });
  await expect(page).toHaveURL(/province=La\+Convenci%C3%B3n/);
  await expect(page.getByRole('status').filter({ hasText: 'Resultados' })).toHaveText(
    'Resultados: 1',
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^jurisdicciones-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split(/\r\n/);
  for (const header of ['Nombre', 'Provincia', 'Distritos', 'Sede', 'Latitud', 'Responsable']) {
    expect(lines[0]).toContain(header);
  }
  expect(lines.slice(1)).toHaveLength(1);
  for (const value of [
    name,
    'La Convención',
    'Echarate',
    'Comisaría PNP Quillabamba',
    '084 281111',
  ]) {
    expect(lines[1]).toContain(value);
  }

  // Delete, after the confirmation names the jurisdiction.
  await row.getByRole('button', { name: `Eliminar ${name}` }).click();
  await page
    .getByRole('dialog', { name: new RegExp(`¿Eliminar la jurisdicción ${name}\\?`) })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(page.getByText(`Se eliminó la jurisdicción ${name}.`)).toBeVisible();
  await expect(page.getByText('No hay jurisdicciones que coincidan')).toBeVisible();
});

test('a jurisdiction with officers is not deleted, and the page says why', async ({ page }) => {
  await signInAt(page, 'policia@turismo.cusco.pe', '/admin/policias/jurisdiccion?q=Wanchaq');
  const row = page.getByRole('row', { name: /Comisaría PNP Wanchaq/ });
  await row.getByRole('button', { name: 'Eliminar Wanchaq' }).click();
  await page
    .getByRole('dialog', { name: /¿Eliminar la jurisdicción Wanchaq\?/ })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(
    page.getByText(
      /^No se puede eliminar: (\d+ policías están asignados|un policía está asignado) a esta jurisdicción\./,
    ),
  ).toBeVisible();
  await page.reload();
  await expect(row).toBeVisible();
});

test('a DIRCETUR has no Jurisdicción entry and gets the 403 page on the URL', async ({ page }) => {
  await signIn(page, 'dircetur@turismo.cusco.pe');
  const menu = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(menu).toContainText('Hospedajes');
  await expect(menu).not.toContainText('Jurisdicción');
  await expect(menu).not.toContainText('Policía de Turismo');
  await page.goto('/admin/policias/jurisdiccion');
  await expect(
    page.getByRole('heading', { name: 'No tienes acceso a esta sección' }),
  ).toBeVisible();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the list and the form fit the phone', async ({ page }) => {
    await signInAt(page, 'policia@turismo.cusco.pe', '/admin/policias/jurisdiccion?q=Wanchaq');
    await expect(
      page.getByRole('link', { name: 'Ver en el mapa: Comisaría PNP Wanchaq' }),
    ).toBeAttached();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Nuevo' }).click();
    await expect(drawer(page).getByLabel('Latitud')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
