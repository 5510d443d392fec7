import { type Browser, expect } from '@playwright/test';
import { expectNoSidewaysScroll, seriousViolations } from './support/a11y';
import { signIn } from './support/auth';
import { fillAnHourAgo, receivedCaseCode } from './support/report';
import { test } from './support/test';

// A tourist's report on a phone, in English: written with the network off, sent when it comes
// back, answered with the case code, the statement and a private follow-up link; the POLICIA of
// the place is notified, takes it up with a note, and the tourist reads the note on the follow-up.

test.use({ viewport: { width: 360, height: 740 }, locale: 'en-US' });

/**
 * A POLICIA of the place, on a laptop in Spanish, moves the case to `status` with a note for the
 * tourist: the first time from the notification, later from the list, as an officer would.
 */
async function work(
  browser: Browser,
  code: string,
  from: 'notification' | 'list',
  status: string,
  note: string,
) {
  const context = await browser.newContext({
    locale: 'es-PE',
    viewport: { width: 1366, height: 768 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  try {
    await signIn(page, 'policia@turismo.cusco.pe');
    if (from === 'notification') {
      await page.getByRole('button', { name: /^Notificaciones, \d+ sin leer$/ }).click();
      await page.getByRole('link', { name: `Nueva denuncia ${code}` }).click();
    } else {
      await page.goto('/admin/denuncias');
      await page.getByRole('searchbox', { name: 'Buscar en el registro' }).fill(code);
      // The list is drawn again when the search is answered: a click on the row of the list
      // before it can be lost with that row (it was, on a busy machine).
      await expect(page.getByRole('status').filter({ hasText: 'Resultados: 1' })).toBeVisible();
      await page.getByRole('button', { name: `Abrir la denuncia ${code}` }).click();
    }
    const open = page.getByRole('dialog').filter({ hasText: `Denuncia ${code}` });
    await expect(open.getByText('Jane Doe')).toBeVisible({ timeout: 15_000 });
    await open.getByLabel('Nuevo estado').click();
    await page.getByTitle(status, { exact: true }).filter({ visible: true }).click();
    await open.getByLabel('Nota para el turista').fill(note);
    await open.getByRole('button', { name: 'Guardar' }).click();
    await expect(open.getByText(`Nota para el turista: ${note}`)).toBeVisible();
  } finally {
    await context.close();
  }
}

test('a theft reported offline is sent when the network returns, taken up by the police, then followed', async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 15_000,
  });
  const section = page.locator('#denunciar');
  await section.getByRole('button', { name: 'Report an incident' }).click();
  await expect(
    section.getByRole('form', { name: 'Report an incident to the Tourist Police' }),
  ).toBeVisible();
  // One heading says it, the section's, and no heading inside repeats it.
  await expect(section.getByRole('heading', { name: /Report an incident/ })).toHaveCount(1);

  await context.setOffline(true);
  try {
    await section.getByRole('button', { name: 'Send the report' }).click();
    await expect(section.getByRole('alert')).toHaveText('Please check the fields marked below.');
    expect(await seriousViolations(page, '#denunciar')).toEqual([]);

    await section.getByLabel('What happened? *').selectOption('THEFT');
    await fillAnHourAgo(section.getByLabel('When? *'));
    await section.getByLabel('The place in words').fill('Plaza de Armas, by the cathedral');
    await section.getByRole('button', { name: 'Add an item' }).click();
    await section.getByLabel('Item', { exact: true }).fill('Phone');
    await section.getByLabel('Approximate value').fill('300');
    await section.getByLabel('Currency').fill('USD');
    await section
      .getByLabel('What happened, in your own words *')
      .fill('Someone took my phone from my backpack in the crowd.');
    await section.getByLabel('Full name *').fill('Jane Doe');
    await section.getByLabel('Nationality *').fill('Canada');
    await section.getByRole('button', { name: 'Send the report' }).click();
    await expect(section.getByRole('status')).toContainText('saved on this phone');

    // The page comes back from the device's copies and still says so.
    await page.reload();
    await expect(section.getByRole('status')).toContainText('saved on this phone');
  } finally {
    await context.setOffline(false);
  }

  const code = await receivedCaseCode(section);
  await expect(section.getByRole('heading', { name: 'Statement of the incident' })).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Declaración del incidente' })).toBeVisible();
  expect(await seriousViolations(page, '#denunciar')).toEqual([]);
  await expectNoSidewaysScroll(page);

  const link = await section.getByRole('link', { name: /#caso=/ }).getAttribute('href');
  expect(link).toMatch(/\/#caso=.{20,}$/);
  await page.goto(link as string);
  await page.reload();
  await expect(section.getByRole('heading', { name: 'Follow your case' })).toBeVisible();
  await expect(section.locator('.report-status')).toHaveText('Received');

  const note = 'Please come to the Comisaría de Turismo with your passport.';
  await work(browser, code, 'notification', 'En atención', note);
  await page.reload();
  await expect(section.locator('.report-status')).toHaveText('Being handled');
  await expect(section.getByText(note)).toBeVisible();

  const closing = 'Your statement is ready at the Comisaría de Turismo.';
  await work(browser, code, 'list', 'Cerrado', closing);
  await page.reload();
  await expect(section.locator('.report-status')).toHaveText('Closed');
  await expect(section.getByText(closing)).toBeVisible();

  await page.goto('/#caso=not-the-right-token');
  await page.reload();
  await expect(section.getByText('No case was found with this link.')).toBeVisible();
  await expect(section.getByText(/CUS-\d{4}/)).toHaveCount(0);
});
