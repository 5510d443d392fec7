import { describe, expect, it } from 'vitest';
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
    expect(contacts).toHaveLength(7);
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

  it('serves the REST reference as text, to browsers and programs alike', async () => {
    const app = await createTestApp();
    const response = await app.request.get('/docs/api').set('accept', 'text/html');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.text).toMatch(/^# REST API\n/);
    expect(response.text).toContain('### `GET /api/admin/guides`');
  });

  it('serves the translations', async () => {
    const app = await createTestApp();
    const response = await app.request.get('/i18n/es.json');
    expect(response.status).toBe(200);
    expect(response.body).toHaveProperty('home');
  });
});
