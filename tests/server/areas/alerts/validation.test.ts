import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DISTRICTS_BY_PROVINCE } from '../../../../shared/cusco';
import { alertInput, alertsApi, publishedAlert } from '../../../support/alerts';
import { createTestApp, type TestApp } from '../../../support/app';
import { signInAs } from '../../../support/auth';

// Every rule of an alert's input (schema/alerts.graphql), refused with 400 naming the field and
// saying what is wrong, with nothing written; and the rules of its life that need the store.

let app: TestApp;
let token: string;
let api: ReturnType<typeof alertsApi>;

async function fresh() {
  app = await createTestApp();
  token = (await signInAs(app, 'POLICIA')).accessToken;
  api = alertsApi(app, token);
}

const DAY = 86_400_000;

/** Moves the clock on, signing in again: an access token lasts 15 minutes. */
async function later(ms: number) {
  app.clock.advance(ms);
  token = (await signInAs(app, 'POLICIA')).accessToken;
  api = alertsApi(app, token);
}
const [es, en] = alertInput(0).texts as unknown as [Record<string, string>, Record<string, string>];
const districts = Object.entries(DISTRICTS_BY_PROVINCE).flatMap(([province, names]) =>
  names.map((district) => ({ province, district })),
);

/** A body with a change, built at the app's time. */
const body = (overrides: (now: number) => Record<string, unknown>) => {
  const now = app.clock.now();
  return alertInput(now, overrides(now));
};

const REFUSED: [string, (now: number) => Record<string, unknown>, Record<string, string>][] = [
  ['no English', () => ({ texts: [es] }), { texts: expect.stringMatching(/en is missing/) }],
  ['no texts', () => ({ texts: [] }), { texts: expect.stringMatching(/es is missing/) }],
  [
    'a language twice',
    () => ({ texts: [es, en, { ...en }] }),
    { 'texts.2.language': 'en is given twice: one text per language' },
  ],
  [
    'a language the page does not speak',
    () => ({ texts: [es, en, { ...en, language: 'xx' }] }),
    { 'texts.2.language': expect.stringMatching(/^One of es, en, pt/) },
  ],
  [
    'a headline too long',
    () => ({ texts: [{ ...es, headline: 'x'.repeat(121) }, en] }),
    { 'texts.0.headline': 'At most 120 characters' },
  ],
  [
    'a description too long',
    () => ({ texts: [es, { ...en, description: 'x'.repeat(1501) }] }),
    { 'texts.1.description': 'At most 1500 characters' },
  ],
  [
    'a blank instruction',
    () => ({ texts: [es, { ...en, instruction: '   ' }] }),
    { 'texts.1.instruction': 'Required' },
  ],
  [
    'an expiry before the onset',
    (now) => ({ expires: new Date(now - 1000).toISOString() }),
    { expires: 'Must be after the onset' },
  ],
  [
    'an expiry more than 14 days after the onset',
    (now) => ({ expires: new Date(now + 14 * DAY + 60_000).toISOString() }),
    { expires: expect.stringMatching(/^At most 14 days after the onset/) },
  ],
  [
    'an expiry more than 14 days from now for an alert begun long ago',
    (now) => ({
      onset: new Date(now - 30 * DAY).toISOString(),
      expires: new Date(now + 15 * DAY).toISOString(),
    }),
    { expires: expect.stringMatching(/^At most 14 days/) },
  ],
  ['an onset that is no time', () => ({ onset: 'tomorrow' }), { onset: expect.any(String) }],
  ['an http link', () => ({ link: 'http://www.perurail.com/' }), { link: 'An https address' }],
  ['a script link', () => ({ link: 'javascript:alert(1)' }), { link: 'An https address' }],
  ['no source', () => ({ source: ' ' }), { source: 'Required' }],
  ['a source too long', () => ({ source: 'x'.repeat(81) }), { source: 'At most 80 characters' }],
  [
    'an unknown category',
    () => ({ category: 'FLOOD' }),
    { category: expect.stringMatching(/^Must be STRIKE_BLOCKADE/) },
  ],
  ['an unknown field', () => ({ colour: 'red' }), { input: 'Unknown field colour' }],
  [
    'a province outside Cusco',
    () => ({ area: { kind: 'PROVINCES', provinces: ['Urubamba', 'Arequipa'] } }),
    { 'area.provinces.1': 'Not a province of Cusco' },
  ],
  [
    'no province',
    () => ({ area: { kind: 'PROVINCES', provinces: [] } }),
    { 'area.provinces': 'At least one' },
  ],
  [
    'a province twice',
    () => ({ area: { kind: 'PROVINCES', provinces: ['Calca', 'calca'] } }),
    { 'area.provinces.1': 'Named twice' },
  ],
  [
    'a district of another province',
    () => ({
      area: { kind: 'DISTRICTS', districts: [{ province: 'Cusco', district: 'Machupicchu' }] },
    }),
    { 'area.districts.0.district': 'Not a district of this province' },
  ],
  [
    'more than 40 districts',
    () => ({ area: { kind: 'DISTRICTS', districts: districts.slice(0, 41) } }),
    { 'area.districts': 'At most 40' },
  ],
  [
    'a circle outside the region',
    () => ({
      area: { kind: 'CIRCLE', circle: { latitude: -16.4, longitude: -71.5, radiusKm: 10 } },
    }),
    { 'area.circle.latitude': expect.stringMatching(/^A latitude of the Cusco region/) },
  ],
  [
    'a circle without radius',
    () => ({ area: { kind: 'CIRCLE', circle: { latitude: -13.5, longitude: -72, radiusKm: 0 } } }),
    { 'area.circle.radiusKm': 'More than 0 kilometres' },
  ],
  [
    'a circle too wide',
    () => ({
      area: { kind: 'CIRCLE', circle: { latitude: -13.5, longitude: -72, radiusKm: 301 } },
    }),
    { 'area.circle.radiusKm': 'At most 300 kilometres' },
  ],
  [
    'a circle on a region',
    () => ({ area: { kind: 'REGION', circle: { latitude: -13.5, longitude: -72, radiusKm: 5 } } }),
    { 'area.circle': 'Only for CIRCLE' },
  ],
  [
    'provinces on a circle',
    () => ({ area: { kind: 'CIRCLE', provinces: ['Cusco'] } }),
    { 'area.provinces': 'Only for PROVINCES', 'area.circle': expect.any(String) },
  ],
];

describe('an alert refused', () => {
  // Nothing is written: one app serves every refusal (a new PostgreSQL database costs seconds).
  beforeAll(fresh);

  it.each(REFUSED)(
    'for %s: 400 naming the field, nothing written',
    async (_name, change, fields) => {
      const created = await api.create(body(change));
      expect(created.status, JSON.stringify(created.body)).toBe(400);
      expect(created.body).toMatchObject({ error: 'BAD_REQUEST' });
      expect(created.body.fields).toEqual(expect.objectContaining(fields));
      expect(await app.store.alerts.count()).toBe(0);
    },
  );

  it('on an update too, leaving the alert as it was', async () => {
    const alert = await publishedAlert(app, token);
    const refused = await api.update(
      alert.id,
      body(() => ({ texts: [en] })),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ texts: expect.stringMatching(/es is missing/) });
    expect((await api.get(alert.id)).body).toMatchObject({ state: 'PUBLISHED', version: 1 });
  });

  it('on GraphQL with the same fields', async () => {
    const stored = await app.store.alerts.count();
    const input = body(() => ({ texts: [es], link: 'ftp://x' }));
    const response = await app.graphql(
      'mutation ($input: AlertInput!) { createAlert(input: $input) { id } }',
      { input },
      token,
    );
    expect(response.body.errors[0].extensions).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { texts: expect.stringMatching(/en is missing/), link: 'An https address' },
    });
    expect(await app.store.alerts.count()).toBe(stored);
  });
});

describe('an alert accepted', () => {
  beforeEach(fresh);

  it('with places typed without accents or capitals, stored as listed', async () => {
    const created = await api.create(
      body(() => ({
        area: {
          kind: 'DISTRICTS',
          districts: [
            { province: 'urubamba', district: 'machupicchu' },
            { province: 'La Convencion', district: 'Santa Teresa' },
          ],
        },
        provinces: undefined,
      })),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.area.districts).toEqual([
      { province: 'Urubamba', district: 'Machupicchu' },
      { province: 'La Convención', district: 'Santa Teresa' },
    ]);
  });

  it('sent back as read: the other kinds’ fields empty', async () => {
    const created = await api.create(body(() => ({ area: { kind: 'REGION' } })));
    const { category, severity, urgency, certainty, area, onset, expires, texts, source, link } =
      created.body;
    const sentBack = {
      category,
      severity,
      urgency,
      certainty,
      area,
      onset,
      expires,
      texts,
      source,
    };
    expect(area).toEqual({ kind: 'REGION', provinces: [], districts: [], circle: null });
    const updated = await api.update(created.body.id, { ...sentBack, link, severity: 'MINOR' });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.severity).toBe('MINOR');
  });

  it('renewed: begun long ago, expiring up to 14 days from now', async () => {
    const alert = await publishedAlert(app, token, {
      expires: new Date(app.clock.now() + 12 * DAY).toISOString(),
    });
    await later(10 * DAY);
    const renewed = await api.update(
      alert.id,
      body((now) => ({
        onset: new Date(now - 10 * DAY).toISOString(),
        expires: new Date(now + 14 * DAY).toISOString(),
      })),
    );
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    expect(renewed.body).toMatchObject({ state: 'UPDATED', version: 2 });
  });

  it('with chinese spelt as GraphQL spells it or as the page does', async () => {
    const zh = { ...en, headline: '火车停运' };
    for (const language of ['zh-Hans', 'zh_Hans', 'zhHans']) {
      const created = await api.create(body(() => ({ texts: [es, en, { ...zh, language }] })));
      expect(created.status, language).toBe(201);
      expect(created.body.texts[2]).toMatchObject({ language: 'zh-Hans', headline: '火车停运' });
    }
  });
});

describe('the rules of an alert’s life', () => {
  beforeEach(fresh);

  it('refuses to publish an alert whose expiry is past, and to end an active one by its expiry', async () => {
    const created = await api.create(alertInput(app.clock.now()));
    await later(2 * DAY);
    const refused = await api.publish(created.body.id);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ expires: expect.stringMatching(/^Already past/) });
    expect((await api.get(created.body.id)).body.state).toBe('DRAFT');

    const active = await publishedAlert(app, token);
    const ended = await api.update(
      active.id,
      body((now) => ({
        onset: new Date(now - 60_000).toISOString(),
        expires: new Date(now - 1000).toISOString(),
      })),
    );
    expect(ended.status).toBe(400);
    expect(ended.body.fields).toEqual({ expires: expect.stringMatching(/cancel the alert/) });
  });

  it('refuses to change or cancel an alert past its expiry', async () => {
    const alert = await publishedAlert(app, token);
    await later(2 * DAY);
    const changed = await api.update(alert.id, alertInput(app.clock.now()));
    expect(changed.status).toBe(409);
    expect(changed.body.message).toMatch(/expired at .* write a new one/);
    expect((await api.cancel(alert.id, 'Late')).status).toBe(409);
  });

  it('refuses a reason missing or longer than 300 characters', async () => {
    const alert = await publishedAlert(app, token);
    for (const reason of [undefined, '', 'x'.repeat(301), 42]) {
      const refused = await api.cancel(alert.id, reason);
      expect(refused.status, String(reason)).toBe(400);
      expect(Object.keys(refused.body.fields)).toEqual(['reason']);
    }
    expect((await api.get(alert.id)).body.state).toBe('PUBLISHED');
  });

  it('answers 404 for an unknown alert', async () => {
    expect((await api.get('nothing')).status).toBe(404);
    expect((await api.publish('nothing')).status).toBe(404);
    expect((await api.update('nothing', alertInput(app.clock.now()))).status).toBe(404);
    expect((await api.remove('nothing')).status).toBe(404);
  });
});

describe('the most alerts active at once (ALERTS_MAX_ACTIVE)', () => {
  beforeEach(fresh);

  it('refuses to publish one more, until one ends', async () => {
    app = await createTestApp({ env: { ALERTS_MAX_ACTIVE: '2' } });
    token = (await signInAs(app, 'ADMINISTRADOR')).accessToken;
    api = alertsApi(app, token);
    const first = await publishedAlert(app, token);
    await publishedAlert(app, token);
    const third = await api.create(alertInput(app.clock.now()));
    const refused = await api.publish(third.body.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/At most 2 alerts can be active at once/);
    expect((await api.get(third.body.id)).body.state).toBe('DRAFT');
    // An active alert is still corrected at the limit.
    expect(
      (await api.update(first.id, alertInput(app.clock.now(), { severity: 'MINOR' }))).status,
    ).toBe(200);

    await api.cancel(first.id, 'Over');
    expect((await api.publish(third.body.id)).status).toBe(200);
  });

  it('is read from the environment, 20 by default', async () => {
    expect(app.config.settings.alerts.maxActive).toBe(20);
    await expect(createTestApp({ env: { ALERTS_MAX_ACTIVE: '0' } })).rejects.toThrow(
      /ALERTS_MAX_ACTIVE/,
    );
  });
});

describe('the alerts one account may write', () => {
  beforeEach(fresh);

  it('are capped, counting what it wrote', async () => {
    app = await createTestApp({ caps: { alerts: 2 } });
    token = (await signInAs(app, 'DIRCETUR')).accessToken;
    api = alertsApi(app, token);
    expect((await api.create(alertInput(app.clock.now()))).status).toBe(201);
    expect((await api.create(alertInput(app.clock.now()))).status).toBe(201);
    const refused = await api.create(alertInput(app.clock.now()));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('LIMIT_REACHED');
    // Another account writes its own.
    const other = alertsApi(app, (await signInAs(app, 'POLICIA')).accessToken);
    expect((await other.create(alertInput(app.clock.now()))).status).toBe(201);
  });
});
