import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from '../../../support/app';
import { DEMO, signInAs } from '../../../support/auth';
import { PERSONAL_VALUES, theftReport } from '../../../support/incident-reports';
import {
  browserKeys,
  startPushService,
  type TestPushService,
  vapidEnv,
} from '../../../support/push-service';
import { startSmtpServer, type TestSmtpServer } from '../../../support/smtp';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function app(options: TestAppOptions): Promise<TestApp> {
  const made = await createTestApp(options);
  cleanups.push(() => made.stop());
  return made;
}

async function pushService(): Promise<TestPushService> {
  const service = await startPushService();
  cleanups.push(() => service.close());
  return service;
}

async function smtpServer(): Promise<TestSmtpServer> {
  const server = await startSmtpServer();
  cleanups.push(() => server.close());
  return server;
}

const mailEnv = (smtp: TestSmtpServer) => ({
  SMTP_URL: smtp.url,
  SMTP_REQUIRE_TLS: 'false',
  MAIL_FROM: 'avisos@turismo.example',
  PUBLIC_URL: 'https://turismo.example',
});

/** A phone of the demo officer subscribed at the test's push service (as a browser would). */
async function subscribedPhone(target: TestApp, service: TestPushService, path = '/push/phone') {
  const browser = browserKeys();
  await target.store.pushSubscriptions.insert({
    id: randomUUID(),
    userId: DEMO.POLICIA.id,
    endpoint: `${service.url}${path}`,
    keys: browser.keys,
    createdAt: new Date().toISOString(),
  });
  return browser;
}

async function fileReport(target: TestApp) {
  const answer = await target.request.post('/api/public/incidents').send(theftReport());
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  await target.auth.background.idle();
  return answer.body as { code: string };
}

const STATUS = '{ pushSubscriptionStatus { publicKey devices } }';
const CREATE = `mutation ($input: CreatePushSubscriptionInput!) {
  createPushSubscription(input: $input) { publicKey devices }
}`;
const DELETE = 'mutation ($endpoint: String!) { deletePushSubscription(endpoint: $endpoint) }';
const FCM = 'https://fcm.googleapis.com/fcm/send/';

describe('Web Push of a new case', { timeout: 20_000 }, () => {
  it('arrives encrypted for the phone and decrypts to the case code and kind only', async () => {
    const service = await pushService();
    const target = await app({ env: vapidEnv(), pushAgent: service.agent });
    const phone = await subscribedPhone(target, service);

    const { code } = await fileReport(target);

    expect(service.received).toHaveLength(1);
    const [push] = service.received;
    expect(push?.path).toBe('/push/phone');
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(String(push?.headers.authorization)).toMatch(/^vapid t=.+, k=.+$/);
    expect(push?.headers.urgency).toBe('high');
    const message = JSON.parse(phone.decrypt(push?.body as Buffer));
    expect(message).toEqual({
      title: `Nueva denuncia ${code}`,
      body: 'Hurto. Ábrela para atenderla.',
      url: expect.stringMatching(/^\/admin\/denuncias\?caso=/),
      tag: code,
    });
    for (const value of PERSONAL_VALUES) expect(JSON.stringify(message)).not.toContain(value);
    expect(JSON.stringify(message)).not.toContain('Plaza de Armas');
  });

  it('forgets a phone its push service says is gone, and mails the officer instead', async () => {
    const service = await pushService();
    const smtp = await smtpServer();
    const target = await app({
      env: { ...vapidEnv(), ...mailEnv(smtp) },
      pushAgent: service.agent,
    });
    service.answer('/push/gone', 410);
    await subscribedPhone(target, service, '/push/gone');

    const { code } = await fileReport(target);

    expect(service.received).toHaveLength(1);
    expect(await target.store.pushSubscriptions.count({ userId: DEMO.POLICIA.id })).toBe(0);
    expect(smtp.mails.map((mail) => mail.envelope.to)).toEqual([[DEMO.POLICIA.email]]);
    expect(smtp.mails[0]?.subject).toBe(`Nueva denuncia ${code}: Hurto`);
  });

  it('mails the officers where no push is set up, with no personal data', async () => {
    const smtp = await smtpServer();
    const target = await app({ env: mailEnv(smtp) });

    const { code } = await fileReport(target);

    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail?.envelope.to).toEqual([DEMO.POLICIA.email]);
    expect(mail?.text).toContain(code);
    expect(mail?.text).toContain('https://turismo.example/admin/denuncias?caso=');
    for (const value of PERSONAL_VALUES) expect(mail?.text).not.toContain(value);
    expect(mail?.text).not.toContain('Plaza de Armas');
  });

  it('sends nothing again for a report sent twice', async () => {
    const service = await pushService();
    const target = await app({ env: vapidEnv(), pushAgent: service.agent });
    await subscribedPhone(target, service);
    const body = theftReport();
    await target.request.post('/api/public/incidents').send(body);
    await target.request.post('/api/public/incidents').send(body);
    await target.auth.background.idle();
    expect(service.received).toHaveLength(1);
  });
});

describe('push subscriptions of the signed-in officer', { timeout: 20_000 }, () => {
  it('are kept, counted, moved between accounts of one browser, and removed', async () => {
    const env = vapidEnv();
    const target = await app({ env });
    const officer = (await signInAs(target, 'POLICIA')).accessToken;
    const admin = (await signInAs(target, 'ADMINISTRADOR')).accessToken;
    const status = await target.graphql(STATUS, {}, officer);
    expect(status.body.data.pushSubscriptionStatus).toEqual({
      publicKey: env.VAPID_PUBLIC_KEY,
      devices: 0,
    });

    const input = { endpoint: `${FCM}phone-1`, keys: browserKeys().keys };
    const created = await target.graphql(CREATE, { input }, officer);
    expect(created.body.data.createPushSubscription.devices).toBe(1);
    // The same phone, another account signed in on it: the pushes follow the new account.
    await target.graphql(CREATE, { input }, admin);
    expect(
      (await target.graphql(STATUS, {}, officer)).body.data.pushSubscriptionStatus.devices,
    ).toBe(0);
    const deleted = await target.graphql(DELETE, { endpoint: input.endpoint }, admin);
    expect(deleted.body.data.deletePushSubscription).toBe(true);
    expect(await target.store.pushSubscriptions.count()).toBe(0);
  });

  it('are kept and removed through REST with the bodies a browser script sends', async () => {
    const env = vapidEnv();
    const target = await app({ env });
    const officer = (await signInAs(target, 'POLICIA')).accessToken;
    const call = (method: 'get' | 'post' | 'delete', body?: object) => {
      const request = target.request[method]('/api/push-subscriptions').set(
        'authorization',
        `Bearer ${officer}`,
      );
      return body ? request.send(body) : request;
    };
    // What `PushSubscription.toJSON()` gives, with its `expirationTime`.
    const subscription = {
      endpoint: `${FCM}rest-1`,
      expirationTime: null,
      keys: browserKeys().keys,
    };
    const created = await call('post', subscription);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toEqual({ publicKey: env.VAPID_PUBLIC_KEY, devices: 1 });
    expect((await call('get')).body).toEqual({ publicKey: env.VAPID_PUBLIC_KEY, devices: 1 });
    const refused = await call('post', { ...subscription, endpoint: 'https://127.0.0.1:9/x' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.endpoint).toBeTruthy();
    const deleted = await call('delete', { endpoint: subscription.endpoint });
    expect(deleted.body).toBe(true);
    expect((await call('get')).body.devices).toBe(0);
  });

  it('refuses an endpoint that is no browser push service, or bad keys, and keeps nothing', async () => {
    const target = await app({ env: vapidEnv() });
    const officer = (await signInAs(target, 'POLICIA')).accessToken;
    const keys = browserKeys().keys;
    for (const [input, field] of [
      [{ endpoint: 'https://127.0.0.1:9/push', keys }, 'endpoint'],
      [{ endpoint: 'http://fcm.googleapis.com/fcm/send/x', keys }, 'endpoint'],
      [{ endpoint: `${FCM}x`, keys: { ...keys, auth: 'short' } }, 'keys.auth'],
      [{ endpoint: `${FCM}x`, keys: { ...keys, p256dh: keys.auth } }, 'keys.p256dh'],
    ] as const) {
      const answer = await target.graphql(CREATE, { input }, officer);
      expect(answer.body.errors?.[0]?.extensions?.code, JSON.stringify(input)).toBe('BAD_REQUEST');
      expect(answer.body.errors?.[0]?.extensions?.fields?.[field]).toBeTruthy();
    }
    expect(await target.store.pushSubscriptions.count()).toBe(0);
  });

  it('are for those told of new cases', async () => {
    const target = await app({ env: vapidEnv() });
    const dircetur = (await signInAs(target, 'DIRCETUR')).accessToken;
    const answer = await target.graphql(STATUS, {}, dircetur);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('say there is no push on a server without VAPID keys', async () => {
    const target = await app({});
    const officer = (await signInAs(target, 'POLICIA')).accessToken;
    const answer = await target.graphql(STATUS, {}, officer);
    expect(answer.body.data.pushSubscriptionStatus.publicKey).toBeNull();
  });
});
