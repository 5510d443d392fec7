import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { rucCheckDigit } from '../../shared/documents';
import { authHeaders } from './auth';

// Helpers of the registry pages' end-to-end specs.

/** A valid RUC from its first ten digits (SUNAT's check digit added), and one that is not. */
export function rucFrom(firstTen: string): { valid: string; wrongCheckDigit: string } {
  const digit = rucCheckDigit(firstTen);
  return { valid: `${firstTen}${digit}`, wrongCheckDigit: `${firstTen}${(digit + 1) % 10}` };
}

/** The nearest enclosing element with the class `name` (a whole class, not a prefix). */
const ancestorWithClass = (name: string) =>
  `xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ${name} ")][1]`;

/**
 * Picks an option of an antd Select; in one with search, `typed` first narrows the list, so that
 * a long (virtual) list shows the option.
 */
export async function choose(page: Page, select: Locator, option: string, typed?: string) {
  await select.click();
  if (typed !== undefined) await select.fill(typed);
  const item = page
    .locator('.ant-select-dropdown')
    .getByTitle(option, { exact: true })
    .filter({ visible: true });
  // Not while the list still slides in: a click then can land on the option next to it.
  await expect(item.locator(ancestorWithClass('ant-select-dropdown'))).not.toHaveClass(
    /-(appear|enter)\b/,
  );
  await item.click();
  const field = select.locator(ancestorWithClass('ant-select'));
  if (await select.evaluate((input) => input.closest('.ant-select-multiple') !== null)) {
    // A multiple select (the list's filters) stays open for more. (Not Tab: it would choose
    // the highlighted option too.)
    await select.press('Escape');
  } else {
    await expect(field.getByTitle(option, { exact: true })).toBeVisible();
  }
}

/**
 * Picks an option of a searchable antd Select from the keyboard: types `text`, waits for the
 * option and takes the first match with Enter (a click on a multiple select's option that is
 * retried would toggle it off again). A multiple select stays open and is closed with Escape.
 */
export async function typeAndPick(
  page: Page,
  select: Locator,
  option: string,
  { text = option, multiple = false } = {},
) {
  await select.fill(text);
  await expect(page.getByTitle(option, { exact: true }).filter({ visible: true })).toBeVisible();
  await select.press('Enter');
  if (multiple) await select.press('Escape');
}

export async function pickDate(field: Locator, day: string) {
  await field.click();
  await field.fill(day);
  await field.press('Enter');
}

/**
 * Resolves when the server has answered a list query whose variables contain `variables` (e.g.
 * `"province":["Urubamba"]`): start waiting before the change that sends it.
 */
export function listAnswered(page: Page, variables: string) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes(variables),
  );
}

/** The list's "Resultados: N", once the page it is loading has come. */
export async function resultCount(page: Page): Promise<number> {
  await expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0, { timeout: 10_000 });
  const status = page.getByRole('status').filter({ hasText: 'Resultados' });
  await expect(status).toHaveText(/^Resultados: \d+$/);
  return Number((await status.textContent())?.replace(/\D/g, ''));
}

/** One CSV line's fields (quoted fields may hold commas and doubled quotes). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  const pattern = /(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g;
  for (const match of line.matchAll(pattern)) {
    fields.push(match[1] !== undefined ? match[1].replace(/""/g, '"') : (match[2] ?? ''));
  }
  return fields;
}

/** Clicks "Exportar CSV" and reads the file: its name, header and rows as header → value. */
export async function exportCsv(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header = [], ...rows] = text.trim().split(/\r\n/).map(csvFields);
  return {
    name: file.suggestedFilename(),
    header,
    rows: rows.map((row) => Object.fromEntries(header.map((title, i) => [title, row[i] ?? '']))),
  };
}

/** Creates a record through the REST API as the ADMINISTRADOR. */
export async function createThroughApi(
  request: APIRequestContext,
  area: string,
  record: Record<string, unknown>,
) {
  const created = await request.post(`/api/admin/${area}`, {
    headers: await authHeaders(request, 'admin@turismo.cusco.pe'),
    data: record,
  });
  expect(created.status()).toBe(201);
}
