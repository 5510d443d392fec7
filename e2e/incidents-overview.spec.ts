import { expect } from '@playwright/test';
import { signIn } from './support/auth';
import { fileReport } from './support/report';
import { test } from './support/test';

// The tourism police's landing page: a tourist's report just filed is counted among the open
// ones and listed among those not yet taken up; its link opens it in Denuncias. A DIRCETUR's
// landing page has no such card.

const FIRST_LOAD = { timeout: 15_000 };

test('a POLICIA’s landing page shows a new report, whose link opens it in Denuncias', async ({
  page,
  request,
}) => {
  const code = await fileReport(request, {
    type: 'SCAM',
    occurredAt: new Date().toISOString(),
    place: { province: 'Cusco', district: 'Cusco', description: 'Mercado San Pedro' },
    account: 'A fake tour agency took my money.',
    reporter: { name: 'Lena Fischer', nationality: 'Germany' },
    language: 'en',
  });

  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, 'policia@turismo.cusco.pe');
  const card = page.getByRole('region', { name: 'Denuncias abiertas' });
  const link = card.getByRole('link', { name: code });
  await expect(link).toBeVisible(FIRST_LOAD);
  await expect(card.getByRole('link', { name: /^Recibido\s*\d+/ })).toBeVisible();
  await expect(card).toContainText('Estafa');
  await expect(card).toContainText('Mercado San Pedro · Cusco');
  await expect(card).not.toContainText('Lena Fischer');
  // A phone's width, without scrolling sideways.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);

  await link.click();
  await expect(page).toHaveURL(/\/admin\/denuncias\?caso=[^&]+$/);
  await expect(page.getByRole('heading', { name: 'Denuncias', level: 1 })).toBeVisible(FIRST_LOAD);
});

test('a DIRCETUR’s landing page has no open reports', async ({ page }) => {
  await signIn(page, 'dircetur@turismo.cusco.pe');
  await expect(page.getByRole('region', { name: 'Registros' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('region', { name: 'Denuncias abiertas' })).toHaveCount(0);
});
