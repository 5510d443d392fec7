import { expect, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, seriousViolations } from './support/a11y';
import { DICTIONARIES } from './support/dictionaries';
import { test } from './support/test';

// "Speak for me": a tourist who speaks no Spanish, or cannot speak, gets in two taps from the
// emergency drawer a Spanish text that says who they are, what happened and where; the phone
// reads it aloud and sends it by SMS or WhatsApp. On a 360 px phone in English, in Cusco.

/** The Plaza de Armas of Cusco. */
const PLAZA = { latitude: -13.51664, longitude: -71.97872 };
const en = DICTIONARIES.en;

test.use({
  viewport: { width: 360, height: 740 },
  locale: 'en-US',
  timezoneId: 'America/Lima',
  geolocation: PLAZA,
  permissions: ['geolocation'],
});

/**
 * The phone's speech, replaced by one whose voices the test chooses and which writes down what
 * it is asked to say (headless Chromium has no voices of its own).
 */
async function stubSpeech(page: Page, voices: { lang: string; name: string }[]) {
  await page.addInitScript((list) => {
    const spoken: { text: string; voice: string; lang: string; rate: number }[] = [];
    Object.assign(window, { spoken });
    class Utterance {
      text: string;
      voice: { name: string } | null = null;
      lang = '';
      rate = 1;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    const synth = {
      getVoices: () => list.map((voice) => ({ ...voice, localService: true, default: false })),
      speak(utterance: Utterance) {
        spoken.push({
          text: utterance.text,
          voice: utterance.voice?.name ?? '',
          lang: utterance.lang,
          rate: utterance.rate,
        });
        setTimeout(() => utterance.onend?.(), 50);
      },
      cancel() {},
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      value: Utterance,
      configurable: true,
    });
  }, voices);
}

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: en.home.emergency.open, exact: true }).click();
  return page.getByRole('dialog', { name: en.home.emergency.title });
}

test('“I can’t speak” leads in two taps to the Spanish text, read aloud and sent by SMS', async ({
  page,
}) => {
  await stubSpeech(page, [
    { lang: 'en-US', name: 'Stub English' },
    { lang: 'es-ES', name: 'Stub Spain' },
    { lang: 'es-PE', name: 'Stub Peru' },
  ]);
  await page.goto('/');
  const drawer = await openDrawer(page);
  await expect(drawer).toContainText(en.home.emergency.voiceOnly);
  await drawer.getByRole('button', { name: en.home.emergency.cannotSpeak }).click();
  await drawer.getByRole('button', { name: en.speak.happenings.ROBBED }).click();

  const spanish = drawer.locator('.speak-spanish');
  await expect(spanish).toContainText(
    'Soy turista y hablo inglés; no hablo español. No puedo hablar: por favor, respóndanme por escrito. Me robaron.',
  );
  await expect(spanish).toContainText('Mi ubicación: -13.51664, -71.97872');
  await expect(spanish).toContainText('La comisaría más cercana es');
  // Beneath it, what it says in the tourist's language.
  await expect(drawer.locator('.speak-meaning')).toContainText('I was robbed.');

  const sms = drawer.getByRole('link', { name: en.speak.sms });
  const href = (await sms.getAttribute('href')) ?? '';
  expect(href).toMatch(/^sms:\?body=/);
  const body = decodeURIComponent(href.replace(/^sms:\?body=/, ''));
  expect(body).toContain('Me robaron.');
  expect(body).toContain('https://maps.google.com/?q=-13.51664,-71.97872');
  await expect(drawer.getByText(en.speak.smsOne)).toBeVisible();

  const write = drawer.getByRole('link', { name: /^Write to .* on WhatsApp$/ }).first();
  expect(await write.getAttribute('href')).toMatch(
    /^https:\/\/wa\.me\/51\d{9}\?text=Soy%20turista/,
  );

  await drawer.getByRole('button', { name: en.speak.readAloud }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { spoken: unknown[] }).spoken))
    .toEqual([
      expect.objectContaining({
        voice: 'Stub Peru',
        lang: 'es-PE',
        text: expect.stringContaining('Me robaron.'),
      }),
    ]);
  const spoken = await page.evaluate(
    () => (window as unknown as { spoken: { text: string }[] }).spoken,
  );
  expect(spoken[0]?.text).not.toContain('https://');

  await expectNoSidewaysScroll(page);
});

test('a phone without a Spanish voice says so, and the text stays', async ({ page }) => {
  await stubSpeech(page, [{ lang: 'en-US', name: 'Stub English' }]);
  await page.goto('/');
  const drawer = await openDrawer(page);
  await drawer.getByRole('button', { name: en.home.emergency.speak }).click();
  await drawer.getByRole('button', { name: en.speak.happenings.ILL }).click();
  await expect(drawer.getByText(en.speak.noVoice)).toBeVisible();
  await expect(drawer.getByRole('button', { name: en.speak.readAloud })).toBeDisabled();
  await expect(drawer.locator('.speak-spanish')).toContainText(
    'Me siento muy mal y necesito un médico.',
  );
});

test('after one visit the card builds with the network off', async ({ page, context }) => {
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 15_000,
  });
  // The card's code and the words it needs (Spanish and English) are kept once the page is idle.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const scripts = performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname)
            .filter((path) => path.startsWith('/assets/SpeakCard'));
          const kept = await Promise.all(
            [...scripts, '/i18n/public/es.json', '/i18n/public/en.json'].map((path) =>
              caches.match(path),
            ),
          );
          return scripts.length > 0 && kept.every(Boolean);
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
  await context.setOffline(true);
  try {
    await page.reload();
    const drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: en.home.emergency.speak }).click();
    await drawer.getByRole('button', { name: en.speak.happenings.LOST }).click();
    await expect(drawer.locator('.speak-spanish')).toContainText(
      'Soy turista y hablo inglés; no hablo español. Me perdí y no sé cómo volver.',
    );
    await expect(drawer.locator('.speak-spanish')).toContainText('Mi ubicación: -13.51664');
  } finally {
    await context.setOffline(false);
  }
});

for (const locale of ['en-US', 'es-PE']) {
  test.describe(`the card in ${locale}`, () => {
    test.use({ locale });

    test('has no serious or critical axe violation', async ({ page }) => {
      await page.goto('/');
      const words = DICTIONARIES[locale === 'en-US' ? 'en' : 'es'];
      await page.getByRole('button', { name: words.home.emergency.open, exact: true }).click();
      const drawer = page.getByRole('dialog', { name: words.home.emergency.title });
      await drawer.getByRole('button', { name: words.home.emergency.speak }).click();
      await drawer.getByRole('button', { name: words.speak.happenings.ATTACKED }).click();
      await expect(drawer.locator('.speak-spanish')).toBeVisible();
      await drawer.getByText(words.speak.details).click();
      expect(await seriousViolations(page, '.speak-view')).toEqual([]);
    });
  });
}
