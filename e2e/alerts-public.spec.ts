import { type APIRequestContext, expect } from '@playwright/test';
import { authHeaders } from './support/auth';
import { test } from './support/test';

// A railway alert published by DIRCETUR reaches a tourist's phone: at the top of the page in
// English, offline after one visit with the time it was read, gone once the phone's clock passes
// its expiry; a phone in Japanese reads the English text with a note saying so.

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

test('a tourist in English sees the alert first, offline too, until it expires', async ({
  page,
  context,
  request,
}) => {
  const alert = await publishRailwayAlert(request);
  try {
    await page.goto('/?lang=en');
    const section = page.getByRole('region', { name: 'Alerts' });
    const card = section.getByRole('article', { name: 'Trains to Machu Picchu suspended (test)' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Severe');
    await expect(card).toContainText(/updated \d\d:\d\d/);
    // Above the situations.
    const alertsTop = (await section.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    const situationsTop = (await page.locator('#situations').boundingBox())?.y ?? 0;
    expect(alertsTop).toBeLessThan(situationsTop);

    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 15_000,
    });
    await page.waitForFunction(
      async () =>
        (await caches.keys()).length > 0 && !!(await caches.match('/api/public/alerts?lang=en')),
      undefined,
      { timeout: 15_000 },
    );
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(card).toBeVisible();
      await expect(section).toContainText(/as of the last check: \d\d:\d\d/);
      // The phone's clock moves past the expiry: the alert goes, with no network to say so.
      await page.clock.install({ time: new Date(Date.parse(alert.expires) + MINUTE) });
      await page.reload();
      await expect(page.locator('#alerts')).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
  } finally {
    await alert.cancel();
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
