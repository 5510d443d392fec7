import type { Locator } from '@playwright/test';

/** Fills a report's "When?" with an hour ago on the phone's own clock, as a tourist would. */
export async function fillAnHourAgo(field: Locator): Promise<void> {
  const value = await field.page().evaluate(() => {
    const at = new Date(Date.now() - 60 * 60 * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  });
  await field.fill(value);
}
