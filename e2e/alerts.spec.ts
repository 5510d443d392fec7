import { type APIRequestContext, devices, expect } from '@playwright/test';
import { authHeaders, signInAt } from './support/auth';
import { choose, pickDate, typeAndPick } from './support/registry';
import { test } from './support/test';

// A railway alert published by a DIRCETUR clerk through the staff form reaches a tourist's phone:
// at the top of the page in English, offline after one visit with the time it was read, gone
// once the phone's clock passes its expiry; a phone in Japanese reads the English text with a
// note saying so.

const MINUTE = 60_000;

/** Publishes a railway alert in Spanish and English, in force for a few minutes only. */
async function publishRailwayAlert(request: APIRequestContext) {
  const headers = await authHeaders(request, 'dircetur');
  const now = Date.now();
  const expires = new Date(now + 10 * MINUTE).toISOString();
  const created = await request.post('/api/alerts', {
    headers,
    data: {
      category: 'RAILWAY',
      severity: 'SEVERE',
      urgency: 'IMMEDIATE',
      certainty: 'OBSERVED',
      area: { kind: 'PROVINCES', provinces: ['Urubamba'] },
      onset: new Date(now - MINUTE).toISOString(),
      expires,
      texts: [
        {
          language: 'es',
          headline: 'Trenes a Machu Picchu suspendidos (prueba)',
          description: 'Un derrumbe cortó la vía férrea cerca del km 104.',
          instruction: 'Consulte a su operador antes de ir a la estación.',
        },
        {
          language: 'en',
          headline: 'Trains to Machu Picchu suspended (test)',
          description: 'A landslide cut the railway near km 104.',
          instruction: 'Ask your operator before going to the station.',
        },
      ],
      source: 'PeruRail',
      link: 'https://www.perurail.com',
    },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  expect((await request.post(`/api/alerts/${id}/publish`, { headers })).ok()).toBe(true);
  return {
    expires,
    // Other specs share the server: the alert leaves the page with the test.
    cancel: () =>
      request.post(`/api/alerts/${id}/cancel`, { headers, data: { reason: 'End of the test' } }),
  };
}

/** Cancels the active alerts whose headline is `headline` (what the form published). */
async function cancelAlertsNamed(request: APIRequestContext, headline: string) {
  const headers = await authHeaders(request, 'dircetur');
  const found = await request.get(`/api/alerts?search=${encodeURIComponent(headline)}`, {
    headers,
  });
  const { items } = (await found.json()) as { items: { id: string; state: string }[] };
  for (const { id, state } of items) {
    if (state !== 'PUBLISHED' && state !== 'UPDATED') continue;
    const cancelled = await request.post(`/api/alerts/${id}/cancel`, {
      headers,
      data: { reason: 'End of the test' },
    });
    expect(cancelled.ok()).toBe(true);
  }
}

/** A time as Cusco's clock shows it in the staff form (`DD/MM/YYYY HH:mm`). */
function cuscoWallClock(at: number): string {
  const part = (type: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Lima',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .find((piece) => piece.type === type)?.value;
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

test('a DIRCETUR publishes a railway alert; a phone in English sees it first, offline too, until it expires', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const headline = 'Trains to Machu Picchu suspended (form)';
  // The clerk writes it in Spanish and English and publishes it, confirming what tourists see.
  await signInAt(page, 'dircetur@turismo.cusco.pe', '/admin/alertas');
  await expect(page.getByRole('heading', { name: 'Alertas a turistas' })).toBeVisible();
  await page.getByRole('button', { name: 'Nueva alerta' }).first().click();
  const form = page.getByRole('dialog', { name: 'Nueva alerta' });
  await choose(page, form.getByLabel('Categoría'), 'Tren');
  await choose(page, form.getByLabel('Severidad'), 'Grave');
  await choose(page, form.getByLabel('Urgencia'), 'Inmediata');
  await choose(page, form.getByLabel('Certeza'), 'Observada');
  await form.getByLabel('Provincias', { exact: true }).check();
  await typeAndPick(page, form.getByRole('combobox', { name: 'Provincias' }), 'Urubamba', {
    multiple: true,
  });
  const now = Date.now();
  await pickDate(form.getByLabel('Inicio'), cuscoWallClock(now - MINUTE));
  await pickDate(form.getByLabel('Fin'), cuscoWallClock(now + 2 * 60 * MINUTE));
  const texts: Record<string, [string, string, string]> = {
    'Español *': [
      'Trenes a Machu Picchu suspendidos (formulario)',
      'Un derrumbe cortó la vía.',
      'Consulte a su operador.',
    ],
    'Inglés *': [headline, 'A landslide cut the railway.', 'Ask your operator.'],
  };
  for (const [tab, [title, description, instruction]] of Object.entries(texts)) {
    await form.getByRole('tab', { name: tab }).click();
    const panel = form.getByRole('tabpanel', { name: tab });
    await panel.getByLabel('Titular').fill(title);
    await panel.getByLabel('Descripción').fill(description);
    await panel.getByLabel('Qué hacer').fill(instruction);
  }
  await form.getByLabel('Fuente').fill('PeruRail');
  await form.getByRole('button', { name: 'Publicar' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Publicar la alerta?' });
  await expect(confirm).toContainText('Los turistas la verán desde ahora en 2 idiomas');
  await confirm.getByRole('button', { name: 'Publicar' }).click();
  await expect(
    page.getByRole('row', { name: /Trenes a Machu Picchu suspendidos \(formulario\)/ }),
  ).toContainText('Publicada');

  // A tourist's phone, in English, on Cusco's clock.
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL,
    locale: 'en-US',
    timezoneId: 'America/Lima',
  });
  const tourist = await phone.newPage();
  try {
    await tourist.goto('/');
    const section = tourist.getByRole('region', { name: 'Alerts' });
    const card = section.getByRole('article', { name: headline });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Severe');
    await expect(card).toContainText(/updated \d\d:\d\d/);
    // Above the situations.
    const alertsTop = (await section.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    const situationsTop = (await tourist.locator('#situations').boundingBox())?.y ?? 0;
    expect(alertsTop).toBeLessThan(situationsTop);

    await tourist.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 15_000,
    });
    await tourist.waitForFunction(
      async () => !!(await caches.match('/api/public/alerts?lang=en')),
      undefined,
      { timeout: 15_000 },
    );
    // Ten minutes later the tourist opens the page with no network: the device's copies, "as of"
    // when they were read (whether or not the browser knows it is offline).
    await phone.setOffline(true);
    await tourist.clock.install({ time: new Date(now + 10 * MINUTE) });
    await tourist.reload();
    await expect(card).toBeVisible();
    await expect(section).toContainText(/as of the last check: \d\d:\d\d/);
    // The phone's clock moves past the expiry: the alert goes, with no network to say so.
    await tourist.clock.setSystemTime(new Date(now + 3 * 60 * MINUTE));
    await tourist.reload();
    await expect(tourist.locator('#alerts')).toHaveCount(0);
  } finally {
    await phone.close();
    // The other specs on this worker's server must not find the alert at the top of the page.
    await cancelAlertsNamed(request, headline);
  }
});

test.describe('a phone in Japanese', () => {
  test.use({ locale: 'ja-JP' });

  test('reads the English text, with the note', async ({ page, request }) => {
    const alert = await publishRailwayAlert(request);
    try {
      await page.goto('/');
      const card = page.getByRole('article', { name: 'Trains to Machu Picchu suspended (test)' });
      await expect(card).toBeVisible();
      await expect(card).toContainText('日本語では提供されていません（英語で表示）');
      await expect(card.getByRole('heading')).toHaveAttribute('lang', 'en');
    } finally {
      await alert.cancel();
    }
  });
});
