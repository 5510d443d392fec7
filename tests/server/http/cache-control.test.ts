import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app';
import { DEMO, DEMO_PASSWORD, signInAs, withToken } from '../../support/auth';

// SECURITY 34: every authenticated answer that is not shared carries `Cache-Control: no-store`.

let app: TestApp;
let admin: ReturnType<typeof withToken>;
let police: ReturnType<typeof withToken>;
beforeAll(async () => {
  app = await createTestApp();
  admin = withToken(app, (await signInAs(app, 'ADMINISTRADOR')).accessToken);
  police = withToken(app, (await signInAs(app, 'POLICIA')).accessToken);
});

const sharedServed = () => app.sharedResponses.stats().served;

describe('Cache-Control of authenticated answers', () => {
  it.each([
    ['/api/admin/incidents', 200],
    ['/api/admin/incidents/overview', 200],
    ['/api/admin/users', 200],
    [`/api/admin/users/${DEMO.POLICIA.id}`, 200],
    ['/api/admin/users/export', 200],
    ['/api/common/user', 200],
    // A shared route's refusal is made for its caller too.
    ['/api/admin/police?size=1000', 400],
    ['/api/admin/users/unknown', 404],
  ])('GET %s answers %i with no-store', async (path, status) => {
    const response = await admin.get(path);
    expect(response.status).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps an officer’s incidents and a change out of caches too', async () => {
    const incidents = await police.get('/api/admin/incidents');
    expect(incidents.status).toBe(200);
    expect(incidents.headers['cache-control']).toBe('no-store');
    const changed = await admin.patch('/api/common/user', { user: { status: 'busy' } });
    expect(changed.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['me', '{ me { id email } }'],
    ['users', '{ users { items { id email } } }'],
    ['incidents', '{ incidents { items { id } } }'],
    ['incidentOverview', '{ incidentOverview { open { status total } } }'],
    ['a shared field beside a per-user one', '{ me { id } policeOffices { jurisdictionId } }'],
    ['a refused query', '{ users(input: { size: 1000 }) { items { id } } }'],
  ])('GraphQL %s answers with no-store', async (_name, query) => {
    const response = await admin.graphql(query);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('gives no-store to an anonymous answer that carries tokens', async () => {
    const response = await app.request
      .post('/api/auth/login')
      .send({ login: DEMO.DIRCETUR.username, password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('Cache-Control of shared answers', () => {
  it('leaves a shared answer cacheable, made or served from the shared cache', async () => {
    for (const call of [
      () => app.request.get('/api/public/emergency-contacts'),
      () => admin.get('/api/admin/police?page=1&size=5'),
      () => app.graphql('{ policeOffices { jurisdictionId jurisdiction } }'),
      () => admin.graphql('{ guides(input: { size: 2 }) { items { id } } }'),
    ]) {
      const before = sharedServed();
      const made = await call();
      const kept = await call();
      expect(made.status).toBe(200);
      expect(sharedServed()).toBe(before + 1);
      expect(made.headers['cache-control']).toBeUndefined();
      expect(kept.headers['cache-control']).toBeUndefined();
    }
  });
});
