import { expect, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, seriousViolations } from './support/a11y';
import { DICTIONARIES } from './support/dictionaries';
import { test } from './support/test';

// A tourist opens the page online and never opens the report form; later, with the network
// off, the form still opens (its code was fetched when the page was idle and kept by the
// service worker), in each language, on a phone, without a serious accessibility problem.

test.use({ viewport: { width: 360, height: 740 } });

// Spanish, and a language of each script and kind of plural the page writes in.
const LANGUAGES = [
  { lang: 'es', locale: 'es-PE', words: DICTIONARIES.es },
  { lang: 'de', locale: 'de-DE', words: DICTIONARIES.de },
  { lang: 'ja', locale: 'ja-JP', words: DICTIONARIES.ja },
  { lang: 'tr', locale: 'tr-TR', words: DICTIONARIES.tr },
] as const;

/**
 * Waits until the service worker controls the page and holds the report's and follow-up's code,
 * and the words they need: Spanish (the statement's first half) and the page's language.
 */
async function keptForOffline(page: Page, lang: string) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 15_000,
  });
  await expect
    .poll(
      () =>
        page.evaluate(async (lang) => {
          const scripts = performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname)
            .filter((path) => path.startsWith('/assets/') && path.endsWith('.js'));
          if (!scripts.some((path) => path.startsWith('/assets/follow-'))) return false;
          const words = [...new Set(['es', lang])].map((code) => `/i18n/public/${code}.json`);
          const cached = await Promise.all(
            [...scripts, ...words].map((path) => caches.match(path)),
          );
          return cached.every(Boolean);
        }, lang),
      { timeout: 15_000 },
    )
    .toBe(true);
}

for (const { lang, locale, words } of LANGUAGES) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale });

    test('the report form and the follow-up open with the network off after an online visit', async ({
      page,
      context,
    }) => {
      const report = words.incidentReport;
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await keptForOffline(page, lang);

      await context.setOffline(true);
      try {
        await page.reload();
        const section = page.locator('#denunciar');
        await section.getByRole('button', { name: words.home.report.start }).click();
        await expect(section.getByRole('form', { name: report.form.title })).toBeVisible();
        await expect(
          section.getByRole('heading', { name: words.home.report.title, exact: true }),
        ).toHaveCount(1);
        await section.getByRole('button', { name: report.form.send }).click();
        await expect(section.getByRole('alert')).toHaveText(report.errors.summary);
        expect(await seriousViolations(page, '#denunciar')).toEqual([]);
        await expectNoSidewaysScroll(page);

        await page.goto('/#caso=a-link-opened-offline');
        await page.reload();
        await expect(section.getByRole('heading', { name: report.followUp.title })).toBeVisible();
        await expect(section.getByText(report.followUp.unreachable)).toBeVisible();
        expect(await seriousViolations(page, '#denunciar')).toEqual([]);
      } finally {
        await context.setOffline(false);
      }
    });
  });
}
