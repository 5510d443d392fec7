import { expect, type Page } from '@playwright/test';
import type { Role } from '../generated/graphql';
import { type Area, can } from '../server/security/permissions';
import { STAFF_PAGES, staffPageLink } from '../shared/staff-pages';
import { signIn } from './support/auth';
import { test } from './support/test';

// Normal use leaves the browser's console clean: every page of the staff application for each
// role, the signed-out pages, the tourists' page, the playground and the REST reference load
// without a console error, an uncaught exception or a failed request.

/** What went wrong on a page, as one line each. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      problems.push(`console: ${message.text()} (${message.location().url || page.url()})`);
    }
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  page.on('requestfailed', (request) => {
    // Leaving a page cancels what it still had in flight: that is the browser, not a failure.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.push(`${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  });
  return problems;
}

/** Opens `path` and waits until the page has loaded and stopped fetching. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

const ACCOUNTS: Record<Role, string> = {
  ADMINISTRADOR: 'admin',
  DIRCETUR: 'dircetur',
  POLICIA: 'policia',
};

/** The pages a role's menu offers (the same rule as the menu and the router). */
function sectionsFor(role: Role): string[] {
  return STAFF_PAGES.filter(
    (page) =>
      !('area' in page) || can(role, page.area as Area, 'action' in page ? page.action : 'read'),
  ).map(staffPageLink);
}

test.describe('a clean console', () => {
  for (const role of Object.keys(ACCOUNTS) as Role[]) {
    test(`every page of ${role}`, async ({ page }) => {
      test.slow();
      const problems = watch(page);
      await signIn(page, ACCOUNTS[role]);
      for (const path of sectionsFor(role)) {
        await test.step(path, async () => {
          await visit(page, path);
          await expect(page.locator('.shell[data-layout]')).toBeVisible();
        });
      }
      expect(problems).toEqual([]);
    });
  }

  test('signed out: the public page, the sign-in family, the playground and the reference', async ({
    page,
  }) => {
    test.slow();
    const problems = watch(page);
    for (const path of [
      '/',
      '/sign-in',
      '/auth/sign-in',
      '/sign-up',
      '/forgot-password',
      '/playground',
      '/docs/api',
    ]) {
      await test.step(path, () => visit(page, path));
    }
    expect(problems).toEqual([]);
  });
});
