import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectPhoneFriendly, seriousViolations } from './support/a11y';
import { signIn, signInAt } from './support/auth';
import { chooseLanguage } from './support/language';
import { test } from './support/test';

// The virtual assistant on the tourists' page: a conversation after a theft, verifying a seeded
// guide by carné number and an unknown one, in Spanish and English, offline after one visit,
// and the small-screen and accessibility promises with the conversation open.

/** A guide of the seeded registry whose carné is current (its number depends on the day). */
async function currentGuide(request: APIRequestContext) {
  const response = await request.get('/api/public/verify?q=Wayta%20Sullca');
  const { results } = (await response.json()) as {
    results: { name: string; registrationNumber: string; current: boolean }[];
  };
  const guide = results.find((result) => result.current);
  if (!guide) throw new Error('The seed has no current guide named Wayta Sullca');
  return guide;
}

const panel = (page: Page, name: string) => page.getByRole('dialog', { name });

async function say(page: Page, dialog: string, text: string) {
  const box = panel(page, dialog).getByRole('textbox');
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

test.describe('virtual assistant', () => {
  test('after a theft, then verifying a guide by carné and an unknown one (Spanish)', async ({
    page,
    request,
  }) => {
    const guide = await currentGuide(request);
    await page.goto('/');
    await page.getByRole('button', { name: 'Asistente Virtual', exact: true }).click();
    const assistant = panel(page, 'Asistente Virtual');
    await assistant.getByRole('button', { name: 'Iniciar Chat' }).click();
    const box = assistant.getByRole('textbox', { name: 'Escribe tu pregunta al asistente' });
    await expect(box).toBeFocused();

    await say(page, 'Asistente Virtual', '¿Qué hago? Me robaron el celular');
    const log = assistant.getByRole('log');
    await expect(log).toContainText('Denuncia el robo en la comisaría más cercana');
    await expect(log).toContainText('Bloquea tus tarjetas');
    await expect(log.locator('a[href="tel:105"]').last()).toBeVisible();

    await assistant.getByRole('button', { name: 'Verificar guía o agencia' }).click();
    await expect(log).toContainText('Escribe su nombre, su RUC');
    await say(page, 'Asistente Virtual', guide.registrationNumber);
    await expect(log).toContainText(guide.name);
    await expect(log).toContainText('Registrado y vigente');

    await say(page, 'Asistente Virtual', 'GOT-1999-9999');
    await expect(log).toContainText('«GOT-1999-9999» no figura en el registro');

    // Closed and opened again, the conversation is still there; focus went back to the button.
    await assistant.getByRole('button', { name: 'Cerrar el asistente' }).click();
    await expect(
      page.getByRole('button', { name: 'Asistente Virtual', exact: true }),
    ).toBeFocused();
    await page.getByRole('button', { name: 'Asistente Virtual', exact: true }).click();
    await expect(log).toContainText('GOT-1999-9999');
    await expect(box).toBeFocused();
  });

  test('the same in English, the carné typed straight away', async ({ page, request }) => {
    const guide = await currentGuide(request);
    await page.goto('/');
    await chooseLanguage(page, 'English');
    await page.getByRole('button', { name: 'Virtual assistant', exact: true }).click();
    const assistant = panel(page, 'Virtual assistant');
    await assistant.getByRole('button', { name: 'Start chat' }).click();

    await say(page, 'Virtual assistant', 'I was robbed, what should I do?');
    const log = assistant.getByRole('log');
    await expect(log).toContainText('Report the theft at the nearest police station');
    await expect(log.locator('a[href="tel:105"]').last()).toBeVisible();

    await say(page, 'Virtual assistant', `is ${guide.registrationNumber} a real guide?`);
    await expect(log).toContainText(guide.name);
    await expect(log).toContainText('Registered and current');
    await say(page, 'Virtual assistant', 'GOT-1999-9999');
    await expect(log).toContainText('“GOT-1999-9999” is not in the registry');
  });

  for (const [locale, dialog, start, text] of [
    ['es-PE', 'Asistente Virtual', 'Iniciar Chat', 'ayuda'],
    ['en-US', 'Virtual assistant', 'Start chat', 'HELP!!!'],
    ['tr-TR', 'Sanal asistan', 'Sohbeti başlat', 'yardım'],
    ['es-PE', 'Asistente Virtual', 'Iniciar Chat', 'mi amigo está inconsciente'],
    ['en-US', 'Virtual assistant', 'Start chat', 'my friend is unconscious'],
    ['tr-TR', 'Sanal asistan', 'Sohbeti başlat', 'arkadaşım bilinçsiz'],
  ] as const) {
    test(`on a phone in ${locale}, "${text}" gets the numbers to call in the first answer, in sight`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale, viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('button', { name: dialog, exact: true }).click();
      await panel(page, dialog).getByRole('button', { name: start }).click();
      await say(page, dialog, text);
      const answer = panel(page, dialog).locator('.chat-urgent');
      for (const href of ['tel:105', 'tel:106']) {
        // In the viewport and inside the scrolled log: seen without scrolling.
        await expect(answer.locator(`a[href="${href}"]`)).toBeInViewport({ ratio: 1 });
      }
      const log = panel(page, dialog).locator('.chat-body');
      const [logBox, callBox] = await Promise.all([
        log.boundingBox(),
        answer.locator('a').last().boundingBox(),
      ]);
      expect(callBox && logBox && callBox.y + callBox.height).toBeLessThanOrEqual(
        (logBox?.y ?? 0) + (logBox?.height ?? 0),
      );
      await context.close();
    });
  }

  test('answers offline after one visit', async ({ page, context }) => {
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 15_000,
    });
    // The page fetches the assistant when idle once the service worker controls it.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('turismo-seguro.assistant-topics')), {
        timeout: 15_000,
      })
      .not.toBeNull();
    await context.setOffline(true);
    try {
      await page.reload();
      await page.getByRole('button', { name: 'Asistente Virtual', exact: true }).click();
      const assistant = panel(page, 'Asistente Virtual');
      await assistant.getByRole('button', { name: 'Iniciar Chat' }).click();
      await say(page, 'Asistente Virtual', 'tengo soroche');
      await expect(assistant.getByRole('log')).toContainText('mal de altura');
    } finally {
      await context.setOffline(false);
    }
  });
});

test.describe('virtual assistant on a 360 x 740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('conversation open: no sideways scroll, 48 px targets, no serious axe violation', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Asistente Virtual', exact: true }).click();
    const assistant = panel(page, 'Asistente Virtual');
    await assistant.getByRole('button', { name: 'Iniciar Chat' }).click();
    await say(page, 'Asistente Virtual', 'me robaron');
    await assistant.getByRole('button', { name: 'Policía de Turismo cercana' }).click();
    await expect(assistant.getByRole('log')).toContainText('Policía de Turismo atiende');
    await page.waitForTimeout(250);

    await expectPhoneFriendly(page, {
      targets: '#assistant-panel :is(a[href], button, input, select)',
      audit: ['#assistant-panel'],
    });
  });
});

test.describe('the assistant as data', () => {
  test('an ADMINISTRADOR edits an answer and the public assistant says it', async ({ page }) => {
    await signIn(page, 'admin');
    // From the menu (the landing page's count card links there too).
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Asistente Virtual' })
      .click();
    await expect(page).toHaveURL('/admin/asistente-virtual');
    await page.getByRole('button', { name: 'Editar Estafas y engaños' }).click();
    const drawer = page.getByRole('dialog', { name: 'Editar «Estafas y engaños»' });
    const answer = drawer.getByLabel('Respuesta en español');
    await answer.fill(`${await answer.inputValue()}\n\nEn Cusco, pregunta siempre en iPerú.`);
    // The translations still say the old answer: saving drops them, and the drawer says so.
    await expect(drawer.getByRole('status')).toContainText('japonés');
    await drawer.getByLabel('Idioma de los textos').click();
    await page.getByTitle('Japonés', { exact: true }).click();
    await expect(drawer.getByLabel('Respuesta en japonés')).toBeVisible();
    await drawer.getByRole('button', { name: 'Guardar' }).click();
    await expect(drawer).toBeHidden();

    await page.goto('/');
    await page.getByRole('button', { name: 'Asistente Virtual', exact: true }).click();
    const assistant = panel(page, 'Asistente Virtual');
    await assistant.getByRole('button', { name: 'Iniciar Chat' }).click();
    await say(page, 'Asistente Virtual', 'me estafaron');
    await expect(assistant.getByRole('log')).toContainText('En Cusco, pregunta siempre en iPerú.');
  });
});

test.describe('the assistant page at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the list and the edit drawer fit the phone, with no serious axe violation', async ({
    page,
  }) => {
    await signInAt(page, 'admin', '/admin/asistente-virtual');
    await expect(page.getByRole('button', { name: 'Editar Me robaron' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Editar Me robaron' }).click();
    await expect(page.getByRole('dialog', { name: 'Editar «Me robaron»' })).toBeVisible();
    // This page and its drawer; the shell around them has specs of its own.
    expect(await seriousViolations(page, 'main', '.ant-drawer')).toEqual([]);
  });
});
