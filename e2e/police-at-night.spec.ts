import { expect, type Page } from '@playwright/test';
import { test } from './support/test';

// At night the post nearest to a tourist may be closed: the page says so, ranks an open office
// first and keeps the red call for it. Cusco's clock, on a phone.

/** Calle Triunfo, a block from the Plaza de Armas: the San Blas post (08:00–20:00) is nearest. */
const NEAR_PLAZA = { latitude: -13.516, longitude: -71.977 };
const NIGHT = new Date('2026-03-10T23:40:00-05:00');
const MORNING = new Date('2026-03-10T10:00:00-05:00');

test.use({
  viewport: { width: 360, height: 740 },
  timezoneId: 'America/Lima',
  geolocation: NEAR_PLAZA,
  permissions: ['geolocation'],
});

async function nearestOffices(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Teléfonos de Emergencia', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Teléfonos de Emergencia' });
  await drawer.getByRole('button', { name: 'Mostrar mi ubicación' }).click();
  return drawer.locator('.office');
}

/** The red of the call buttons, as the page's theme defines it. */
const danger = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--danger)';
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  });

test('at 23:40 the open Comisaría comes first and the closed post says when it opens', async ({
  page,
}) => {
  await page.clock.install({ time: NIGHT });
  const offices = await nearestOffices(page);

  const first = offices.first();
  await expect(first.getByRole('heading')).toHaveText('Comisaría PNP de Turismo Cusco');
  const call = first.getByRole('link', { name: /Llamar/ });
  await expect(call).toHaveAttribute('href', 'tel:+5184249654');
  await expect(call).toHaveCSS('background-color', await danger(page));

  const post = offices.filter({ hasText: 'Puesto de Auxilio Rápido San Blas' });
  await expect(post).toContainText('Cerrado ahora · abre a las 8:00');
  await expect(post.getByRole('link', { name: /Llamar/ })).not.toHaveCSS(
    'background-color',
    await danger(page),
  );
});

test('in the morning the nearest post comes first, open', async ({ page }) => {
  await page.clock.install({ time: MORNING });
  const offices = await nearestOffices(page);

  const first = offices.first();
  await expect(first.getByRole('heading')).toHaveText('Puesto de Auxilio Rápido San Blas');
  await expect(first).not.toContainText('Cerrado');
  await expect(first.getByRole('link', { name: /Llamar/ })).toHaveCSS(
    'background-color',
    await danger(page),
  );
});
