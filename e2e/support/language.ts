import type { Page } from '@playwright/test';

/** Picks a language in the header's picker, as a visitor does: open it, tap the language. */
export async function chooseLanguage(page: Page, name: string): Promise<void> {
  await page.locator('.site-header details.language-switcher > summary').click();
  await page.getByRole('button', { name, exact: true }).click();
}
