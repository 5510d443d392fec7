import { gzipSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';
import { expectPhoneFriendly } from './support/a11y';
import { chooseLanguage } from './support/language';
import { test } from './support/test';

// The tourists' page at `/`: the emergency drawer, the assistant, languages, offline use,
// the small-screen and accessibility promises, and its weight.

/** Each row of the drawer: name, number, what it dials, its pictogram, its WhatsApp chat. */
const CONTACTS: [name: string, phone: string, href: string, kind: string, whatsapp?: string][] = [
  ['Policía', '105', 'tel:105', 'police'],
  ['Policía de Turismo', '980 122 335', 'tel:+51980122335', 'police', 'https://wa.me/51980122335'],
  ['Ambulancia', '106', 'tel:106', 'medical'],
  ['Bomberos – estación Cusco', '084 240313', 'tel:+5184240313', 'fire'],
  ['SAMUE Cusco', '084 216464', 'tel:+5184216464', 'medical'],
  ['Hospital Regional Cusco', '084 231131', 'tel:+5184231131', 'medical'],
  ['iPerú', '944 492 314', 'tel:+51944492314', 'tourist-help', 'https://wa.me/51944492314'],
  ['Bomberos – incendio o rescate', '116', 'tel:116', 'fire'],
];
const JS_BUDGET_GZIP = 60 * 1024;

const emergencyButton = (page: Page) =>
  page.getByRole('button', { name: 'Teléfonos de Emergencia', exact: true });
const assistantButton = (page: Page) =>
  page.getByRole('button', { name: 'Asistente Virtual', exact: true });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Teléfonos de Emergencia' });
/** The drawer's tap-to-call links, one per number (WhatsApp links sit beside some of them). */
const callLinks = (dialog: Locator) => dialog.locator('a[href^="tel:"]');
const assistant = (page: Page) => page.getByRole('dialog', { name: 'Asistente Virtual' });

/**
 * Every number in order: its call link with name and number, the pictogram of its kind (one
 * symbol per kind, drawn again for each row), and a WhatsApp link for the lines that answer there.
 */
async function expectAllNumbers(page: Page) {
  const rows = drawer(page).locator('.contact-list > li');
  await expect(rows).toHaveCount(CONTACTS.length);
  await expect(callLinks(drawer(page))).toHaveCount(CONTACTS.length);
  for (const [index, [name, phone, href, kind, whatsapp]] of CONTACTS.entries()) {
    const row = rows.nth(index);
    const call = callLinks(row);
    await expect(call).toHaveAttribute('href', href);
    await expect(call).toContainText(name);
    await expect(call).toContainText(phone);
    await expect(row.locator('svg.contact-kind use')).toHaveAttribute('href', `#kind-${kind}`);
    await expect(row.locator('svg.contact-kind')).toBeVisible();
    const chat = row.getByRole('link', { name: /WhatsApp/ });
    if (whatsapp) {
      await expect(chat).toHaveAttribute('href', whatsapp);
      await expect(chat).toBeVisible();
    } else {
      await expect(chat).toHaveCount(0);
    }
  }
  for (const kind of ['police', 'medical', 'fire', 'tourist-help']) {
    await expect(page.locator(`symbol#kind-${kind}`)).toHaveCount(1);
  }
  await expect(drawer(page)).not.toContainText('123456');
}

test.describe('public page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(emergencyButton(page)).toBeVisible();
  });

  test('the red button opens and closes the drawer; Cerrar and Escape close it too', async ({
    page,
  }) => {
    await expect(drawer(page)).toBeHidden();
    await expect(assistant(page)).toBeHidden();

    await emergencyButton(page).click();
    await expect(drawer(page)).toBeVisible();
    await expect(
      drawer(page).getByRole('heading', { name: 'Teléfonos de Emergencia' }),
    ).toBeVisible();
    await expectAllNumbers(page);
    await emergencyButton(page).click();
    await expect(drawer(page)).toBeHidden();

    await emergencyButton(page).click();
    await drawer(page).getByRole('button', { name: 'Cerrar' }).click();
    await expect(drawer(page)).toBeHidden();

    await emergencyButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(drawer(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(emergencyButton(page)).toBeFocused();
  });

  test('the hero calls the police and opens the full list', async ({ page }) => {
    const call = page.getByRole('link', { name: '¿Emergencia? Llama a la Policía: 105' });
    await expect(call).toHaveAttribute('href', 'tel:105');
    await page.getByRole('button', { name: 'Ver todos los números de emergencia' }).click();
    await expectAllNumbers(page);
  });

  test('the assistant opens and closes independently of the drawer', async ({ page }) => {
    await assistantButton(page).click();
    await expect(assistant(page)).toBeVisible();
    await expect(assistant(page)).toContainText(
      'Hola! Soy el asistente de la Policía de Turismo. ¿En qué puedo ayudarte hoy?',
    );
    await expect(drawer(page)).toBeHidden();

    await emergencyButton(page).click();
    await expect(drawer(page)).toBeVisible();
    await expect(assistant(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(assistant(page)).toBeVisible();

    await assistant(page).getByRole('button', { name: 'Cerrar el asistente' }).click();
    await expect(assistant(page)).toBeHidden();
    await expect(assistantButton(page)).toBeFocused();
  });

  test('"Iniciar Chat" starts the conversation with the numbers to call', async ({ page }) => {
    await assistantButton(page).click();
    await assistant(page).getByRole('button', { name: 'Iniciar Chat' }).click();

    const log = assistant(page).getByRole('log');
    await expect(log).toContainText('Si es una emergencia, llama ahora:');
    const calls = log.getByRole('link');
    await expect(calls).toHaveCount(2);
    await expect(calls.nth(0)).toHaveAttribute('href', 'tel:105');
    // The tourism police (its main office's number, from the police offices), not the tourism office.
    await expect(calls.nth(1)).toHaveAttribute('href', 'tel:+5184249654');
    await expect(calls.nth(1)).toContainText('Policía de Turismo');
    await expect(calls.nth(1)).toContainText('084 249654');

    await log.getByRole('button', { name: 'Ver todos los números de emergencia' }).click();
    await expectAllNumbers(page);
    await expect(assistant(page)).toBeVisible();
  });

  test('the language switcher applies English and Turkish and remembers the choice', async ({
    page,
  }) => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await chooseLanguage(page, 'English');
    await expect(page.getByRole('heading', { name: 'Tips for your visit' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('button', { name: 'Emergency phone numbers', exact: true }).click();
    const english = page.getByRole('dialog', { name: 'Emergency phone numbers' });
    await expect(callLinks(english).first()).toContainText('Police');
    await expect(callLinks(english).nth(5)).toContainText('Cusco Regional Hospital');
    await expect(english.getByRole('link', { name: /WhatsApp/ }).first()).toHaveAccessibleName(
      'Tourist Police – national line on WhatsApp',
    );
    await page.keyboard.press('Escape');

    await chooseLanguage(page, 'Türkçe');
    await expect(page.getByRole('heading', { name: 'Ziyaretiniz için öneriler' })).toBeVisible();
    await page.getByRole('button', { name: 'Acil durum telefonları', exact: true }).click();
    const turkish = page.getByRole('dialog', { name: 'Acil durum telefonları' });
    await expect(callLinks(turkish).nth(3)).toContainText('İtfaiye');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Ziyaretiniz için öneriler' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.locator('.language-current')).toContainText('Türkçe');
    await expect(page.locator('.language-button[aria-pressed="true"]')).toHaveText('Türkçe');
  });

  test('after one visit the page and its numbers show with the network off', async ({
    page,
    context,
  }) => {
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 15_000,
    });
    await context.setOffline(true);
    try {
      const response = await page.reload();
      expect(response?.fromServiceWorker()).toBe(true);
      await emergencyButton(page).click();
      await expectAllNumbers(page);
    } finally {
      await context.setOffline(false);
    }
  });

  test('loads no React DOM, no antd and stays within its JavaScript budget', async ({
    context,
  }) => {
    // A second visit in a page of its own, so nothing still arriving for the first is counted.
    // Initial: what arrives before the document is parsed and its module scripts have run; the
    // assistant's chunk, prefetched once the page is idle, is budgeted on its own (npm run size).
    const page = await context.newPage();
    let parsed = false;
    page.on('domcontentloaded', () => {
      parsed = true;
    });
    const scripts: { url: string; body: Buffer; initial: boolean }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) {
        const initial = !parsed;
        scripts.push({
          url: response.url(),
          body: await response.body().catch(() => Buffer.alloc(0)),
          initial,
        });
      }
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const ours = scripts.filter(({ url }) => new URL(url).pathname.startsWith('/assets/'));
    expect(ours.length).toBeGreaterThan(0);
    for (const { url, body } of ours) {
      const text = body.toString('utf8');
      expect(text, `${url} holds React DOM`).not.toContain('__reactFiber');
      expect(text, `${url} holds antd`).not.toContain('anticon');
    }
    const initial = ours.filter((script) => script.initial);
    expect(initial.length).toBeGreaterThan(0);
    const gzip = initial.reduce((sum, { body }) => sum + gzipSync(body).length, 0);
    expect(gzip).toBeLessThanOrEqual(JS_BUDGET_GZIP);
  });
});

test.describe('public page on a 360 x 740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the drawer offers iPerú and the Tourist Police by phone and WhatsApp', async ({ page }) => {
    await page.goto('/');
    await emergencyButton(page).click();
    const iperu = drawer(page).getByRole('link', { name: /^iPerú.* 944 492 314$/ });
    await expect(iperu).toHaveAttribute('href', 'tel:+51944492314');
    await expect(
      drawer(page).getByRole('link', { name: 'iPerú – asistencia al turista, 24 h por WhatsApp' }),
    ).toHaveAttribute('href', 'https://wa.me/51944492314');
    const police = drawer(page).getByRole('link', { name: /^Policía de Turismo.* 980 122 335$/ });
    await expect(police).toHaveAttribute('href', 'tel:+51980122335');
    await expect(
      drawer(page).getByRole('link', { name: 'Policía de Turismo – línea nacional por WhatsApp' }),
    ).toHaveAttribute('href', 'https://wa.me/51980122335');
    await expectAllNumbers(page);
    // Both lines and their WhatsApp links fit beside each other, within the screen.
    for (const link of [iperu, police]) await expect(link).toBeInViewport();
    await expect(
      drawer(page)
        .getByRole('link', { name: /WhatsApp/ })
        .last(),
    ).toBeInViewport();
  });

  const states: [string, (page: Page) => Promise<void>][] = [
    ['closed', async () => {}],
    [
      'drawer open',
      async (page) => {
        await emergencyButton(page).click();
        await expect(drawer(page)).toBeVisible();
      },
    ],
    [
      'assistant open',
      async (page) => {
        await assistantButton(page).click();
        await assistant(page).getByRole('button', { name: 'Iniciar Chat' }).click();
        await expect(assistant(page).getByRole('log')).toContainText('Si es una emergencia');
        // The topics' chips are part of the conversation at rest.
        await expect(assistant(page).getByRole('button', { name: 'Me robaron' })).toBeVisible();
      },
    ],
  ];

  for (const [state, open] of states) {
    test(`${state}: no sideways scroll, 48 px targets, no serious axe violation`, async ({
      page,
    }) => {
      await page.goto('/');
      await expect(emergencyButton(page)).toBeVisible();
      await open(page);
      // Panels animate in; measure and audit them at rest.
      await page.waitForTimeout(250);

      await expectPhoneFriendly(page);
    });
  }
});

test.describe('public page as the scripts take over', () => {
  test('a browser set to English gets the page in English at once', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(await response?.text()).toContain('<html lang="en"');
    await expect(page.getByRole('heading', { name: 'Tips for your visit' })).toBeVisible();
    await page.getByRole('button', { name: 'Emergency phone numbers', exact: true }).click();
    await expect(
      callLinks(page.getByRole('dialog', { name: 'Emergency phone numbers' })).first(),
    ).toContainText('Police');
    await context.close();
  });

  test('nothing on the page shifts while the scripts arrive and hydrate it', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    // Hydrated: the red button now states that the drawer is closed.
    await expect(emergencyButton(page)).toHaveAttribute('aria-expanded', 'false');
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts).toEqual([]);
  });

  test('a drawer opened before the scripts ran stays open when they do', async ({ page }) => {
    // Hold the page's scripts back, as a slow connection does.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await emergencyButton(page).click();
    await expect(drawer(page)).toBeVisible();
    await expect(emergencyButton(page)).not.toHaveAttribute('aria-expanded', /.*/);

    release();
    await expect(emergencyButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer(page)).toBeVisible();
    await expectAllNumbers(page);
    await drawer(page).getByRole('button', { name: 'Cerrar' }).click();
    await expect(drawer(page)).toBeHidden();
    await expect(emergencyButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the page and its scripts travel compressed; its styles come inside it', async ({
    page,
  }) => {
    const encodings = new Map<string, string | undefined>();
    page.on('response', async (response) => {
      const path = new URL(response.url()).pathname;
      encodings.set(path, (await response.allHeaders())['content-encoding']);
    });
    const html = await (await page.goto('/', { waitUntil: 'networkidle' }))?.text();
    expect(encodings.get('/')).toBe('br');
    // Nothing to fetch before the first paint: the page's styles are inside it. The on-demand
    // parts (the report form, the assistant's conversation) bring theirs when fetched.
    expect(html).toContain('<style>');
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
    const files = [...encodings].filter(([path]) => /^\/assets\/.*\.(js|css)$/.test(path));
    expect(files.filter(([path]) => path.endsWith('.js')).length).toBeGreaterThanOrEqual(2);
    for (const [path, encoding] of files) {
      // Files under 1 KB travel as they are.
      if (encoding === undefined) continue;
      expect(encoding, path).toBe('br');
    }
    expect(files.some(([, encoding]) => encoding === 'br')).toBe(true);
  });
});

test.describe('public page by keyboard', () => {
  test('every control Tab reaches shows a focus ring that stands out from its ground', async ({
    page,
  }) => {
    await page.goto('/');
    // Hydrated: the scripts' controls take part too.
    await expect(emergencyButton(page)).toHaveAttribute('aria-expanded', 'false');
    const seen: { what: string; ring: string; contrast: number }[] = [];
    for (let step = 0; step < 60; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        // Back at a control already seen: the round is complete.
        if (element.dataset.tabbed) return 'again';
        element.dataset.tabbed = 'yes';
        const style = getComputedStyle(element);
        const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
        // The ground the ring is drawn on: the nearest background, a gradient's first colour.
        let ground = 'rgb(255, 255, 255)';
        for (let node = element.parentElement; node; node = node.parentElement) {
          const own = getComputedStyle(node);
          const gradient = /rgba?\([^)]*\)/.exec(own.backgroundImage)?.[0];
          if (gradient) {
            ground = gradient;
            break;
          }
          if (!/rgba\(0, 0, 0, 0\)|transparent/.test(own.backgroundColor)) {
            ground = own.backgroundColor;
            break;
          }
        }
        const luminance = (color: string) => {
          const [r = 0, g = 0, b = 0] = rgb(color).map((value) => {
            const c = value / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const [light, dark] = [luminance(style.outlineColor), luminance(ground)].sort(
          (a, b) => b - a,
        );
        return {
          what: `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40)}`,
          ring: `${style.outlineStyle} ${style.outlineWidth}`,
          contrast: ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05),
        };
      });
      if (focused === 'again') break;
      if (focused) seen.push(focused);
    }
    // The header, the language buttons, the police call, the situations, the form, both buttons.
    expect(seen.length).toBeGreaterThanOrEqual(12);
    const faint = seen.filter((entry) => entry.ring !== 'solid 3px' || entry.contrast < 3);
    expect(faint).toEqual([]);
  });
});
