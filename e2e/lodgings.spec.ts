import { expect as baseExpect, type Page } from '@playwright/test';
import { signInAt } from './support/auth';
import {
  choose,
  createThroughApi,
  exportCsv,
  listAnswered,
  resultCount,
  rucFrom,
} from './support/registry';
import { test } from './support/test';

// Hospedajes end to end: a DIRCETUR registers a lodging (a wrong RUC, too few beds, a lone
// coordinate and a certificate clash refused on their fields), finds it without accents, sees it on the
// map, edits it, exports a filtered list and deletes it; a POLICIA only reads the registry.

// Unique per run, so a retry does not clash with what the first try left behind.
const run = Date.now().toString().slice(-7);
const ruc = rucFrom(`20${run}3`);
const tradeName = `Hostal Qoricancha Ñusta ${run}`;
const certificate = `CUS-EH-${run}`;

const drawer = (page: Page) => page.getByRole('dialog');

// Antd's first render of a table or a drawer takes its time on a busy machine.
const expect = baseExpect.configure({ timeout: 10_000 });

test('a DIRCETUR registers, finds, edits, exports and deletes a lodging', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAt(page, 'dircetur@turismo.cusco.pe', '/admin/hospedajes');
  await expect(page.getByRole('heading', { name: 'Hospedajes' })).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo' }).click();
  const form = drawer(page);
  await expect(form.getByText('Nuevo hospedaje')).toBeVisible();
  await form.getByLabel('Nombre comercial').fill(tradeName);
  await form.getByLabel('Razón social').fill(`Inversiones Qoricancha ${run} E.I.R.L.`);
  await form.getByLabel('RUC').fill(ruc.wrongCheckDigit);
  await form.getByLabel('N.º de certificado').fill(certificate.toLowerCase());
  await choose(page, form.getByLabel('Clase'), 'Hostal');
  await choose(page, form.getByLabel('Categoría'), '3 estrellas');
  await form.getByLabel('Habitaciones').fill('12');
  await form.getByLabel('Camas').fill('8');
  await choose(page, form.getByLabel('Distrito'), 'San Jerónimo', 'san jeronimo');
  await form.getByLabel('Dirección').fill('Calle Pumacurco 408');
  await form.getByLabel('Latitud').fill('-13.5167');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText(/^RUC no válido: 11 dígitos/)).toBeVisible();
  await expect(form.getByText('Debe haber al menos una cama por habitación.')).toBeVisible();
  await expect(
    form.getByText('Indica la latitud y la longitud, o ninguna de las dos.'),
  ).toBeVisible();

  await form.getByLabel('RUC').fill(ruc.valid);
  await form.getByLabel('Camas').fill('20');
  await form.getByLabel('Longitud').fill('-71.9787');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registro creado.')).toBeVisible();
  await expect(form).toBeHidden();

  // The company's second lodging, with the first one's certificate: the server's clash lands
  // on the certificate, naming it (one company may run several lodgings, not share a certificate).
  await page.getByRole('button', { name: 'Nuevo' }).click();
  await form.getByLabel('Nombre comercial').fill(`Otro Hospedaje ${run}`);
  await form.getByLabel('Razón social').fill(`Otro Hospedaje ${run} S.A.C.`);
  await form.getByLabel('RUC').fill(ruc.valid);
  await form.getByLabel('N.º de certificado').fill(certificate);
  await form.getByLabel('Habitaciones').fill('3');
  await form.getByLabel('Camas').fill('6');
  await choose(page, form.getByLabel('Distrito'), 'Cusco', 'cus');
  await form.getByLabel('Dirección').fill('Calle Saphi 610');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    form.getByText(`Ya existe un hospedaje con el certificado ${certificate}`),
  ).toBeVisible();
  // What was typed is thrown away only once confirmed.
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await page
    .getByRole('dialog', { name: '¿Descartar los cambios?' })
    .getByRole('button', { name: 'Descartar' })
    .click();
  await expect(form).toBeHidden();

  // Found without accents or capitals; the view survives a reload.
  const search = page.getByRole('searchbox', { name: 'Buscar en el registro' });
  await search.fill(`qoricancha nusta ${run}`);
  await expect(page).toHaveURL(/q=qoricancha\+nusta/);
  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(tradeName) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('img', { name: '3 estrellas' })).toHaveText('★★★');
  await expect(row.getByRole('cell', { name: 'Hostal', exact: true })).toBeVisible();
  await expect(row.getByText('Activo')).toBeVisible();
  expect(await resultCount(page)).toBe(1);

  // Its place on the map, once the location column is chosen.
  await page.getByRole('button', { name: 'Columnas' }).click();
  await page.getByRole('checkbox', { name: 'Ubicación' }).check();
  await page.keyboard.press('Escape');
  await expect(row.getByRole('link', { name: `Ver en el mapa: ${tradeName}` })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=-13\.5167&mlon=-71\.9787/,
  );

  // Edit: closed now, with more beds.
  await row.getByRole('button', { name: `Editar ${tradeName}` }).click();
  await expect(form.getByLabel('Nombre comercial')).toHaveValue(tradeName);
  await choose(page, form.getByLabel('Estado'), 'Cerrado');
  await form.getByLabel('Camas').fill('24');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cambios guardados.')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(row.getByText('Cerrado')).toBeVisible();

  // Export a filtered list: every three-star hostal, ours among them, and no other.
  await search.fill('');
  await expect(page).not.toHaveURL(/q=/);
  await choose(page, page.getByRole('combobox', { name: 'Clase', exact: true }), 'Hostal', 'host');
  const filtered = listAnswered(page, '"category":["TRES_ESTRELLAS"]');
  await choose(
    page,
    page.getByRole('combobox', { name: 'Categoría', exact: true }),
    '3 estrellas',
    '3',
  );
  await expect(page).toHaveURL(/lodgingClass=HOSTAL.*category=TRES_ESTRELLAS/);
  await filtered;
  const count = await resultCount(page);
  const csv = await exportCsv(page);
  expect(csv.name).toMatch(/^hospedajes-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.header).toEqual(
    expect.arrayContaining(['Nombre comercial', 'RUC', 'Clase', 'Categoría', 'Latitud']),
  );
  expect(csv.rows).toHaveLength(count);
  expect(csv.rows.every((lodging) => lodging.Clase === 'Hostal')).toBe(true);
  expect(csv.rows.every((lodging) => lodging.Categoría === '3 estrellas')).toBe(true);
  expect(csv.rows.find((lodging) => lodging.RUC === ruc.valid)).toMatchObject({
    'Nombre comercial': tradeName,
    Distrito: 'San Jerónimo',
    'N.º de certificado': certificate,
    Camas: '24',
    Estado: 'Cerrado',
    Latitud: '-13.5167',
  });

  // Delete, after the confirmation names the lodging.
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
  await expect(page.getByText('No hay hospedajes que coincidan')).toBeVisible();
});

test('a POLICIA reads the lodging registry but sees no way to change it', async ({
  page,
  request,
}) => {
  const name = `Albergue Policía ${run}`;
  const policeRuc = rucFrom(`10${run}4`).valid;
  await createThroughApi(request, 'lodgings', {
    tradeName: name,
    businessName: `Albergue ${run} S.R.L.`,
    ruc: policeRuc,
    lodgingClass: 'ALBERGUE',
    address: 'Jr. Mayta Cápac 112',
    province: 'Urubamba',
    district: 'Ollantaytambo',
    rooms: 4,
    beds: 12,
  });

  await signInAt(page, 'policia@turismo.cusco.pe', `/admin/hospedajes?q=${policeRuc}`);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Sin categoría')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nuevo' })).toHaveCount(0);
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Editar|Eliminar|Ver historial)/ })).toHaveCount(
    0,
  );
});
