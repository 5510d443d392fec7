import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';

describe('the sign-in texts', () => {
  it('are the sign-in pages’ part of a staff dictionary, the rest left for later', async () => {
    const app = await createTestApp();
    const part = await app.request.get('/i18n/tr.json?part=sign-in');
    expect(part.status).toBe(200);
    expect(part.headers['cache-control']).toBe('no-cache');
    expect(Object.keys(part.body).sort()).toEqual(['auth', 'common', 'shell']);
    expect(Object.keys(part.body.shell).sort()).toEqual(['language', 'loading', 'toolbar']);
    expect(Object.keys(part.body.shell.toolbar)).toEqual(['languageFailed']);

    const whole = await app.request.get('/i18n/tr.json');
    expect(whole.body.auth).toEqual(part.body.auth);
    expect(whole.body.shell.loading).toEqual(part.body.shell.loading);
    expect(Object.keys(whole.body).length).toBeGreaterThan(10);
    expect(JSON.stringify(part.body).length * 4).toBeLessThan(JSON.stringify(whole.body).length);
  });

  it('are only for the staff languages; any other part or file is the files’ business', async () => {
    const app = await createTestApp();
    expect((await app.request.get('/i18n/ja.json?part=sign-in')).status).toBe(404);
    expect((await app.request.get('/i18n/es.json?part=other')).body.overview).toBeDefined();
  });
});
