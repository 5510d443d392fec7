import { writeFileSync } from 'node:fs';
import { expect as baseExpect, type Page } from '@playwright/test';
import { type DirectoryFileRow, directoryFile } from '../scripts/lib/directory-file';
import { authHeaders, signIn } from './support/auth';
import { rucFrom } from './support/registry';
import { test } from './support/test';

// A DIRCETUR keeps the agencies in step with the national directory: uploads a file, reads the
// preview, confirms, and finds the imported agency; a tourist's verification of it names the
// directory and its date.

const run = Date.now().toString().slice(-7);
const ruc = rucFrom(`20${run}2`).valid;
const badRuc = rucFrom(`20${run}3`).wrongCheckDigit;
const tradeName = `Qhapaq Ñan Operador ${run}`;

const expect = baseExpect.configure({ timeout: 15_000 });

/** What agencies and lodgings share, as the REST API lists them. */
interface Provider {
  ruc: string;
  businessName: string;
  tradeName: string;
  province: string;
  district: string;
  address: string;
  phone: string | null;
  certificateNumber: string | null;
}

interface Agency extends Provider {
  classification: string;
}

/** A record of ours as the directory would list it, at the cut-off 15/10/2026. */
const listedAs = (provider: Provider): DirectoryFileRow => ({
  RUC: provider.ruc,
  RAZON_SOCIAL: provider.businessName,
  NOMBRE_COMERCIAL: provider.tradeName,
  DEPARTAMENTO: 'CUSCO',
  PROVINCIA: provider.province,
  DISTRITO: provider.district,
  DES_VIA: provider.address,
  TELEF1: provider.phone ?? '',
  NRO_CERTIFICADO: provider.certificateNumber ?? '',
  FECHA_CORTE: '15/10/2026',
});

const CLASSES: Record<string, string> = {
  MINORISTA: 'Agencia de Viajes y Turismo Minorista',
  MAYORISTA: 'Agencia de Viajes y Turismo Mayorista',
  OPERADOR_TURISMO: 'Operador de Turismo',
};

/** Opens "Importar del directorio" on the page's registry and uploads `file`; the drawer. */
async function uploadInDrawer(
  page: Page,
  file: string,
  title: string | RegExp = /^Importar del directorio/,
) {
  await page.getByRole('button', { name: 'Importar del directorio' }).click();
  const drawer = page.getByRole('dialog', { name: title });
  const chooser = page.waitForEvent('filechooser');
  await drawer.getByText('Haz clic o arrastra aquí el archivo CSV').click();
  await (await chooser).setFiles(file);
  return drawer;
}

/** Every record of a registry (`/api/admin/<path>`), page after page. */
async function everyRecord<T>(page: Page, path: string): Promise<T[]> {
  const headers = await authHeaders(page.request, 'dircetur@turismo.cusco.pe');
  const records: T[] = [];
  for (let next = 1; ; next++) {
    const answer = await page.request.get(`/api/admin/${path}?size=100&page=${next}`, {
      headers,
    });
    const { items, pageInfo } = (await answer.json()) as {
      items: T[];
      pageInfo: { lastPage: number };
    };
    records.push(...items);
    if (next >= pageInfo.lastPage) return records;
  }
}

/** Every agency of the registry as the directory lists it, so the import marks none missing. */
async function registryAsListed(page: Page): Promise<DirectoryFileRow[]> {
  return (await everyRecord<Agency>(page, 'travel-agencies')).map((agency) => ({
    ...listedAs(agency),
    CLASE: CLASSES[agency.classification] ?? '',
  }));
}

test('a DIRCETUR imports the directory and a tourist sees its date', async ({ page }, info) => {
  test.setTimeout(180_000);
  await signIn(page, 'dircetur@turismo.cusco.pe');
  const rows: DirectoryFileRow[] = [
    ...(await registryAsListed(page)),
    {
      RUC: ruc,
      RAZON_SOCIAL: `QHAPAQ ÑAN OPERADOR ${run} S.A.C.`,
      NOMBRE_COMERCIAL: tradeName,
      DEPARTAMENTO: 'CUSCO',
      PROVINCIA: 'URUBAMBA',
      DISTRITO: 'OLLANTAYTAMBO',
      VIA: 'AV.',
      DES_VIA: 'FERROCARRIL',
      NUMERO: '120',
      TELEF1: '084 204060',
      CLASE: 'OPERADOR DE TURISMO',
      NRO_CERTIFICADO: `cus-ot-${run}`,
      FECHA_CORTE: '15/10/2026',
    },
    { RUC: '20100070970', RAZON_SOCIAL: 'VIAJES LIMA S.A.', DEPARTAMENTO: 'LIMA' },
    {
      RUC: badRuc,
      RAZON_SOCIAL: 'MAL RUC S.A.C.',
      DEPARTAMENTO: 'CUSCO',
      PROVINCIA: 'CUSCO',
      DISTRITO: 'SANTIAGO',
    },
  ];
  // As the ministry publishes it: Latin-1, semicolons.
  const file = info.outputPath('agencias.csv');
  writeFileSync(file, directoryFile(rows, { separator: ';', encoding: 'latin1' }));

  await page.goto('/admin/agencias-viaje');
  const drawer = await uploadInDrawer(page, file);

  // The preview: one new agency, the Lima row left out, the bad RUC refused with its reason.
  await expect(drawer.getByText('Corte del directorio')).toBeVisible();
  await expect(drawer.getByText('15/10/2026')).toBeVisible();
  await expect(drawer.getByText('Cusco (se omite 1 fila de otras regiones)')).toBeVisible();
  await expect(drawer.getByRole('tab', { name: 'Nuevos (1)' })).toBeVisible();
  await expect(drawer.getByRole('tab', { name: 'Ya no figuran (0)' })).toBeVisible();
  const created = drawer.getByRole('row', { name: new RegExp(tradeName) });
  await expect(created).toContainText('Operador de turismo');
  await expect(created).toContainText('Ollantaytambo');
  await drawer.getByRole('tab', { name: 'Rechazadas (1)' }).click();
  await expect(drawer.getByRole('row', { name: new RegExp(badRuc) })).toContainText(
    'RUC no válido (dígito verificador)',
  );

  await drawer.getByRole('button', { name: 'Aplicar importación' }).click();
  await expect(drawer.getByText('Importación aplicada')).toBeVisible();
  await expect(drawer).toContainText('1 nuevo');
  await drawer.getByRole('button', { name: 'Cerrar' }).last().click();

  // The imported agency is in the registry: current, without the dates the directory lacks.
  await page.getByRole('searchbox', { name: 'Buscar en el registro' }).fill(ruc);
  const row = page.getByRole('row', { name: new RegExp(tradeName) });
  await expect(row).toContainText('Vigente');
  await expect(row).toContainText('Sin fechas');

  // The import is kept: who applied which file, and what it did.
  await page.getByRole('button', { name: 'Importar del directorio' }).click();
  const past = page.getByRole('region', { name: 'Importaciones anteriores' });
  await expect(past.getByText('agencias.csv (corte 15/10/2026)').first()).toBeVisible();
  await expect(past).toContainText('1 nuevo');
  await page.keyboard.press('Escape');

  // A tourist verifying it is told where the facts come from and as of when.
  await page.goto('/');
  await page.getByLabel('Nombre, RUC o número de carné').fill(ruc);
  await page.getByRole('button', { name: 'Verificar' }).click();
  const results = page.locator('.verify-outcome');
  await expect(results.getByRole('heading', { name: tradeName })).toBeVisible();
  await expect(results).toContainText('Registrado y vigente');
  await expect(results).toContainText(
    'Directorio Nacional de Prestadores, corte 15 de octubre de 2026',
  );
});

test('a DIRCETUR imports a company’s second lodging, told apart by its certificate', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  await signIn(page, 'dircetur@turismo.cusco.pe');
  const lodgings = await everyRecord<Provider>(page, 'lodgings');
  const [company] = lodgings;
  if (!company) throw new Error('The seed has lodgings');
  const hostal = `${company.tradeName} Anexo ${run}`;
  const certificate = `CUS-EH-${run}`;
  // Every lodging as listed (the class left for staff), and a new one of the first's company.
  const rows: DirectoryFileRow[] = [
    ...lodgings.map(listedAs),
    {
      RUC: company.ruc,
      RAZON_SOCIAL: company.businessName,
      NOMBRE_COMERCIAL: hostal,
      DEPARTAMENTO: 'CUSCO',
      PROVINCIA: 'CUSCO',
      DISTRITO: 'CUSCO',
      DES_VIA: 'CUESTA SAN BLAS',
      NUMERO: '210',
      CLASE: 'HOSTAL',
      CATEGORIA: '2 ESTRELLAS',
      NRO_CERTIFICADO: certificate,
      FECHA_CORTE: '15/10/2026',
    },
  ];
  const file = info.outputPath('hospedajes.csv');
  writeFileSync(file, directoryFile(rows));

  await page.goto('/admin/hospedajes');
  const drawer = await uploadInDrawer(page, file, 'Importar del directorio: Hospedajes');

  await expect(drawer.getByRole('tab', { name: 'Nuevos (1)' })).toBeVisible();
  await expect(drawer.getByRole('tab', { name: 'Ya no figuran (0)' })).toBeVisible();
  const created = drawer.getByRole('row', { name: new RegExp(hostal) });
  await expect(created).toContainText('Hostal');
  await expect(created).toContainText(certificate);
  await drawer.getByRole('button', { name: 'Aplicar importación' }).click();
  await expect(drawer.getByText('Importación aplicada')).toBeVisible();
  await drawer.getByRole('button', { name: 'Cerrar' }).last().click();

  // Both lodgings of the company are in the registry, each with its certificate.
  await page.getByRole('searchbox', { name: 'Buscar en el registro' }).fill(company.ruc);
  await expect(
    page.getByRole('row', { name: new RegExp(company.tradeName) }).first(),
  ).toContainText(company.certificateNumber ?? '');
  const imported = page.getByRole('row', { name: new RegExp(hostal) });
  await expect(imported).toContainText(certificate);
  await expect(imported.getByRole('img', { name: '2 estrellas' })).toBeVisible();

  await page.goto('/');
  await page.getByLabel('Nombre, RUC o número de carné').fill(certificate);
  await page.getByRole('button', { name: 'Verificar' }).click();
  const results = page.locator('.verify-outcome');
  await expect(results.getByRole('heading', { name: hostal })).toBeVisible();
  await expect(results).toContainText(
    'Directorio Nacional de Prestadores, corte 15 de octubre de 2026',
  );
});

test('a file of many bad rows shows the first hundred and says how many there are', async ({
  page,
}, info) => {
  await signIn(page, 'dircetur@turismo.cusco.pe');
  // A file saved with the wrong columns: every line has a field too many.
  const lines = Array.from({ length: 150 }, (_, index) => `2052714197${index % 10},A,B,C,D,E`);
  const file = info.outputPath('roto.csv');
  writeFileSync(file, ['RUC,RAZON_SOCIAL,DEPARTAMENTO,PROVINCIA,DISTRITO', ...lines].join('\n'));

  await page.goto('/admin/agencias-viaje');
  const drawer = await uploadInDrawer(page, file);

  await drawer.getByRole('tab', { name: 'Rechazadas (150)' }).click();
  await expect(
    drawer.getByText('Se muestran las primeras 100 de 150 filas rechazadas, por número de línea.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(drawer.getByRole('row', { name: /Línea mal formada/ }).first()).toContainText('2');
});

test('a DIRCETUR is asked before marking most agencies, sees the import on the landing page and undoes it', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  await signIn(page, 'dircetur@turismo.cusco.pe');
  const newRuc = rucFrom(`20${run}4`).valid;
  const newName = `Ayni Viajes ${run}`;
  // Only a new agency, classified across CLASE and CATEGORIA as the ministry's files do: every
  // other agency of the registry would be marked "not in the directory".
  const file = info.outputPath('solo-una.csv');
  writeFileSync(
    file,
    directoryFile([
      {
        RUC: newRuc,
        RAZON_SOCIAL: `AYNI VIAJES ${run} E.I.R.L.`,
        NOMBRE_COMERCIAL: newName,
        DEPARTAMENTO: 'CUSCO',
        PROVINCIA: 'CUSCO',
        DISTRITO: 'SANTIAGO',
        CLASE: 'Agencia de Viajes y Turismo',
        CATEGORIA: 'Minorista',
        NRO_CERTIFICADO: `cus-av-${run}`,
        FECHA_CORTE: '15/10/2026',
      },
    ]),
  );
  const agencies = await everyRecord<Agency>(page, 'travel-agencies');
  const seeded = agencies[0];
  if (!seeded) throw new Error('The seed has agencies');

  await page.goto('/admin/agencias-viaje');
  const drawer = await uploadInDrawer(page, file);
  await expect(drawer.getByRole('tab', { name: 'Nuevos (1)' })).toBeVisible();
  const created = drawer.getByRole('row', { name: new RegExp(newName) });
  await expect(created).toContainText('Agencia de viajes y turismo minorista');
  const missingTab = drawer.getByRole('tab', { name: /^Ya no figuran \(\d+\)$/ });
  const marked = Number(/\((\d+)\)/.exec((await missingTab.textContent()) ?? '')?.[1]);
  expect(marked).toBeGreaterThan(agencies.length / 10);
  // The list says which agencies, by RUC too.
  await missingTab.click();
  await expect(drawer.getByRole('columnheader', { name: 'RUC' })).toBeVisible();

  // Applying asks first, naming the count and what tourists will read.
  await drawer.getByRole('button', { name: 'Aplicar importación' }).click();
  const question = page.getByRole('dialog', {
    name: `¿Marcar ${marked} de ${agencies.length} registros como «No figura en el directorio»?`,
  });
  await expect(question).toBeVisible();
  await expect(question).toContainText('Pregunta en la DIRCETUR antes de pagar.');
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(question).toBeHidden();
  await expect(drawer.getByText('Importación aplicada')).toBeHidden();
  await drawer.getByRole('button', { name: 'Aplicar importación' }).click();
  await question.getByRole('button', { name: `Marcar ${marked} y aplicar` }).click();
  await expect(drawer.getByText('Importación aplicada')).toBeVisible();
  await drawer.getByRole('button', { name: 'Cerrar' }).last().click();

  // The landing page shows the import as one line, which opens it.
  await page.goto('/admin/inicio');
  const changes = page.locator('.overview-changes');
  // The newest line, and one for all the agencies it wrote: none of them has a line of its own.
  const line = changes.getByRole('link', { name: /^Importación del directorio: / }).first();
  await expect(line).toHaveText(`Importación del directorio: 1 nueva, ${marked} marcadas`);
  await expect(
    changes.getByRole('link', { name: `Importación del directorio: 1 nueva, ${marked} marcadas` }),
  ).toHaveCount(1);
  await expect(changes.getByRole('link', { name: seeded.tradeName })).toHaveCount(0);
  await line.click();
  await expect(page).toHaveURL(/\/admin\/agencias-viaje\?importacion=/);
  const opened = page.getByRole('dialog', { name: /^Importar del directorio/ });
  await expect(opened.getByText('Importación aplicada')).toBeVisible();
  await opened.getByRole('button', { name: 'Cerrar' }).last().click();

  // Undone from the registry's list of imports: the new agency gone, no agency marked.
  await page.getByRole('button', { name: 'Importar del directorio' }).click();
  const past = page.getByRole('region', { name: 'Importaciones anteriores' });
  await past.getByRole('button', { name: 'Deshacer la importación de solo-una.csv' }).click();
  const undo = page.getByRole('dialog', { name: '¿Deshacer la importación de solo-una.csv?' });
  await undo.getByRole('button', { name: 'Deshacer importación' }).click();
  await expect(past.getByText('Se deshizo la importación.')).toBeVisible();
  await expect(past.getByText(/^Deshecha el /).first()).toBeVisible();
  await page.keyboard.press('Escape');
  const after = await everyRecord<Agency & { notInDirectoryAsOf: string | null }>(
    page,
    'travel-agencies',
  );
  expect(after.map((agency) => agency.ruc)).not.toContain(newRuc);
  expect(after.filter((agency) => agency.notInDirectoryAsOf !== null)).toEqual(
    agencies.filter(
      (agency) => (agency as { notInDirectoryAsOf?: string | null }).notInDirectoryAsOf,
    ),
  );
});

test('a DIRCETUR clears the mark of an agency the directory left out, giving the reason', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  await signIn(page, 'dircetur@turismo.cusco.pe');
  // The registry as listed but one agency: that one is marked, too few to ask first.
  const [left, ...listed] = await registryAsListed(page);
  if (!left) throw new Error('The seed has agencies');
  const file = info.outputPath('sin-una.csv');
  writeFileSync(file, directoryFile(listed));
  await page.goto('/admin/agencias-viaje');
  const drawer = await uploadInDrawer(page, file);
  await expect(drawer.getByRole('tab', { name: 'Ya no figuran (1)' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Aplicar importación' }).click();
  await expect(drawer.getByText('Importación aplicada')).toBeVisible();
  await drawer.getByRole('button', { name: 'Cerrar' }).last().click();

  const name = left.NOMBRE_COMERCIAL as string;
  await page.getByRole('searchbox', { name: 'Buscar en el registro' }).fill(left.RUC as string);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('No figura en el directorio')).toBeVisible();
  await row
    .getByRole('button', { name: `Quitar la marca «No figura en el directorio» de ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Quitar la marca de ${name}` });
  // A reason is asked for, and kept.
  await dialog.getByRole('button', { name: 'Quitar marca' }).click();
  await expect(dialog.getByText('Escribe el motivo.')).toBeVisible();
  const reason = 'Figura en la lista de diciembre del MINCETUR';
  await dialog.getByLabel('Motivo').fill(reason);
  await dialog.getByRole('button', { name: 'Quitar marca' }).click();
  await expect(page.getByText(`Se quitó la marca de ${name}.`)).toBeVisible();
  await expect(row.getByText('No figura en el directorio')).toBeHidden();

  // A tourist verifying it no longer reads that it is not listed.
  const verified = await page.request.get(`/api/public/verify?q=${left.RUC}`);
  const found = JSON.stringify(await verified.json());
  expect(found).toContain(left.RUC as string);
  expect(found).toContain('"notInDirectoryAsOf":null');
  expect(found).not.toMatch(/"notInDirectoryAsOf":"/);
  const headers = await authHeaders(page.request, 'dircetur@turismo.cusco.pe');
  const agencies = await everyRecord<Agency & { id: string; notInDirectoryAsOf: string | null }>(
    page,
    'travel-agencies',
  );
  const cleared = agencies.find((agency) => agency.ruc === left.RUC);
  expect(cleared?.notInDirectoryAsOf).toBeNull();
  const history = await page.request.get(`/api/admin/travel-agencies/${cleared?.id}/history`, {
    headers,
  });
  expect(JSON.stringify(await history.json())).toContain(reason);
});
