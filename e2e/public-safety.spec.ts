import { expect, type Page } from '@playwright/test';
import { seedGuides } from '../server/areas/guides/seed';
import { addDays, cuscoToday } from '../server/registry/dates';
import { registrationStatus } from '../server/registry/fields';
import { expectPhoneFriendly } from './support/a11y';
import { chooseLanguage } from './support/language';
import { test } from './support/test';

// The tourists' page keeps them safe: "is this provider registered?", "where am I?" and
// "where is the nearest tourism police?", the last two also offline, in Spanish and English.

/** A seeded guide whose carné is current for a while yet (the server seeded the same guides). */
const today = cuscoToday(Date.now());
const guide = seedGuides(new Date()).find(
  (candidate) =>
    registrationStatus(candidate.licenseExpiresOn, candidate.status, today) === 'VIGENTE' &&
    candidate.licenseExpiresOn > addDays(today, 30),
);
if (!guide) throw new Error('The seed has no current guide');
const guideName = `${guide.firstNames} ${guide.lastNames}`;

/** The Plaza de Armas of Cusco: the "Cusco Centro Histórico" comisaría is 320 m away. */
const PLAZA = { latitude: -13.51664, longitude: -71.97872 };
const PLUS_CODE = /^[23456789CFGHJMPQRVWX]{8}\+[23456789CFGHJMPQRVWX]{2}$/;

const emergencyButton = (page: Page, name = 'Teléfonos de Emergencia') =>
  page.getByRole('button', { name, exact: true });

async function verify(page: Page, label: string, button: string, text: string) {
  await page.getByLabel(label).fill(text);
  await page.getByRole('button', { name: button, exact: true }).click();
}

test.describe('verify before hiring', () => {
  test('finds a seeded guide by carné number and says an unknown one is not registered', async ({
    page,
  }) => {
    await page.goto('/');
    const label = 'Nombre, RUC o número de carné';
    const results = page.locator('.verify-outcome');

    await verify(page, label, 'Verificar', 'ab');
    await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');

    // Typed the way a tourist copies it from a badge: lower case, spaces for hyphens.
    await verify(page, label, 'Verificar', guide.licenseNumber.toLowerCase().replaceAll('-', ' '));
    await expect(results).toContainText('Registrado y vigente');
    await expect(results.getByRole('heading', { name: guideName })).toBeVisible();
    await expect(results).toContainText(guide.licenseNumber);
    await expect(results).not.toContainText(guide.documentNumber);

    await verify(page, label, 'Verificar', 'GOT-1999-9999');
    await expect(results).toContainText('«GOT-1999-9999» no figura en el registro');
  });

  test('the same in English', async ({ page }) => {
    await page.goto('/');
    await chooseLanguage(page, 'English');
    await expect(page.getByRole('heading', { name: 'Check before you hire' })).toBeVisible();
    const results = page.locator('.verify-outcome');
    await verify(page, 'Name, RUC or licence number', 'Check', guide.licenseNumber);
    await expect(results).toContainText('Registered and current');
    await expect(results).toContainText(guideName);
    await verify(page, 'Name, RUC or licence number', 'Check', 'Nobody Made Up');
    await expect(results).toContainText('“Nobody Made Up” is not in the registry');
  });

  test('a registered guide whose name is mistyped gets "did you mean", not "not registered"', async ({
    page,
  }) => {
    await page.goto('/');
    const results = page.locator('.verify-outcome');
    // The longest word of the name loses its second letter, as on a phone keyboard in the street.
    const words = guideName.split(' ');
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
    const typo = words.map((word) => (word === longest ? word[0] + word.slice(2) : word)).join(' ');
    await verify(page, 'Nombre, RUC o número de carné', 'Verificar', typo);
    await expect(results).toContainText(`No hay una coincidencia exacta con «${typo}»`);
    await expect(results.getByRole('heading', { name: guideName })).toBeVisible();
    await expect(results).toContainText('Registrado y vigente');
    await expect(results).not.toContainText('no figura en el registro');
  });
});

test.describe('my location and the nearest tourism police', () => {
  test.use({ geolocation: PLAZA, permissions: ['geolocation'] });

  test('shows the coordinates, a Plus Code and the nearest office', async ({ page }) => {
    await page.goto('/');
    await emergencyButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Teléfonos de Emergencia' });
    await drawer.getByRole('button', { name: 'Mostrar mi ubicación' }).click();

    await expect(drawer.locator('.coordinate').first()).toHaveText('-13.51664');
    await expect(drawer.locator('.coordinate').nth(1)).toHaveText('-71.97872');
    await expect(drawer.locator('.plus-code')).toHaveText(PLUS_CODE);
    await expect(drawer.getByRole('link', { name: 'Enviar por SMS' })).toHaveAttribute(
      'href',
      /^sms:\?body=.*-13\.51664/,
    );

    const first = drawer.locator('.office').first();
    await expect(first.getByRole('heading')).toHaveText('Comisaría PNP de Turismo Cusco');
    await expect(first).toContainText(/a 3\d0 m/);
    await expect(first.getByRole('link', { name: /Llamar/ })).toHaveAttribute(
      'href',
      'tel:+5184249654',
    );
    await expect(first.getByRole('link', { name: /Abrir en mapas/ })).toHaveAttribute(
      'href',
      /query=-13\.51502,-71\.98127/,
    );
  });

  test('after one visit, finds the nearest office with the network off', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 15_000,
    });
    await context.setOffline(true);
    try {
      const response = await page.reload();
      expect(response?.fromServiceWorker()).toBe(true);
      // Verification needs the registry: the page says so instead of failing silently.
      await verify(page, 'Nombre, RUC o número de carné', 'Verificar', guide.licenseNumber);
      await expect(page.locator('.verify-outcome')).toContainText('Sin conexión');
      await emergencyButton(page).click();
      const drawer = page.getByRole('dialog', { name: 'Teléfonos de Emergencia' });
      await drawer.getByRole('button', { name: 'Mostrar mi ubicación' }).click();
      await expect(drawer.locator('.coordinate').first()).toHaveText('-13.51664');
      await expect(drawer.locator('.office').first().getByRole('heading')).toHaveText(
        'Comisaría PNP de Turismo Cusco',
      );
    } finally {
      await context.setOffline(false);
    }
  });

  test('the same in English, offline', async ({ page, context }) => {
    await page.goto('/');
    await chooseLanguage(page, 'English');
    await expect(page.getByRole('heading', { name: 'Check before you hire' })).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 15_000,
    });
    // The language was switched in place: the worker keeps the page again, now in English, even
    // when the switch came before it controlled the page.
    await page.waitForFunction(
      async () => (await (await caches.match('/'))?.text())?.includes('<html lang="en"') ?? false,
      undefined,
      { timeout: 15_000 },
    );
    await context.setOffline(true);
    try {
      await page.reload();
      await emergencyButton(page, 'Emergency phone numbers').click();
      const drawer = page.getByRole('dialog', { name: 'Emergency phone numbers' });
      await drawer.getByRole('button', { name: 'Show my location' }).click();
      await expect(drawer.getByText('Latitude')).toBeVisible();
      await expect(drawer.locator('.coordinate').first()).toHaveText('-13.51664');
      const first = drawer.locator('.office').first();
      await expect(first).toContainText(/3\d0 m away/);
      await expect(first.getByRole('link', { name: /Open in maps/ })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});

test.describe('location refused', () => {
  test('explains it and ranks the offices of a chosen district', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/');
    await emergencyButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Teléfonos de Emergencia' });
    await drawer.getByRole('button', { name: 'Mostrar mi ubicación' }).click();
    await expect(drawer.getByText(/No diste permiso/)).toBeVisible();
    await drawer.getByLabel('Elige tu distrito').selectOption({ label: 'Machupicchu' });
    await expect(drawer.locator('.office').first().getByRole('heading')).toHaveText(
      'Comisaría PNP Machupicchu',
    );
  });
});

test.describe('on a 360 x 740 phone', () => {
  test.use({
    viewport: { width: 360, height: 740 },
    geolocation: PLAZA,
    permissions: ['geolocation'],
  });

  const states: [string, (page: Page) => Promise<void>][] = [
    [
      'verification results',
      async (page) => {
        await verify(page, 'Nombre, RUC o número de carné', 'Verificar', guide.licenseNumber);
        await expect(page.locator('.verify-outcome')).toContainText('Registrado y vigente');
      },
    ],
    [
      'verification not found',
      async (page) => {
        await verify(page, 'Nombre, RUC o número de carné', 'Verificar', 'Nadie Inventado');
        await expect(page.locator('.verify-outcome')).toContainText('no figura');
      },
    ],
    [
      'location and nearest offices',
      async (page) => {
        await emergencyButton(page).click();
        const drawer = page.getByRole('dialog', { name: 'Teléfonos de Emergencia' });
        await drawer.getByRole('button', { name: 'Mostrar mi ubicación' }).click();
        await expect(drawer.locator('.office').first()).toBeVisible();
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
      await page.waitForTimeout(250);

      await expectPhoneFriendly(page);
    });
  }
});
