import { expect as baseExpect, type Page } from '@playwright/test';
import { signInAt } from './support/auth';
import {
  choose,
  createThroughApi,
  exportCsv,
  listAnswered,
  pickDate,
  resultCount,
  rucFrom,
} from './support/registry';
import { test } from './support/test';

// Agencias de Viaje end to end: a DIRCETUR registers an agency (a wrong RUC and a RUC clash
// refused on the field), finds it without accents, edits it, exports a filtered list and deletes
// it; a POLICIA only reads the registry.

// Unique per run, so a retry does not clash with what the first try left behind.
const run = Date.now().toString().slice(-7);
const ruc = rucFrom(`20${run}1`);
const tradeName = `Ñawpaq Cóndor Expediciones ${run}`;

const drawer = (page: Page) => page.getByRole('dialog');

// Antd's first render of a table or a drawer takes its time on a busy machine.
const expect = baseExpect.configure({ timeout: 10_000 });

test('a DIRCETUR registers, finds, edits, exports and deletes an agency', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAt(page, 'dircetur@turismo.cusco.pe', '/admin/agencias-viaje');
  await expect(page.getByRole('heading', { name: 'Agencias de Viaje' })).toBeVisible();

  // A RUC whose check digit is wrong is refused on its field.
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const form = drawer(page);
  await expect(form.getByText('Nueva agencia de viajes')).toBeVisible();
  await form.getByLabel('Nombre comercial').fill(tradeName);
  await form.getByLabel('Razón social').fill(`Ñawpaq Cóndor Expediciones ${run} S.A.C.`);
  await form.getByLabel('RUC').fill(ruc.wrongCheckDigit);
  await form.getByLabel('N.º de certificado').fill(`DRC-E2E-${run}`);
  await choose(page, form.getByLabel('Clasificación'), 'Operador de turismo');
  await pickDate(form.getByLabel('Fecha de registro'), '15/03/2025');
  await pickDate(form.getByLabel('Vencimiento'), '15/03/2028');
  // Cusco is the default province; its districts are offered, found without accents.
  await choose(page, form.getByLabel('Distrito'), 'San Sebastián', 'san sebastian');
  await form.getByLabel('Dirección').fill('Av. de la Cultura 1020');
  await form.getByLabel('Sitio web').fill('www.sin-protocolo.pe');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText(/^RUC no válido: 11 dígitos/)).toBeVisible();
  await expect(
    form.getByText('Ingresa una dirección que empiece con http:// o https://.'),
  ).toBeVisible();

  await form.getByLabel('RUC').fill(ruc.valid);
  await form.getByLabel('Sitio web').fill('https://www.nawpaq-condor.pe');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registro creado.')).toBeVisible();
  await expect(form).toBeHidden();

  // The same RUC again: the server's clash lands on the RUC field, naming it.
  await page.getByRole('button', { name: 'Nuevo' }).click();
  await form.getByLabel('Nombre comercial').fill(`Otra Agencia ${run}`);
  await form.getByLabel('Razón social').fill(`Otra Agencia ${run} E.I.R.L.`);
  await form.getByLabel('RUC').fill(ruc.valid);
  await form.getByLabel('N.º de certificado').fill(`DRC-OTRA-${run}`);
  await pickDate(form.getByLabel('Fecha de registro'), '01/04/2025');
  await pickDate(form.getByLabel('Vencimiento'), '01/04/2027');
  await choose(page, form.getByLabel('Distrito'), 'Wanchaq', 'wan');
  await form.getByLabel('Dirección').fill('Calle Tullumayo 200');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText(`Ya existe una agencia con el RUC ${ruc.valid}`)).toBeVisible();
  // What was typed is thrown away only once confirmed.
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await page
    .getByRole('dialog', { name: '¿Descartar los cambios?' })
    .getByRole('button', { name: 'Descartar' })
    .click();
  await expect(form).toBeHidden();

  // Found without accents or capitals; the view survives a reload.
  const search = page.getByRole('searchbox', { name: 'Buscar en el registro' });
  await search.fill(`nawpaq condor expediciones ${run}`);
  await expect(page).toHaveURL(/q=nawpaq\+condor/);
  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(tradeName) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Operador de turismo')).toBeVisible();
  // The district gives way on a laptop screen; "Columnas" brings it back.
  await expect(row.getByText('San Sebastián')).toHaveCount(0);
  await page.getByRole('button', { name: 'Columnas' }).click();
  await page.getByRole('checkbox', { name: 'Distrito' }).check();
  await page.keyboard.press('Escape');
  await expect(row.getByText('San Sebastián')).toBeVisible();
  await expect(row.getByText('Vigente')).toBeVisible();
  expect(await resultCount(page)).toBe(1);

  // Edit: another province clears the district; suspend the certificate.
  await row.getByRole('button', { name: `Editar ${tradeName}` }).click();
  await expect(form.getByLabel('Nombre comercial')).toHaveValue(tradeName);
  await choose(page, form.getByLabel('Provincia'), 'Urubamba', 'urub');
  await expect(form.getByTitle('San Sebastián')).toHaveCount(0);
  await choose(page, form.getByLabel('Distrito'), 'Ollantaytambo', 'ollanta');
  await choose(page, form.getByLabel('Estado'), 'Suspendido');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cambios guardados.')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(row.getByText('Suspendido')).toBeVisible();
  await expect(row.getByText('Ollantaytambo')).toBeVisible();

  // Export a filtered list: every agency of Urubamba, ours among them, and no other.
  await search.fill('');
  await expect(page).not.toHaveURL(/q=/);
  const filtered = listAnswered(page, '"province":["Urubamba"]');
  await choose(
    page,
    page.getByRole('combobox', { name: 'Provincia', exact: true }),
    'Urubamba',
    'urub',
  );
  await expect(page).toHaveURL(/province=Urubamba/);
  await filtered;
  const count = await resultCount(page);
  const csv = await exportCsv(page);
  expect(csv.name).toMatch(/^agencias-viaje-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.header).toEqual(expect.arrayContaining(['Nombre comercial', 'RUC', 'Provincia']));
  expect(csv.rows).toHaveLength(count);
  expect(csv.rows.every((agency) => agency.Provincia === 'Urubamba')).toBe(true);
  const ours = csv.rows.find((agency) => agency.RUC === ruc.valid);
  expect(ours).toMatchObject({
    'Nombre comercial': tradeName,
    Distrito: 'Ollantaytambo',
    Estado: 'Suspendido',
    Clasificación: 'Operador de turismo',
  });

  // Delete, after the confirmation names the agency.
  // Only ours is listed before it goes: the list after the delete is the empty search.
  const searched = listAnswered(page, `"search":"${run}"`);
  await search.fill(run);
  await searched;
  expect(await resultCount(page)).toBe(1);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Eliminar ${tradeName}` }).click();
  const confirm = page.getByRole('dialog', {
    name: new RegExp(`¿Eliminar ${tradeName} del registro`),
  });
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText(`Se eliminó ${tradeName} del registro.`)).toBeVisible();
  await expect(page.getByText('No hay agencias que coincidan')).toBeVisible();
});

test('a POLICIA reads the agency registry but sees no way to change it', async ({
  page,
  request,
}) => {
  const name = `Killa Tours Policía ${run}`;
  await createThroughApi(request, 'travel-agencies', {
    tradeName: name,
    businessName: `Killa Tours ${run} S.R.L.`,
    ruc: rucFrom(`20${run}2`).valid,
    classification: 'MINORISTA',
    address: 'Calle Procuradores 120',
    province: 'Cusco',
    district: 'Cusco',
    certificateNumber: `DRC-POL-${run}`,
    registeredOn: '2024-01-10',
    expiresOn: '2029-01-10',
  });

  await signInAt(
    page,
    'policia@turismo.cusco.pe',
    `/admin/agencias-viaje?q=${encodeURIComponent(`DRC-POL-${run}`)}`,
  );
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nuevo' })).toHaveCount(0);
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Editar|Eliminar|Ver historial)/ })).toHaveCount(
    0,
  );
});
