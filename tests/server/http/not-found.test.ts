import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';

// Only the addresses someone serves answer 200: the staff application its own, the API its
// routes; anything else is 404, as a page in the visitor's language or plain text.

describe('an address nobody serves', () => {
  it.each(['/.env', '/healthz', '/metrics', '/wp-login.php', '/admin.php', '/sign-in-now'])(
    '%s is 404, never the staff application',
    async (path) => {
      const app = await createTestApp();
      const answer = await app.request.get(path).set('accept', 'text/html');
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain('<title>admin</title>');
    },
  );

  it('is a page in the visitor’s language with a link to the emergency page', async () => {
    const app = await createTestApp();
    const answer = await app.request
      .get('/no-such-page')
      .set('accept', 'text/html')
      .set('accept-language', 'de-DE,de;q=0.9');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.text).toContain('<html lang="de"');
    expect(answer.text).toContain('Seite nicht gefunden');
    expect(answer.text).toContain('<a href="/?lang=de">Zu den Notrufnummern');
    const japanese = await app.request.get('/no-such-page?lang=ja').set('accept', 'text/html');
    expect(japanese.text).toContain('ページが見つかりません');
  });

  it('is plain text for a program, and JSON under /api', async () => {
    const app = await createTestApp();
    const plain = await app.request.get('/no-such-page');
    expect(plain.status).toBe(404);
    expect(plain.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(plain.text).toBe('Not found');
    const api = await app.request.get('/api/no-such-route');
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    const posted = await app.request.post('/no-such-page').send({});
    expect(posted.status).toBe(404);
  });
});

describe('the staff application', () => {
  it.each([
    '/admin',
    '/admin/',
    '/admin/guias-turismo',
    '/admin/policias/jurisdiccion',
    '/sign-in',
    '/auth/sign-in',
    '/reset-password',
    '/change-password',
    '/unlock-session',
  ])('answers %s', async (path) => {
    const app = await createTestApp();
    const answer = await app.request.get(path).set('accept', 'text/html');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<title>admin</title>');
  });
});
