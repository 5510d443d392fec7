import { afterEach, describe, expect, it } from 'vitest';
import { registry } from '../../../server/metrics/registry';
import { createTestApp, type TestApp } from '../../support/app';
import { signInAs } from '../../support/auth';
import { PERSONAL_VALUES, theftReport } from '../../support/incident-reports';
import { changeOf, listening, type OpenStream, openStream } from '../../support/live-stream';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Generous: an event comes within a second or two of its write, on a busy machine too. */
const WAIT_MS = 10_000;

async function served(env: Record<string, string> = {}) {
  const app = await createTestApp({ env });
  const server = await listening(app);
  cleanups.push(async () => {
    await server.close();
    await app.stop();
  });
  return { app, url: server.url };
}

async function stream(url: string, token?: string): Promise<OpenStream> {
  const opened = await openStream(url, token);
  cleanups.push(() => opened.close());
  return opened;
}

const report = (app: TestApp) => app.request.post('/api/public/incidents').send(theftReport());

const openStreams = async () =>
  (await registry.getSingleMetric('event_streams_open')?.get())?.values[0]?.value ?? 0;

// Each test signs in and waits for the stream's events: 1-2 s, more on a busy 2-core machine.
describe('live updates: GET /api/events', { timeout: 20_000 }, () => {
  it('tells a signed-in officer to refetch the bell and the cases when a report arrives', async () => {
    const { app, url } = await served();
    const { accessToken } = await signInAs(app, 'POLICIA');
    const officer = await stream(url, accessToken);
    expect(officer.status).toBe(200);
    expect(officer.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(officer.headers.get('cache-control')).toBe('no-store');
    expect(officer.headers.get('x-accel-buffering')).toBe('no');
    await officer.next((event) => event.event === 'ready', WAIT_MS);

    expect((await report(app)).status).toBe(201);
    const change = await officer.next((event) => event.event === 'change', WAIT_MS);
    expect(changeOf(change)).toEqual({
      refetch: ['notifications', 'incidents'],
      arrived: { incidents: 1 },
    });
    // Names what to refetch, nothing of the case.
    for (const value of [...PERSONAL_VALUES, 'CUS-']) expect(change.data).not.toContain(value);
  });

  it('tells nothing of cases to staff who do not see them, and their own bell still', async () => {
    const { app, url } = await served();
    const dircetur = await stream(url, (await signInAs(app, 'DIRCETUR')).accessToken);
    const officer = await stream(url, (await signInAs(app, 'POLICIA')).accessToken);
    await dircetur.next((event) => event.event === 'ready', WAIT_MS);
    await officer.next((event) => event.event === 'ready', WAIT_MS);
    await report(app);
    await officer.next((event) => event.event === 'change', WAIT_MS);
    // The same round looked at both streams: DIRCETUR's views did not change.
    expect(dircetur.events.map((event) => event.event)).toEqual(['ready']);
  });

  it('makes one event of a burst of writes', async () => {
    const { app, url } = await served();
    const officer = await stream(url, (await signInAs(app, 'POLICIA')).accessToken);
    await officer.next((event) => event.event === 'ready', WAIT_MS);
    await Promise.all([report(app), report(app), report(app)]);
    const change = await officer.next((event) => event.event === 'change', WAIT_MS);
    expect(changeOf(change).arrived).toEqual({ incidents: 3 });
    expect(officer.events.filter((event) => event.event === 'change')).toHaveLength(1);
  });

  it('refuses a caller without a live session, as the API does', async () => {
    const { url } = await served();
    const anonymous = await stream(url);
    expect(anonymous.status).toBe(401);
    const forged = await stream(url, 'forged.token.value');
    expect(forged.status).toBe(401);
  });

  it('ends the stream when its session ends', async () => {
    const { app, url } = await served();
    const session = await signInAs(app, 'POLICIA');
    const officer = await stream(url, session.accessToken);
    await officer.next((event) => event.event === 'ready', WAIT_MS);
    await app.request.post('/api/auth/sign-out').send({ refreshToken: session.refreshToken });
    await officer.ended;
    expect(officer.events.map((event) => event.event)).toEqual(['ready']);
  });

  it('limits the streams of one account, and counts the open ones', async () => {
    const { app, url } = await served({ EVENT_STREAMS_PER_USER: '2' });
    const { accessToken } = await signInAs(app, 'POLICIA');
    const before = await openStreams();
    const first = await stream(url, accessToken);
    await stream(url, accessToken);
    expect(await openStreams()).toBe(before + 2);
    const third = await stream(url, accessToken);
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('30');
    // Another account is not held by this one's streams.
    expect((await stream(url, (await signInAs(app, 'ADMINISTRADOR')).accessToken)).status).toBe(
      200,
    );
    first.close();
    await first.ended;
    await expect.poll(openStreams).toBe(before + 2);
    expect((await stream(url, accessToken)).status).toBe(200);
  });

  it('ends every stream at once when the instance drains, and opens no new one', async () => {
    const { app, url } = await served();
    const { accessToken } = await signInAs(app, 'POLICIA');
    const officer = await stream(url, accessToken);
    await officer.next((event) => event.event === 'ready', WAIT_MS);
    app.markDraining();
    await officer.ended;
    const refused = await stream(url, accessToken);
    expect(refused.status).toBe(503);
  });

  it('keeps streams out of the request log', async () => {
    const app = await createTestApp({ captureLogs: true });
    const server = await listening(app);
    cleanups.push(async () => {
      await server.close();
      await app.stop();
    });
    const officer = await stream(server.url, (await signInAs(app, 'POLICIA')).accessToken);
    await officer.next((event) => event.event === 'ready', WAIT_MS);
    officer.close();
    await officer.ended;
    await app.request.get('/livez');
    expect(app.logs.filter((line) => line.includes('/api/events'))).toEqual([]);
  });
});
