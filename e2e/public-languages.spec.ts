import { expect } from '@playwright/test';
import { expectNoSidewaysScroll } from './support/a11y';
import { DICTIONARIES } from './support/dictionaries';
import { fillAnHourAgo } from './support/report';
import { test } from './support/test';

// Visitors whose phones speak Japanese, Portuguese or Hebrew, on a 360 px screen with Cusco's
// clock: each reads the page in its own language (Hebrew, not offered, in English) on the first
// load, is understood when asking for help, and can report offline.

test.use({ viewport: { width: 360, height: 740 }, timezoneId: 'America/Lima' });

test.describe('a phone in Japanese', () => {
  test.use({ locale: 'ja-JP' });

  test('gets the page in Japanese, and 助けて gets 105 and 106 first', async ({ page }) => {
    const words = DICTIONARIES.ja;
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { name: words.home.tips.title })).toBeVisible();
    await expect(page).toHaveTitle(words.home.meta.title);

    await page.getByRole('button', { name: words.home.assistant.open, exact: true }).click();
    await page
      .getByRole('dialog', { name: words.home.assistant.title })
      .getByRole('button', { name: words.home.assistant.start })
      .click();
    const box = page.locator('#assistant-panel').getByRole('textbox');
    await box.fill('助けて');
    await box.press('Enter');
    const urgent = page.locator('#assistant-panel .chat-urgent').last();
    await expect(urgent.locator('a').first()).toHaveAttribute('href', 'tel:105');
    await expect(urgent.locator('a').nth(1)).toHaveAttribute('href', 'tel:106');
    // Named in Japanese, and in Spanish for whoever the phone is shown to.
    await expect(urgent.locator('a').first()).toContainText('Policía');
  });
});

test.describe('a phone in Hebrew', () => {
  test.use({ locale: 'he-IL' });

  test('gets the page in English, not Spanish', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('heading', { name: DICTIONARIES.en.home.tips.title }),
    ).toBeVisible();
  });
});

test.describe('a phone in Portuguese', () => {
  test.use({ locale: 'pt-BR' });

  test('files a theft report offline and gets the statement in Spanish and Portuguese', async ({
    page,
    context,
  }) => {
    test.slow();
    const words = DICTIONARIES.pt;
    const report = words.incidentReport;
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 15_000,
    });
    const section = page.locator('#denunciar');
    await section.getByRole('button', { name: words.home.report.start }).click();
    await expect(section.getByRole('form', { name: report.form.title })).toBeVisible();

    await context.setOffline(true);
    try {
      await section.getByLabel(report.form.what).selectOption('THEFT');
      await fillAnHourAgo(section.getByLabel(report.form.when));
      await section.getByLabel(report.form.placeWords).fill('Praça de Armas, perto da catedral');
      await section
        .getByLabel(report.form.account)
        .fill('Levaram meu celular da mochila na multidão.');
      await section.getByLabel(report.form.name).fill('Ana Souza');
      await section.getByLabel(report.form.nationality).fill('Brasil');
      await section.getByRole('button', { name: report.form.send }).click();
      await expect(section.getByRole('status')).toContainText(report.outbox.waiting.slice(0, 20));
    } finally {
      await context.setOffline(false);
    }

    await expect(section.getByRole('heading', { name: report.receipt.title })).toBeVisible({
      timeout: 15_000,
    });
    await expect(section.getByRole('heading', { name: report.statement.title })).toBeVisible();
    await expect(
      section.getByRole('heading', { name: DICTIONARIES.es.incidentReport.statement.title }),
    ).toBeVisible();
    // The tourist's own words are kept as written.
    await expect(section.locator('.report-statement')).toContainText('Levaram meu celular');
    await expectNoSidewaysScroll(page);
  });
});
