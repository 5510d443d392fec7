import { type Browser, expect, type Page } from '@playwright/test';
import { DICTIONARIES, SEEDED_TOPICS } from './support/dictionaries';
import { test } from './support/test';

// What a tourist trips on when writing to the assistant from a phone: a medical emergency in
// Portuguese, a message it cannot read, a message in another of the page's languages, asking to
// report, being followed, and the report form reached from the theft answer.

const PHONE = { width: 360, height: 740 };
/** The fallback answer's first words, as seeded, in any of the page's languages. */
const NOT_UNDERSTOOD = new RegExp(
  Object.values(SEEDED_TOPICS)
    .map((topics) => topics.FALLBACK.answer.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
);

/**
 * The page on a phone set to `locale` (in the language the server chose for it), with the
 * conversation started; `words` is that language's dictionary.
 */
async function openAssistant(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale, viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/');
  const lang = (await page.locator('html').getAttribute('lang')) as keyof typeof DICTIONARIES;
  const words = DICTIONARIES[lang];
  await page.getByRole('button', { name: words.home.assistant.open, exact: true }).click();
  await page
    .getByRole('dialog', { name: words.home.assistant.title })
    .getByRole('button', { name: words.home.assistant.start })
    .click();
  return { context, page, words };
}

async function say(page: Page, text: string) {
  const box = page.locator('#assistant-panel').getByRole('textbox');
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

/** The call buttons of the assistant's last answer, as [href, is the red one]. */
async function lastCalls(page: Page) {
  const answer = page.locator('#assistant-panel .chat-message.from-assistant').last();
  await expect(answer.locator('a.chat-call').first()).toBeInViewport();
  return answer
    .locator('a.chat-call')
    .evaluateAll((links) =>
      links.map((link) => [
        link.getAttribute('href'),
        !link.classList.contains('chat-call-outline'),
      ]),
    );
}

test.describe('the assistant understands a tourist on a phone', () => {
  for (const text of ['minha esposa não consegue respirar', 'falta de ar']) {
    test(`"${text}" (Portuguese phone) gets the ambulance first, red`, async ({ browser }) => {
      const { context, page } = await openAssistant(browser, 'pt-BR');
      await say(page, text);
      const urgent = page.locator('#assistant-panel .chat-urgent').last();
      await expect(urgent.locator('a').first()).toHaveAttribute('href', 'tel:106');
      await expect(urgent.locator('a').first()).toBeInViewport({ ratio: 1 });
      await context.close();
    });
  }

  test('a message it cannot read names a body: the ambulance before the police', async ({
    browser,
  }) => {
    const { context, page } = await openAssistant(browser, 'pt-BR');
    await say(page, 'meu peito está estranho');
    await expect(page.locator('#assistant-panel [role="log"]')).toContainText(NOT_UNDERSTOOD);
    const calls = await lastCalls(page);
    expect(calls.slice(0, 2)).toEqual([
      ['tel:106', true],
      ['tel:105', false],
    ]);
    await context.close();
  });

  test('a message it cannot read at all: both numbers with equal weight', async ({ browser }) => {
    const { context, page } = await openAssistant(browser, 'de-DE');
    // No word of any topic ("Bahnhof" would not do: a word about trains gets the rail alerts).
    await say(page, 'wo ist das Museum');
    await expect(page.locator('#assistant-panel [role="log"]')).toContainText(NOT_UNDERSTOOD);
    const calls = await lastCalls(page);
    const numbers = calls.filter(([href]) => href === 'tel:105' || href === 'tel:106');
    expect(numbers.map(([href]) => href).sort()).toEqual(['tel:105', 'tel:106']);
    expect(numbers[0]?.[1]).toBe(numbers[1]?.[1]);
    await context.close();
  });

  test('"help" on a Spanish page is answered in English, with the page a tap from English', async ({
    browser,
  }) => {
    const { context, page } = await openAssistant(browser, 'es-PE');
    await say(page, 'help');
    const log = page.locator('#assistant-panel [role="log"]');
    await expect(log).toContainText('If you or someone else is in danger, call now:');
    await expect(log).toContainText('If you or someone else is in danger right now, call at once');
    await expect(page.locator('#assistant-panel .chat-urgent a').first()).toBeInViewport();
    await log.getByRole('button', { name: 'Switch to English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('dialog', { name: 'Virtual assistant' })).toBeVisible();
    await expect(page.locator('.language-current')).toContainText('English');
    await expect(page.locator('.language-button[aria-pressed="true"]')).toHaveText('English');
    await context.close();
  });

  for (const [locale, text] of [
    ['en-US', 'someone is following me'],
    ['es-PE', 'me están siguiendo'],
  ] as const) {
    test(`"${text}" gets the police first, at once`, async ({ browser }) => {
      const { context, page } = await openAssistant(browser, locale);
      await say(page, text);
      const urgent = page.locator('#assistant-panel .chat-urgent').last();
      await expect(urgent.locator('a').first()).toHaveAttribute('href', 'tel:105');
      await expect(urgent.locator('a').first()).toBeInViewport({ ratio: 1 });
      await context.close();
    });
  }

  for (const [locale, text] of [
    ['en-US', 'report'],
    ['es-PE', 'denuncia'],
  ] as const) {
    test(`"${text}" leads to the report form`, async ({ browser }) => {
      const { context, page, words } = await openAssistant(browser, locale);
      await say(page, text);
      // The way to the report, not advice after a theft that may not have happened.
      const answer = page.locator('#assistant-panel .chat-message.from-assistant').last();
      await expect(answer).toContainText(words.home.assistant.reportOffer);
      await answer.getByRole('button', { name: words.home.report.assistantAction }).click();
      await expect(page.locator('#denunciar form select').first()).toBeVisible();
      await expect(page.locator('#denunciar form select').first()).toHaveValue('');
      await context.close();
    });
  }

  for (const [locale, text] of [
    ['es-PE', 'me robaron la billetera'],
    ['en-US', 'my wallet was stolen'],
    ['tr-TR', 'cüzdanım çalındı'],
  ] as const) {
    test(`the theft answer's report button preselects Theft (${locale})`, async ({ browser }) => {
      const { context, page, words } = await openAssistant(browser, locale);
      await say(page, text);
      await page
        .locator('#assistant-panel')
        .getByRole('button', { name: words.home.report.assistantAction })
        .last()
        .click();
      await expect(page.locator('#denunciar form select').first()).toHaveValue('THEFT');
      await context.close();
    });
  }
});
