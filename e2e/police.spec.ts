import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { authHeaders, signIn, signInAt } from './support/auth';
import { typeAndPick } from './support/registry';
import { test } from './support/test';

// Policías end to end, as the tourism police work it: a POLICIA registers an officer, finds them,
// edits them, exports the filtered list and deletes them; an officer who leads a jurisdiction is
// not deleted; a DIRCETUR never reaches the page.

// Unique per run, so a retry does not clash with what the first try left behind.
const run = Date.now().toString().slice(-7);

const drawer = (page: Page) => page.getByRole('dialog');

// A page opened by URL loads its code and its list first: slower than a step on a busy machine.
const FIRST_LOAD = { timeout: 15_000 };

/** Picks an option of an antd Select that has no search (its options carry their label as title). */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByTitle(option, { exact: true }).filter({ visible: true }).click();
}

test('a POLICIA registers an officer through the form and finds them by search', async ({
  page,
}) => {
  test.slow();
  const cip = `9${run}`;
  await signInAt(page, 'policia@turismo.cusco.pe', '/admin/policias/lista');
  await expect(page.getByRole('heading', { name: 'Policías' })).toBeVisible();

  // First with a CIP and a DNI that are not.
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const form = drawer(page);
  await expect(form.getByText('Nuevo policía')).toBeVisible();
  await choose(page, form.getByLabel('Grado'), 'Suboficial Técnico de Primera');
  await form.getByLabel('Apellidos').fill('Ñaupa Cáceres');
  await form.getByLabel('Nombres').fill('Úrsula Élida');
  await form.getByLabel('CIP').fill('12-AB');
  await form.getByLabel('DNI').fill('4000');
  await form.getByLabel('Unidad').fill('DEPTUR Cusco');
  await typeAndPick(page, form.getByLabel('Jurisdicción'), 'Wanchaq');
  await typeAndPick(page, form.getByLabel('Idiomas'), 'Quechua (qu)', {
    text: 'qu',
    multiple: true,
  });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('El CIP tiene de 6 a 9 dígitos.')).toBeVisible();
  await expect(form.getByText('El DNI tiene exactamente 8 dígitos.')).toBeVisible();

  await form.getByLabel('CIP').fill(cip);
  await form.getByLabel('DNI').fill(`4${run}`);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registro creado.')).toBeVisible();
  await expect(form).toBeHidden();

  // The same CIP again: the server's clash lands on the field, naming the CIP.
  await page.getByRole('button', { name: 'Nuevo' }).click();
  await choose(page, form.getByLabel('Grado'), 'Alférez');
  await form.getByLabel('Apellidos').fill('Otra Persona');
  await form.getByLabel('Nombres').fill('Ana');
  await form.getByLabel('CIP').fill(cip);
  await form.getByLabel('DNI').fill(`5${run}`);
  await form.getByLabel('Unidad').fill('DIVPOTUR Cusco');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText(`Ya existe un policía con el CIP ${cip}`)).toBeVisible();
  // What was typed is not dropped without asking.
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await page
    .getByRole('dialog', { name: '¿Descartar los cambios?' })
    .getByRole('button', { name: 'Descartar' })
    .click();
  await expect(form).toBeHidden();

  // Found without accents or capitals; the view is in the URL and survives a reload.
  const search = page.getByRole('searchbox', { name: 'Buscar en el registro' });
  await search.fill('naupa caceres');
  await expect(page).toHaveURL(/q=naupa\+caceres/);
  await page.reload();
  await expect(search).toHaveValue('naupa caceres');
  const row = page.getByRole('row', { name: /Ñaupa Cáceres, Úrsula Élida/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('Suboficial Técnico de Primera')).toBeVisible();
  await expect(row.getByText('Wanchaq')).toBeVisible();
  await expect(row.getByText('Quechua')).toBeVisible();
  await expect(row.getByText('Activo')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Resultados' })).toHaveText(
    'Resultados: 1',
  );
  // And by CIP.
  await search.fill(cip);
  await expect(page).toHaveURL(new RegExp(`q=${cip}`));
  await expect(row).toBeVisible();
});

test('a POLICIA edits an officer, exports the filtered list and deletes the officer', async ({
  page,
  request,
}) => {
  test.slow();
  const cip = `8${run}`;
  const created = await request.post('/api/admin/police', {
    headers: await authHeaders(request, 'policia@turismo.cusco.pe'),
    data: {
      rank: 'TENIENTE',
      firstNames: 'Teodoro',
      lastNames: 'Sutta Áncco',
      cip,
      dni: `6${run}`,
      unit: 'DEPTUR Cusco',
      jurisdictionId: 'jurisdiction-urubamba',
      languages: ['es', 'en'],
    },
  });
  expect(created.status()).toBe(201);

  await signInAt(page, 'policia@turismo.cusco.pe', `/admin/policias/lista?q=${cip}`);
  const row = page.getByRole('row', { name: /Sutta Áncco, Teodoro/ });
  await expect(row.getByText('Activo')).toBeVisible(FIRST_LOAD);
  await expect(row.getByText('Urubamba')).toBeVisible();

  // Edit: on leave, with a phone.
  await row.getByRole('button', { name: 'Editar Sutta Áncco, Teodoro' }).click();
  const form = drawer(page);
  await expect(form.getByLabel('CIP')).toHaveValue(cip);
  await choose(page, form.getByLabel('Estado'), 'Vacaciones');
  await form.getByLabel('Teléfono').fill('984 555 123');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cambios guardados.')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(row.getByText('Vacaciones')).toBeVisible();

  // Export what the list shows: the search plus the status and jurisdiction filters.
  await typeAndPick(page, page.getByRole('combobox', { name: 'Estado' }), 'Vacaciones', {
    multiple: true,
  });
  await typeAndPick(page, page.getByRole('combobox', { name: 'Jurisdicción' }), 'Urubamba', {
    multiple: true,
  });
  await expect(page).toHaveURL(/status=VACACIONES/);
  await expect(page).toHaveURL(/jurisdictionId=jurisdiction-urubamba/);
  await expect(page.getByRole('status').filter({ hasText: 'Resultados' })).toHaveText(
    'Resultados: 1',
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^policias-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split(/\r\n/);
  for (const header of ['Grado', 'Apellidos', 'CIP', 'DNI', 'Unidad', 'Jurisdicción', 'Estado']) {
    expect(lines[0]).toContain(header);
  }
  expect(lines.slice(1)).toHaveLength(1);
  for (const value of ['Teniente', 'Sutta Áncco', cip, 'Urubamba', '984 555 123', 'Vacaciones']) {
    expect(lines[1]).toContain(value);
  }

  // Delete, after the confirmation names the officer.
  await row.getByRole('button', { name: 'Eliminar Sutta Áncco, Teodoro' }).click();
  const confirm = page.getByRole('dialog', { name: /¿Eliminar a Sutta Áncco, Teodoro/ });
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Se eliminó a Sutta Áncco, Teodoro del registro.')).toBeVisible();
  await expect(page.getByText('No hay policías que coincidan')).toBeVisible();
});

test('the officer who leads a jurisdiction is not deleted, and the page says why', async ({
  page,
  request,
}) => {
  const headers = await authHeaders(request, 'policia@turismo.cusco.pe');
  const centro = await (
    await request.get('/api/admin/jurisdictions/jurisdiction-cusco-centro', { headers })
  ).json();
  const chief = await (
    await request.get(`/api/admin/police/${centro.responsibleOfficerId}`, { headers })
  ).json();
  const name = `${chief.lastNames}, ${chief.firstNames}`;

  await signInAt(page, 'policia@turismo.cusco.pe', `/admin/policias/lista?q=${chief.cip}`);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: `Eliminar ${name}` }).click();
  await page
    .getByRole('dialog', { name: new RegExp(`¿Eliminar a ${name}`) })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(
    page.getByText(
      `No se puede eliminar: es responsable de la jurisdicción ${centro.name}. Nombra antes a otro responsable.`,
    ),
  ).toBeVisible();
  await page.reload();
  await expect(row).toBeVisible();
});

test('a DIRCETUR has no Policías entry and gets the 403 page on the URL', async ({ page }) => {
  await signIn(page, 'dircetur@turismo.cusco.pe');
  const menu = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(menu).toContainText('Hospedajes');
  await expect(menu).not.toContainText('Policías');
  await page.goto('/admin/policias/lista');
  await expect(
    page.getByRole('heading', { name: 'No tienes acceso a esta sección' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Policías' })).toHaveCount(0);
});
