import { expect, type Page } from '@playwright/test';
import { EXPECTED_HREFS, EXPECTED_WHATSAPP } from '../tests/support/emergency-numbers';
import { chooseLanguage } from './support/language';
import { test } from './support/test';

// The tourists' page before (or without) any script: on a weak connection the scripts arrive
// seconds after the HTML, and the emergency numbers must work from the HTML and CSS alone.

const LANGUAGES = [
  {
    locale: 'es-PE',
    button: 'Teléfonos de Emergencia',
    close: 'Cerrar',
    police: 'Policía',
    iperu: 'iPerú – asistencia al turista, 24 h',
  },
  {
    locale: 'en-US',
    button: 'Emergency phone numbers',
    close: 'Close',
    police: 'Police',
    iperu: 'iPerú – tourist assistance, 24 h',
  },
];

async function expectDrawerWorks(page: Page, words: (typeof LANGUAGES)[number]) {
  const button = page.getByRole('button', { name: words.button, exact: true });
  const drawer = page.getByRole('dialog', { name: words.button });
  await expect(button).toBeVisible();
  await expect(drawer).toBeHidden();

  await button.click();
  await expect(drawer).toBeVisible();
  const links = drawer.locator('a[href^="tel:"]');
  await expect(links).toHaveCount(EXPECTED_HREFS.length);
  for (const [index, href] of EXPECTED_HREFS.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', href);
    await expect(links.nth(index)).toBeInViewport();
  }
  await expect(links.first()).toContainText(words.police);
  await expect(links.nth(6)).toContainText(words.iperu);
  await expect(drawer).not.toContainText('123456');
  // WhatsApp beside the two lines that answer there, and a pictogram on every row.
  const chats = drawer.getByRole('link', { name: /WhatsApp/ });
  await expect(chats).toHaveCount(EXPECTED_WHATSAPP.length);
  for (const [index, href] of EXPECTED_WHATSAPP.entries()) {
    await expect(chats.nth(index)).toHaveAttribute('href', href);
    await expect(chats.nth(index)).toBeInViewport();
  }
  const pictograms = drawer.locator('.contact-list > li svg.contact-kind');
  await expect(pictograms).toHaveCount(EXPECTED_HREFS.length);
  for (const pictogram of await pictograms.all()) await expect(pictogram).toBeVisible();

  await drawer.getByRole('button', { name: words.close }).click();
  await expect(drawer).toBeHidden();

  // The red button closes it again, and so does Escape.
  await button.click();
  await expect(drawer).toBeVisible();
  await button.click();
  await expect(drawer).toBeHidden();
  await button.click();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

test.describe('public page without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  for (const words of LANGUAGES) {
    test.describe(words.locale, () => {
      test.use({ locale: words.locale });

      test('the red button opens the drawer with every number, and it closes', async ({ page }) => {
        await page.goto('/');
        await expectDrawerWorks(page, words);
        await expect(page.getByRole('main').getByRole('link').first()).toHaveAttribute(
          'href',
          'tel:105',
        );
      });
    });
  }

  test('the hero opens the full list; what needs scripts is not offered', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Ver todos los números de emergencia' }).click();
    await expect(page.getByRole('dialog', { name: 'Teléfonos de Emergencia' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Asistente Virtual' })).toBeHidden();
  });

  test('what needs scripts says so in one line, and the report says to call 105', async ({
    page,
  }) => {
    await page.goto('/');
    const report = page.locator('#denunciar');
    await expect(report.getByRole('heading', { name: 'Denuncia un incidente' })).toBeVisible();
    await expect(report.getByText('necesita JavaScript')).toBeVisible();
    await expect(report.getByRole('link', { name: /105/ })).toHaveAttribute('href', 'tel:105');
    await expect(report.getByRole('button')).toBeHidden();

    const verify = page.locator('#verificar');
    await expect(
      verify.getByRole('heading', { name: 'Verifica antes de contratar' }),
    ).toBeVisible();
    await expect(verify.getByText('necesita JavaScript')).toBeVisible();
    await expect(verify.getByRole('searchbox')).toBeHidden();

    const situations = page.locator('#situations');
    await expect(situations.getByText(/asistente.*necesita JavaScript/)).toBeVisible();
    await expect(situations.getByRole('button')).toHaveCount(0);
  });

  test('the language buttons ask the server for the page in that language', async ({ page }) => {
    await page.goto('/');
    await chooseLanguage(page, 'English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('.language-current')).toContainText('English');
    await expect(page.locator('.language-button[aria-pressed="true"]')).toHaveText('English');
    // Kept for the next visit.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectDrawerWorks(page, LANGUAGES[1] as (typeof LANGUAGES)[number]);
  });
});

test('with scripts, nothing says that JavaScript is needed', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#verificar').getByRole('searchbox')).toBeVisible();
  await expect(page.getByText('necesita JavaScript').filter({ visible: true })).toHaveCount(0);
});
