import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator } from '@playwright/test';

/** Fills a report's "When?" with an hour ago on the phone's own clock, as a tourist would. */
export async function fillAnHourAgo(field: Locator): Promise<void> {
  const value = await field.page().evaluate(() => {
    const at = new Date(Date.now() - 60 * 60 * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  });
  await field.fill(value);
}

/** Waits for the report section's receipt and answers the case code it shows (CUS-2026-000123). */
export async function receivedCaseCode(section: Locator): Promise<string> {
  await expect(section.getByRole('heading', { name: 'Your report was received' })).toBeVisible({
    timeout: 15_000,
  });
  const text = await section
    .getByText(/CUS-\d{4}-\d{6}/)
    .first()
    .textContent();
  const code = text?.match(/CUS-\d{4}-\d{6}/)?.[0];
  expect(code).toBeTruthy();
  return code as string;
}

/** A theft reported now at the Plaza de Armas by a tourist in English, as the page sends it. */
export function theftNow(): Record<string, unknown> {
  return {
    type: 'THEFT',
    occurredAt: new Date().toISOString(),
    place: {
      position: { latitude: -13.51664, longitude: -71.97872, accuracy: 25 },
      description: 'Plaza de Armas, near the cathedral',
    },
    items: [],
    account: 'Someone took my phone from my backpack.',
    reporter: { name: 'Emma Johnson', nationality: 'United States', email: 'emma@example.com' },
    language: 'en',
  };
}

/**
 * Files a tourist's report through the public REST API, from a device of its own, as the page
 * sends it; answers the case code.
 */
export async function fileReport(
  request: APIRequestContext,
  report: Record<string, unknown>,
): Promise<string> {
  const filed = await request.post('/api/public/incidents', {
    data: { deviceKey: randomUUID(), ...report },
  });
  expect(filed.status()).toBe(201);
  const { code } = (await filed.json()) as { code: string };
  return code;
}
