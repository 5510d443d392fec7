import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { signInAt } from './support/auth';
import { choose, createThroughApi, pickDate } from './support/registry';
import { test } from './support/test';

// Guías de Turismo end to end: an ADMINISTRADOR registers a guide, finds it, edits it, reads its
// history, exports the filtered list and deletes it; a POLICIA only reads the registry.

// Unique per run, so a retry does not clash with what the first try left behind.
const run = Date.now().toString().slice(-7);
const dni = `7${run}`;
// Carnés in the registry's format GOT-YYYY-NNNN, in years no seeded guide has.
const carne = (first: string) => `GOT-${first}${run.slice(0, 3)}-${run.slice(3)}`;
const license = carne('2');

const drawer = (page: Page) => page.getByRole('dialog');

/** Registers a guide through the REST API as the ADMINISTRADOR. */
function registerGuide(request: APIRequestContext, guide: Record<string, unknown>) {
  return createThroughApi(request, 'guides', {
    documentType: 'DNI',
    licenseIssuedOn: '2024-01-10',
    licenseExpiresOn: '2029-01-10',
    ...guide,
  });
}

test('an ADMINISTRADOR registers a guide through the form and finds it by search', async ({
  page,
}) => {
  test.slow();
  await signInAt(page, 'admin@turismo.cusco.pe', '/admin/guias-turismo');
  await expect(page.getByRole('heading', { name: 'Guías de Turismo' })).toBeVisible();

  // First with a DNI of 4 digits.
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const form = drawer(page);
  await expect(form.getByText('Nuevo guía de turismo')).toBeVisible();
  await form.getByLabel('Apellidos').fill('Ñahui Cáceres');
  await form.getByLabel('Nombres').fill('Zoila Élida');
  await form.getByLabel('Número de documento').fill('1234');
  await form.getByLabel('Carné de guía').fill(license);
  // "quech" + Enter picks the highlighted language; Tab leaves the list (Esc would ask to
  // discard the form once the list is closed).
  await form.getByLabel('Idiomas').fill('quech');
  await form.getByLabel('Idiomas').press('Enter');
  await form.getByLabel('Idiomas').press('Tab');
  await expect(form.locator('.ant-select-selection-item', { hasText: 'Quechua' })).toBeVisible();
  await pickDate(form.getByLabel('Fecha de emisión'), '01/03/2024');
  await pickDate(form.getByLabel('Vencimiento'), '01/03/2028');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('El DNI tiene exactamente 8 dígitos.')).toBeVisible();

  await form.getByLabel('Número de documento').fill(dni);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registro creado.')).toBeVisible();
  await expect(form).toBeHidden();

  // The same carné again: the server's clash lands on the field, naming the carné.
  await page.getByRole('button', { name: 'Nuevo' }).click();
  await form.getByLabel('Apellidos').fill('Otra Persona');
  await form.getByLabel('Nombres').fill('Ana');
  await form.getByLabel('Número de documento').fill(`8${run}`);
  await form.getByLabel('Carné de guía').fill(license);
  await pickDate(form.getByLabel('Fecha de emisión'), '01/03/2024');
  await pickDate(form.getByLabel('Vencimiento'), '01/03/2028');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText(`Ya existe un guía con el carné ${license}`)).toBeVisible();
  // What was typed is not dropped without asking.
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await page
    .getByRole('dialog', { name: '¿Descartar los cambios?' })
    .getByRole('button', { name: 'Descartar' })
    .click();
  await expect(form).toBeHidden();

  // Found without accents or capitals; the view is in the URL and survives a reload.
  const search = page.getByRole('searchbox', { name: 'Buscar en el registro' });
  await search.fill('nahui caceres');
  await expect(page).toHaveURL(/q=nahui\+caceres/);
  await page.reload();
  await expect(search).toHaveValue('nahui caceres');
  const row = page.getByRole('row', { name: /Ñahui Cáceres, Zoila Élida/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('Quechua')).toBeVisible();
  await expect(row.getByText('Vigente')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Resultados' })).toHaveText(
    'Resultados: 1',
  );
});

test('an ADMINISTRADOR edits a guide, reads its history, exports the filtered list and deletes it', async ({
  page,
  request,
}) => {
  test.slow();
  await registerGuide(request, {
    firstNames: 'Teodoro',
    lastNames: 'Sutta Áncco',
    documentNumber: `5${run}`,
    licenseNumber: carne('3'),
    languages: ['es', 'en'],
  });
  await signInAt(page, 'admin@turismo.cusco.pe', `/admin/guias-turismo?q=${carne('3')}`);
  const row = page.getByRole('row', { name: /Sutta Áncco, Teodoro/ });
  await expect(row.getByText('Vigente')).toBeVisible();

  // Edit: suspend the carné and name the association.
  await row.getByRole('button', { name: 'Editar Sutta Áncco, Teodoro' }).click();
  const form = drawer(page);
  await expect(form.getByLabel('Apellidos')).toHaveValue('Sutta Áncco');
  await choose(page, form.getByLabel('Estado'), 'Suspendido');
  await form.getByLabel('Asociación').fill('AGOTUR Cusco');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cambios guardados.')).toBeVisible();
  await expect(row.getByText('Suspendido')).toBeVisible();

  // Its history: the update with before and after, then the creation.
  await row.getByRole('button', { name: 'Ver historial de Sutta Áncco, Teodoro' }).click();
  const history = drawer(page);
  await expect(history.getByText('Historial de Sutta Áncco, Teodoro')).toBeVisible();
  await expect(history.getByText('Modificación')).toBeVisible();
  await expect(history.getByText('Vigente → Suspendido')).toBeVisible();
  await expect(history.getByText('(vacío) → AGOTUR Cusco')).toBeVisible();
  await expect(history.getByText('Creación')).toBeVisible();
  await history.getByRole('button', { name: 'Cerrar' }).click();
  await expect(history).toBeHidden();

  // Export what the list shows: the search plus the status filter.
  await choose(page, page.getByRole('combobox', { name: 'Estado' }), 'Suspendido');
  await expect(page).toHaveURL(/status=SUSPENDIDO/);
  await expect(page.getByRole('status').filter({ hasText: 'Resultados' })).toHaveText(
    'Resultados: 1',
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^guias-turismo-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split(/\r\n/);
  expect(lines[0]).toContain('Apellidos');
  expect(lines[0]).toContain('Carné de guía');
  expect(lines.slice(1)).toHaveLength(1);
  expect(lines[1]).toContain('Sutta Áncco');
  expect(lines[1]).toContain(carne('3'));
  expect(lines[1]).toContain('Suspendido');

  // Delete, after the confirmation names the guide.
  await row.getByRole('button', { name: 'Eliminar Sutta Áncco, Teodoro' }).click();
  const confirm = page.getByRole('dialog', { name: /¿Eliminar a Sutta Áncco, Teodoro/ });
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Se eliminó a Sutta Áncco, Teodoro del registro.')).toBeVisible();
  await expect(page.getByText('No hay guías que coincidan')).toBeVisible();
});

test('a POLICIA reads the guide registry but sees no way to change it', async ({
  page,
  request,
}) => {
  await registerGuide(request, {
    firstNames: 'Gualberto',
    lastNames: 'Ttupa Ñaupari',
    documentNumber: `6${run}`,
    licenseNumber: carne('4'),
    languages: ['es', 'en'],
  });

  await signInAt(page, 'policia@turismo.cusco.pe', `/admin/guias-turismo?q=${carne('4')}`);
  const row = page.getByRole('row', { name: /Ttupa Ñaupari, Gualberto/ });
  await expect(row).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nuevo' })).toHaveCount(0);
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Editar|Eliminar|Ver historial)/ })).toHaveCount(
    0,
  );
});
