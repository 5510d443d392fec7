import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { STORE_SCHEMA } from '../../../server/data';
import { openPostgresStore } from '../../../server/store/postgres/store';
import { createTestApp, type TestApp } from '../../support/app';
import { DEMO, signInAs } from '../../support/auth';
import { theftReport } from '../../support/incident-reports';
import { changeOf, listening, openStream } from '../../support/live-stream';
import { createTestDatabase } from '../../support/postgres';
import { browserKeys, startPushService, vapidEnv } from '../../support/push-service';
import { recordingLogger } from '../../support/store-fixtures';

const closers: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

/** The promise: a new case reaches an officer's open page within 5 seconds. */
const LIVE_WITHIN_MS = 5000;

// Two instances on a new database, a push service and a stream: 5-8 s on a busy 2-core machine.
describe('a new case on two instances of one PostgreSQL database', { timeout: 40_000 }, () => {
  it('reaches the stream of an officer on the other instance, and is pushed once', async () => {
    const database = await createTestDatabase();
    closers.push(database.drop);
    const service = await startPushService();
    closers.push(() => service.close());
    const env = { DATABASE_URL: database.url, ...vapidEnv() };
    const open = async (): Promise<{ app: TestApp; url: string }> => {
      const store = await openPostgresStore({
        url: database.url,
        ...STORE_SCHEMA,
        logger: recordingLogger(),
      });
      const app = await createTestApp({ store, env, pushAgent: service.agent });
      const server = await listening(app);
      closers.push(async () => {
        await server.close();
        await app.stop();
        await store.close();
      });
      return { app, url: server.url };
    };
    const [{ app: a }, { app: b, url: bUrl }] = [await open(), await open()];
    const browser = browserKeys();
    await a.store.pushSubscriptions.insert({
      id: randomUUID(),
      userId: DEMO.POLICIA.id,
      endpoint: `${service.url}/push/phone`,
      keys: browser.keys,
      createdAt: new Date().toISOString(),
    });
    const onB = await openStream(bUrl, (await signInAs(b, 'POLICIA')).accessToken);
    closers.push(() => onB.close());
    await onB.next((event) => event.event === 'ready', 10_000);

    const answer = await a.request.post('/api/public/incidents').send(theftReport());
    expect(answer.status).toBe(201);
    const change = await onB.next((event) => event.event === 'change', LIVE_WITHIN_MS);
    expect(changeOf(change)).toEqual({
      refetch: ['notifications', 'incidents'],
      arrived: { incidents: 1 },
    });

    // The instance that stored the case pushes it; the other one only heard of a change.
    await a.auth.background.idle();
    await b.auth.background.idle();
    expect(service.received).toHaveLength(1);
    expect(JSON.parse(browser.decrypt(service.received[0]?.body as Buffer)).tag).toBe(
      answer.body.code,
    );
  });
});
