import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, startEmbeddedPostgres } from '../../../scripts/lib/postgres';
import { STORE_SCHEMA } from '../../../server/data';
import { openPostgresStore } from '../../../server/store/postgres/store';
import { createTestApp } from '../../support/app';
import { signInAs } from '../../support/auth';
import { recordingLogger } from '../../support/store-fixtures';

// A server of this file's own: stopping the run's shared one would fail the other files.
let server: Awaited<ReturnType<typeof startEmbeddedPostgres>>;
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await server?.remove();
});

describe('the database stops and starts again under the application', { timeout: 60_000 }, () => {
  it('answers 503 UNAVAILABLE as JSON while it is down, then serves again by itself, nothing lost', async () => {
    server = await startEmbeddedPostgres();
    const { url } = await createDatabase(server.url, 'outage');
    const logger = recordingLogger();
    const store = await openPostgresStore({ url, ...STORE_SCHEMA, logger });
    const app = await createTestApp({ store, env: { DATABASE_URL: url } });
    closers.push(async () => {
      await app.stop();
      await store.close();
    });
    const session = await signInAs(app, 'ADMINISTRADOR');
    const change = (phone: string) =>
      app.request
        .patch('/api/admin/emergency-contacts/policia')
        .set('authorization', `Bearer ${session.accessToken}`)
        .send({ phone });
    expect((await change('084 252974')).status).toBe(200);
    expect((await app.request.get('/readyz')).status).toBe(200);

    await server.stop();
    // The balancer stops sending here; the process lives on (no restart for a database outage).
    const notReady = await app.request.get('/readyz');
    expect(notReady.status).toBe(503);
    expect(notReady.body).toEqual({ status: 'unavailable', reason: 'The store does not answer' });
    expect((await app.request.get('/livez')).status).toBe(200);
    const refused = await change('084 111111');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.body).toMatchObject({ error: 'UNAVAILABLE', message: expect.any(String) });
    const read = await app.request.get('/api/public/emergency-contacts');
    expect(read.status).toBe(503);
    const graphql = await app.graphql('{ emergencyContacts { id phone } }');
    expect(graphql.status).toBe(503);
    expect(graphql.body.errors[0].extensions.code).toBe('UNAVAILABLE');
    expect(JSON.stringify([refused.body, graphql.body])).not.toMatch(/ECONNREFUSED|at \//);

    await server.start();
    await expect
      .poll(async () => (await app.request.get('/api/public/emergency-contacts')).status, {
        timeout: 10_000,
      })
      .toBe(200);
    const contacts = (await app.request.get('/api/public/emergency-contacts')).body;
    // The acknowledged change is there; the refused one never happened.
    expect(contacts.find((contact: { id: string }) => contact.id === 'policia')?.phone).toBe(
      '084 252974',
    );
    expect((await change('084 222222')).status).toBe(200);
    expect((await app.request.get('/readyz')).status).toBe(200);
    expect(logger.entries.filter((entry) => entry.msg === 'database unreachable')).toHaveLength(1);
  });
});
