import { beforeEach, describe, expect, it } from 'vitest';
import { alertInput, alertsApi, publishedAlert } from '../../../../support/alerts';
import { createTestApp, type TestApp } from '../../../../support/app';
import { signInAs } from '../../../../support/auth';
import { capErrors, wellFormedErrors } from './validate';

// The feed as a relay reads it from the running server: what staff published, in CAP 1.2, and
// nothing of a draft.

let app: TestApp;
let api: ReturnType<typeof alertsApi>;
let token: string;

beforeEach(async () => {
  app = await createTestApp({ env: { PUBLIC_URL: 'https://alertas.example.pe' } });
  token = (await signInAs(app, 'POLICIA')).accessToken;
  api = alertsApi(app, token);
});

describe('the alerts feed of the running server', () => {
  it('lists a published alert in the Atom feed and serves its valid CAP message', async () => {
    const alert = await publishedAlert(app, token);
    const feed = await app.request.get('/alerts.atom');
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^application\/atom\+xml/);
    expect(await wellFormedErrors(feed.text)).toEqual([]);
    expect(feed.text).toContain('Train to Machu Picchu suspended');
    expect(feed.text).toContain(`https://alertas.example.pe/alerts/${alert.id}.xml`);

    const message = await app.request.get(`/alerts/${alert.id}.xml`);
    expect(message.status).toBe(200);
    expect(message.headers['content-type']).toMatch(/^application\/cap\+xml/);
    expect(await capErrors(message.text)).toEqual([]);
    expect(message.text).toContain('<msgType>Alert</msgType>');
  });

  it('answers the cancel as a CAP Cancel that references the first message', async () => {
    const alert = await publishedAlert(app, token);
    expect((await api.cancel(alert.id, 'La vía fue reabierta')).status).toBe(200);
    const message = await app.request.get(`/alerts/${alert.id}.xml`);
    expect(await capErrors(message.text)).toEqual([]);
    expect(message.text).toContain('<msgType>Cancel</msgType>');
    expect(message.text).toMatch(/<references>[^<]*alert-[^<]*-1,/);
  });

  it('knows no draft: 404 for its message and no entry in the feed', async () => {
    const draft = await api.create(alertInput(app.clock.now()));
    expect(draft.status).toBe(201);
    expect((await app.request.get(`/alerts/${draft.body.id}.xml`)).status).toBe(404);
    expect((await app.request.get('/alerts/no-such-alert.xml')).status).toBe(404);
    expect((await app.request.get('/alerts.atom')).text).not.toContain(draft.body.id);
  });
});
