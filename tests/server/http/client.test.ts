import { describe, expect, it } from 'vitest';
import { renderApiDocsPage } from '../../../server/http/api-docs-page';
import { createTestApp } from '../../support/app';

describe('client pages', () => {
  it('serves the public page rendered, with the numbers inlined for hydration', async () => {
    const app = await createTestApp();
    const response = await app.request.get('/').set('accept', 'text/html');
    expect(response.status).toBe(200);
    const match = response.text.match(
      /<script type="application\/json" id="emergency-contacts">(.*?)<\/script>/,
    );
    expect(match).not.toBeNull();
    const contacts = JSON.parse(match?.[1] ?? 'null');
    expect(contacts).toHaveLength(8);
    expect(contacts[0]).toMatchObject({ name: 'Policía', phone: '105', dial: '105' });
    expect(response.text).toContain('href="tel:105"');
    expect(response.text).not.toContain('<!--page-');
  });

  it('sends every other page path to the staff application', async () => {
    const app = await createTestApp();
    const response = await app.request.get('/admin/guias-turismo').set('accept', 'text/html');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<title>admin</title>');
  });

  it('serves the playground, also to browsers opening /graphql', async () => {
    const app = await createTestApp();
    const page = await app.request.get('/playground').set('accept', 'text/html');
    expect(page.text).toContain('<title>playground</title>');
    const redirect = await app.request.get('/graphql').set('accept', 'text/html,*/*;q=0.8');
    expect(redirect.status).toBe(303);
    expect(redirect.headers.location).toBe('/playground');
  });

  it('does not answer non-page requests with HTML', async () => {
    const app = await createTestApp();
    const response = await app.request.get('/assets/missing.js').set('accept', '*/*');
    expect(response.status).toBe(404);
  });

  it('serves the REST reference as a page whose contents links work, and its Markdown', async () => {
    const app = await createTestApp();
    const response = await app.request.get('/docs/api').set('accept', 'text/html');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.text;
    expect(html).toContain('<h3 id="get-apiadminguides"><code>GET /api/admin/guides</code></h3>');
    // The generated-file note is for the file's editors; raw HTML shows as text.
    expect(html).not.toContain('do not edit');
    expect(html).toContain('<code>Authorization: Bearer &lt;accessToken&gt;</code>');
    // Every link inside the page lands on an element of the page.
    const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
    const targets = [...html.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]);
    expect(targets.length).toBeGreaterThan(100);
    expect(targets.filter((target) => !ids.has(target))).toEqual([]);
    // The product's areas come first in the contents, the template's after them.
    const contents = html.slice(html.indexOf('<nav'), html.indexOf('</nav>'));
    expect(contents.indexOf('Guides')).toBeGreaterThan(0);
    expect(contents.indexOf('Guides')).toBeLessThan(contents.indexOf('(template demo)'));

    const source = await app.request.get('/docs/api.md');
    expect(source.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(source.text).toMatch(/^# REST API\n/);
  });

  it('shows the HTML of a description as text on the reference page', () => {
    const html = renderApiDocsPage(
      '# T\n\n<script>alert(1)</script>\n\nA <img src=x onerror=alert(1)> and [x](javascript:alert(1)).\n',
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('&lt;script&gt;');
  });

  it("serves the translations: the staff application's and the page's own", async () => {
    const app = await createTestApp();
    const staff = await app.request.get('/i18n/es.json');
    expect(staff.status).toBe(200);
    expect(staff.body).toHaveProperty('shell');
    const page = await app.request.get('/i18n/public/ja.json');
    expect(page.status).toBe(200);
    expect(page.body).toHaveProperty('home');
  });
});
