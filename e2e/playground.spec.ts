import { type BrowserContext, expect, type Page, type Request } from '@playwright/test';
import { test } from './support/test';

/** Hosts the playground may talk to: this machine only, so it works with no internet. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLocal(url: URL): boolean {
  return url.protocol === 'data:' || url.protocol === 'blob:' || LOCAL_HOSTS.has(url.hostname);
}

/** The files that make up the playground: its entry, monaco, GraphiQL and the editor workers. */
const PLAYGROUND_CHUNK = /\/assets\/(playground|monaco|graphiql|[\w.]*worker)[\w.-]*\.js$/i;

/**
 * Aborts and records every request to another origin (workers included, hence the context), and
 * records console errors, uncaught errors and CSP violations.
 */
async function watch(context: BrowserContext, page: Page) {
  const foreign: string[] = [];
  const errors: string[] = [];
  await context.route(
    (url) => !isLocal(url),
    (route) => {
      foreign.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // Chromium also logs violations to the console; the event names the directive and the file.
  await page.exposeFunction('reportCspViolation', (violation: string) => errors.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void })
        .reportCspViolation;
      report(`CSP ${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile})`);
    });
  });
  return { foreign, errors };
}

/** Opens the playground and waits until monaco has rendered the operation editor. */
async function openPlayground(page: Page, path = '/playground') {
  await page.goto(path);
  const editor = page.getByRole('region', { name: 'Operation Editor' });
  await expect(editor.locator('.monaco-editor')).toBeVisible({ timeout: 30_000 });
  return editor;
}

test('the playground runs the default query with no request leaving this machine', async ({
  context,
  page,
}) => {
  const { foreign, errors } = await watch(context, page);
  const editor = await openPlayground(page);

  await expect(page).toHaveTitle('Turismo Seguro Cusco · GraphQL Playground');
  await expect(editor).toContainText('query EmergencyContacts');
  await expect(editor).toContainText('Authorization');

  const response = page.waitForResponse(
    (res) =>
      res.url().endsWith('/graphql') &&
      res.request().method() === 'POST' &&
      res.request().postDataJSON()?.operationName === 'EmergencyContacts',
  );
  await page.getByRole('button', { name: /^Execute query/ }).click();
  expect((await response).status()).toBe(200);

  const result = page.getByRole('region', { name: 'Result Window' });
  await expect(result).toContainText('Policía');
  await expect(result).toContainText('105');

  // Introspection works: the schema reached the docs explorer.
  await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
  await expect(page.getByText('EmergencyContact', { exact: true }).first()).toBeVisible();

  expect(foreign, 'requests to other origins').toEqual([]);
  expect(errors, 'console errors and CSP violations').toEqual([]);
});

test('the playground opens one tab per main task; the verification runs with its variables', async ({
  context,
  page,
}) => {
  const { foreign, errors } = await watch(context, page);
  await openPlayground(page);
  const tabs = page.getByRole('tablist');
  for (const name of ['EmergencyContacts', 'VerifyProvider', 'SignIn', 'Guides']) {
    await expect(tabs.getByText(name, { exact: true })).toBeVisible();
  }
  await expect(tabs.getByText('MarkNotificationsRead', { exact: true })).toBeVisible();

  await tabs.getByText('VerifyProvider', { exact: true }).click();
  const editor = page.getByRole('region', { name: 'Operation Editor' });
  await expect(editor).toContainText('query VerifyProvider');
  await expect(page.getByRole('region', { name: 'Variables' })).toContainText('Quispe');
  const response = page.waitForResponse(
    (res) =>
      res.url().endsWith('/graphql') &&
      res.request().postDataJSON()?.operationName === 'VerifyProvider',
  );
  await page.getByRole('button', { name: /^Execute query/ }).click();
  expect((await response).status()).toBe(200);
  await expect(page.getByRole('region', { name: 'Result Window' })).toContainText('Quispe');

  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
});

test('a browser opening /graphql lands on the playground', async ({ context, page, request }) => {
  const redirect = await request.get('/graphql', {
    headers: { Accept: 'text/html' },
    maxRedirects: 0,
  });
  expect(redirect.status()).toBe(303);
  expect(redirect.headers().location).toBe('/playground');

  const { foreign, errors } = await watch(context, page);
  await openPlayground(page, '/graphql');
  expect(new URL(page.url()).pathname).toBe('/playground');
  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
});

test('request headers (the access token) never reach web storage', async ({ context, page }) => {
  const { errors } = await watch(context, page);
  await openPlayground(page);

  await page.getByRole('button', { name: 'Headers', exact: true }).click();
  // The hidden variables editor shares the tools pane: pick the visible one.
  await page
    .getByRole('region', { name: 'Headers' })
    .getByRole('code')
    .filter({ visible: true })
    .click();
  // Monaco closes brackets and quotes itself and types over them, so this ends as valid JSON.
  await page.keyboard.type('{"Authorization": "Bearer e2e-secret-token"}');
  // GraphiQL copies the editor into its tab state 100 ms after typing stops, and the history it
  // saves on every run is taken from that state: let it settle so the run records the token.
  await page.waitForTimeout(500);

  const result = page.getByRole('region', { name: 'Result Window' });
  const operation = (req: Request) =>
    req.url().endsWith('/graphql') && req.postDataJSON()?.operationName === 'EmergencyContacts';
  const sent = page.waitForRequest(operation);
  await page.getByRole('button', { name: /^Execute query/ }).click();
  expect((await sent).headers().authorization).toBe('Bearer e2e-secret-token');
  await expect(result).toContainText('Policía');

  const stored = await page.evaluate(() =>
    JSON.stringify([{ ...window.localStorage }, { ...window.sessionStorage }]),
  );
  expect(stored).toContain('EmergencyContacts');
  expect(stored.includes('e2e-secret-token'), `token in web storage: ${stored}`).toBe(false);
  expect(errors).toEqual([]);
});

test('a token given once serves every tab until the page is left', async ({ context, page }) => {
  const { errors } = await watch(context, page);
  await openPlayground(page);
  const tabs = page.getByRole('tablist');
  await tabs.getByText('SignIn', { exact: true }).click();
  await expect(page.getByRole('region', { name: 'Operation Editor' })).toContainText(
    'mutation SignIn',
  );
  const variables = page.getByRole('region', { name: 'Variables' }).getByRole('code');
  await variables.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  // Monaco closes brackets and quotes itself and types over them, so this ends as valid JSON.
  await page.keyboard.type('{"login": "dircetur", "password": "Cusco.2026"}');
  const signedIn = page.waitForResponse(
    (res) =>
      res.url().endsWith('/graphql') && res.request().postDataJSON()?.operationName === 'SignIn',
  );
  await page.getByRole('button', { name: /^Execute query/ }).click();
  expect((await signedIn).status()).toBe(200);

  await tabs.getByText('Guides', { exact: true }).click();
  await expect(page.getByRole('region', { name: 'Operation Editor' })).toContainText(
    'query Guides',
  );
  const sent = page.waitForRequest(
    (req) => req.url().endsWith('/graphql') && req.postDataJSON()?.operationName === 'Guides',
  );
  await page.getByRole('button', { name: /^Execute query/ }).click();
  expect((await sent).headers().authorization).toMatch(/^Bearer ey/);
  await expect(page.getByRole('region', { name: 'Result Window' })).toContainText('"total"');

  const stored = await page.evaluate(() =>
    JSON.stringify([{ ...window.localStorage }, { ...window.sessionStorage }]),
  );
  expect(stored).not.toMatch(/Bearer ey|ey[\w-]{20,}\.ey/);
  // Nor the password typed for SignIn, in its tab or in the raw texts GraphiQL keeps (SECURITY 26).
  expect(stored).not.toContain('Cusco.2026');
  expect(errors).toEqual([]);
});

test('the public page loads no playground or monaco code', async ({ page, request }) => {
  const playgroundHtml = await (await request.get('/playground')).text();
  const entry = playgroundHtml.match(/<script[^>]+src="([^"]+)"/)?.[1];
  expect(entry, 'the playground entry script').toMatch(PLAYGROUND_CHUNK);

  const scripts: string[] = [];
  page.on('request', (req) => {
    if (['script', 'other'].includes(req.resourceType())) scripts.push(new URL(req.url()).pathname);
  });
  page.on('worker', (worker) => scripts.push(new URL(worker.url()).pathname));
  await page.goto('/');
  await page.waitForLoadState('networkidle');

  const html = await (await request.get('/')).text();
  const referenced = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  const loaded = [...referenced, ...scripts];
  expect(loaded).not.toContain(entry);
  expect(loaded.filter((path) => PLAYGROUND_CHUNK.test(path))).toEqual([]);
});
