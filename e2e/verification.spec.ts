import { expect, type Page } from '@playwright/test';
import { distance } from 'fastest-levenshtein';
import { seedGuides } from '../server/areas/guides/seed';
import { seedTravelAgencies } from '../server/areas/travel-agencies/seed';
import { addDays, cuscoToday } from '../server/registry/dates';
import { registrationStatus } from '../server/registry/fields';
import { foldCaseAndAccents } from '../shared/fold-text';
import { test } from './support/test';

// What a tourist on a phone trips on when checking a provider: another's registration read as
// the person asked about, and a carné read with a letter for a digit answered "not registered".

test.use({ viewport: { width: 360, height: 740 } });

const LABEL = 'Nombre, RUC o número de carné';
const today = cuscoToday(Date.now());
const guides = seedGuides(new Date());

async function verify(page: Page, text: string) {
  await page.getByLabel(LABEL).fill(text);
  await page.getByRole('button', { name: 'Verificar', exact: true }).click();
}

test('a person’s name met only on an agency’s representative says no guide has it', async ({
  page,
}) => {
  const query = 'Juan Quispe';
  const words = foldCaseAndAccents(query).split(' ');
  const has = (name: string) => words.every((word) => foldCaseAndAccents(name).includes(word));
  // The seed as the issue found it: no guide of that name, a sole trader's agency whose owner has.
  expect(guides.filter((guide) => has(`${guide.firstNames} ${guide.lastNames}`))).toEqual([]);
  const agency = seedTravelAgencies(new Date()).find(
    (candidate) => candidate.ruc.startsWith('10') && has(candidate.businessName),
  );
  if (!agency) throw new Error('The seed has no sole trader named like the query');

  await page.goto('/');
  const results = page.locator('.verify-outcome');
  await verify(page, query);
  await expect(results.locator('.verdict').first()).toBeVisible();
  await expect(results.locator('.verdict').first()).toHaveText(
    '«Juan Quispe»: no hay ningún guía con ese nombre.',
  );
  const card = results.getByRole('article').filter({ hasText: agency.tradeName });
  await expect(card).toContainText(`Agencia cuyo representante se llama ${agency.businessName}`);
  await expect(card.getByRole('heading', { name: agency.tradeName })).toBeVisible();
  await expect(results).not.toContainText('1 resultado');
});

/** The carné with one digit typed wrong, one character from it and from no other registered. */
function typoOf(carne: string): string | undefined {
  const typos = [...carne].flatMap((char, at) =>
    /\d/.test(char)
      ? [...'0123456789'].map((d) => carne.slice(0, at) + d + carne.slice(at + 1))
      : [],
  );
  return typos.find((typo) =>
    guides.every(
      (other) => other.licenseNumber === carne || distance(other.licenseNumber, typo) > 1,
    ),
  );
}

test('a carné read with O for 0 is found, and one a digit off gets "did you mean"', async ({
  page,
}) => {
  const guide = guides.find(
    (candidate) =>
      registrationStatus(candidate.licenseExpiresOn, candidate.status, today) === 'VIGENTE' &&
      candidate.licenseExpiresOn > addDays(today, 30) &&
      candidate.licenseNumber.includes('0') &&
      typoOf(candidate.licenseNumber),
  );
  if (!guide) throw new Error('The seed has no current guide with a carné to mistype');
  const name = `${guide.firstNames} ${guide.lastNames}`;
  await page.goto('/');
  const results = page.locator('.verify-outcome');

  await verify(page, guide.licenseNumber.replaceAll('0', 'O'));
  await expect(results).toContainText('Registrado y vigente');
  await expect(results.getByRole('heading', { name })).toBeVisible();

  await verify(page, typoOf(guide.licenseNumber) as string);
  await expect(results).toContainText('¿Quisiste decir…?');
  await expect(results.getByRole('heading', { name })).toBeVisible();
  await expect(results).not.toContainText('no figura en el registro');
});
