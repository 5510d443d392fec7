import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';

// The probes a balancer asks every few seconds: truthful, JSON, never cached, never logged.

describe('/livez and /readyz', () => {
  it('answer 200 as JSON, never cached, for GET and HEAD', async () => {
    const app = await createTestApp();
    const live = await app.request.get('/livez');
    expect(live.status).toBe(200);
    expect(live.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(live.headers['cache-control']).toBe('no-store');
    expect(live.body).toEqual({ status: 'live' });
    const ready = await app.request.get('/readyz?probe=balancer');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
    const head = await app.request.head('/readyz');
    expect(head.status).toBe(200);
    expect(head.text).toBeUndefined();
  });

  it('turn /readyz to 503 once draining, while /livez still answers', async () => {
    const app = await createTestApp();
    app.markDraining();
    const ready = await app.request.get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'draining', reason: 'This instance is shutting down' });
    expect((await app.request.get('/livez')).status).toBe(200);
  });

  it('turn /readyz to 503 when the store is closed, saying so once in the log', async () => {
    const app = await createTestApp({ captureLogs: true });
    await app.store.close();
    for (let probe = 0; probe < 3; probe += 1) {
      const ready = await app.request.get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ status: 'unavailable', reason: 'The store does not answer' });
    }
    const said = app.logs.filter((line) => line.includes('not ready: the store does not answer'));
    expect(said).toHaveLength(1);
  });

  it('are not written to the request log', async () => {
    const app = await createTestApp({ captureLogs: true });
    await app.request.get('/livez');
    await app.request.get('/readyz');
    await app.request.get('/api/public/emergency-contacts');
    expect(app.logs.some((line) => line.includes('/api/public/emergency-contacts'))).toBe(true);
    expect(app.logs.some((line) => /\/(livez|readyz)/.test(line))).toBe(false);
  });

  it('answer only GET and HEAD: another method goes on to the application', async () => {
    const app = await createTestApp();
    expect((await app.request.post('/readyz').send({})).status).not.toBe(200);
  });
});
