import { expect, type Page, type Request } from '@playwright/test';
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

/** The staff app's live updates: one request that lasts as long as the page. */
const isEventStream = (request: Request) => new URL(request.url()).pathname === '/api/events';

/**
 * Opens `path` and waits until the page has loaded and stopped fetching for half a second (what
 * Playwright's `networkidle` means), the event stream apart: it never ends while the page is open.
 */
async function visit(page: Page, path: string) {
  const inFlight = new Set<Request>();
  let quietSince = Date.now();
  const started = (request: Request) => {
    if (!isEventStream(request)) inFlight.add(request);
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request) && inFlight.size === 0) quietSince = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(path);
    await expect
      .poll(() => inFlight.size === 0 && Date.now() - quietSince >= 500, { timeout: 30_000 })
      .toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
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
