import { afterAll, describe, expect, it, vi } from 'vitest';
import { STORE_SCHEMA } from '../../../server/data';
import { openPostgresStore } from '../../../server/store/postgres/store';
import { alertsApi, publishedAlert } from '../../support/alerts';
import { createTestApp, type TestApp } from '../../support/app';
import { signInAs } from '../../support/auth';
import { createTestDatabase } from '../../support/postgres';
import { recordingLogger } from '../../support/store-fixtures';

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

/** Two instances serving the public page on one new database, as behind a load balancer. */
async function twoInstances(): Promise<[TestApp, TestApp]> {
  const database = await createTestDatabase();
  closers.push(database.drop);
  const open = async () => {
    const store = await openPostgresStore({
      url: database.url,
      ...STORE_SCHEMA,
      logger: recordingLogger(),
    });
    const app = await createTestApp({ store, env: { DATABASE_URL: database.url } });
    closers.push(async () => {
      await app.stop();
      await store.close();
    });
    return app;
  };
  return [await open(), await open()];
}

const page = async (app: TestApp) => (await app.request.get('/?lang=en')).text;

// Each test opens two instances on a new database: 4-7 s on a busy 2-core machine.
describe('an alert on two instances of one PostgreSQL database', { timeout: 30_000 }, () => {
  it("shows on the other's public page once published, and leaves it once cancelled", async () => {
    const [a, b] = await twoInstances();
    // b renders and keeps its page before the alert exists.
    expect(await page(b)).not.toContain('Train to Machu Picchu suspended');
    const token = (await signInAs(a, 'DIRCETUR')).accessToken;
    const alert = await publishedAlert(a, token);
    // Within 2 s, when the write's notice arrives: polled rather than timed, so a slow
    // machine cannot fail it.
    await vi.waitFor(
      async () => expect(await page(b)).toContain('Train to Machu Picchu suspended'),
      {
        timeout: 10_000,
      },
    );
    expect(await page(a)).toContain('Train to Machu Picchu suspended');

    const other = (await signInAs(b, 'POLICIA')).accessToken;
    const cancelled = await alertsApi(b, other).cancel(alert.id, 'La vía fue reabierta');
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await vi.waitFor(
      async () => expect(await page(a)).not.toContain('Train to Machu Picchu suspended'),
      { timeout: 10_000 },
    );
  });
});
