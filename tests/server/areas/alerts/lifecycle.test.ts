import { beforeEach, describe, expect, it } from 'vitest';
import { alertInput, alertsApi, publishedAlert } from '../../../support/alerts';
import { createTestApp, type TestApp } from '../../../support/app';
import { DEMO, signInAs } from '../../../support/auth';

// An alert's life as staff live it, on REST and GraphQL: a draft, published, updated,
// cancelled; a draft deleted. Each step keeps the alert's identity and shows in its history.

let app: TestApp;
let token: string;
let api: ReturnType<typeof alertsApi>;

beforeEach(async () => {
  app = await createTestApp();
  token = (await signInAs(app, 'DIRCETUR')).accessToken;
  api = alertsApi(app, token);
});

const HOUR = 3_600_000;

describe('an alert on REST', () => {
  it('is written as a draft, published, updated and cancelled, with its history', async () => {
    const created = await api.create(alertInput(app.clock.now()));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({
      state: 'DRAFT',
      version: 0,
      publishedAt: null,
      source: 'PeruRail',
      area: {
        kind: 'PROVINCES',
        provinces: ['Urubamba', 'La Convención'],
        districts: [],
        circle: null,
      },
      texts: [
        { language: 'es', headline: 'Tren a Machu Picchu suspendido' },
        { language: 'en', headline: 'Train to Machu Picchu suspended' },
      ],
    });
    expect(created.body).not.toHaveProperty('createdBy');
    expect((await app.store.alerts.get(id))?.createdBy).toBe(DEMO.DIRCETUR.id);
    // Tourists see no draft.
    expect((await app.request.get('/api/public/alerts')).body.alerts).toEqual([]);

    app.clock.advance(60_000);
    const published = await api.publish(id);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body).toMatchObject({ id, state: 'PUBLISHED', version: 1 });
    expect(published.body.publishedAt).toEqual(published.body.updatedAt);
    const seen = (await app.request.get('/api/public/alerts?lang=en')).body;
    expect(seen.alerts).toMatchObject([
      { id, lang: 'en', headline: 'Train to Machu Picchu suspended', state: 'PUBLISHED' },
    ]);
    expect(Date.parse(seen.fetchedAt)).toBeGreaterThan(0);
    // Published once: publishing again is a conflict.
    expect((await api.publish(id)).status).toBe(409);

    app.clock.advance(60_000);
    const changed = alertInput(app.clock.now(), { severity: 'EXTREME', source: 'PeruRail S.A.' });
    const updated = await api.update(id, changed);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({
      id,
      state: 'UPDATED',
      version: 2,
      severity: 'EXTREME',
      publishedAt: published.body.publishedAt,
    });
    // The same alert sent again changes nothing: no new version.
    expect((await api.update(id, changed)).body.version).toBe(2);
    expect((await app.request.get('/api/public/alerts')).body.alerts).toMatchObject([
      { id, state: 'UPDATED', updatedAt: updated.body.updatedAt, source: 'PeruRail S.A.' },
    ]);

    app.clock.advance(60_000);
    const cancelled = await api.cancel(id, '  The line is open again.  ');
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({
      id,
      state: 'CANCELLED',
      version: 3,
      cancelReason: 'The line is open again.',
    });
    expect(cancelled.body.cancelledAt).toEqual(cancelled.body.updatedAt);
    expect((await app.request.get('/api/public/alerts')).body.alerts).toEqual([]);

    // Ended: it changes no more, is not cancelled twice, and is never deleted.
    const again = await api.update(id, changed);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/cancelled/);
    expect((await api.cancel(id, 'Again')).status).toBe(409);
    const deleted = await api.remove(id);
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toMatch(/cancel it instead/);
    // The staff list still has it.
    expect((await api.get(id)).body.state).toBe('CANCELLED');

    const history = await api.history(id);
    expect(history.body.errors).toBeUndefined();
    const entries = history.body.data.recordHistory as {
      action: string;
      actor: { id: string };
      changes: { field: string; before: unknown; after: unknown }[];
    }[];
    // Newest first: cancel, update, publish, create.
    expect(entries.map((entry) => entry.action)).toEqual(['UPDATE', 'UPDATE', 'UPDATE', 'CREATE']);
    const states = entries.map(
      (entry) => entry.changes.find((change) => change.field === 'state')?.after,
    );
    expect(states).toEqual(['CANCELLED', 'UPDATED', 'PUBLISHED', 'DRAFT']);
    expect(entries.every((entry) => entry.actor.id === DEMO.DIRCETUR.id)).toBe(true);
    expect(entries[1]?.changes).toContainEqual({
      field: 'severity',
      before: 'SEVERE',
      after: 'EXTREME',
    });
  });

  it('deletes a draft, with its history kept', async () => {
    const created = await api.create(alertInput(app.clock.now()));
    const id = created.body.id as string;
    const edited = await api.update(
      id,
      alertInput(app.clock.now(), { area: { kind: 'REGION' }, link: null }),
    );
    // A draft stays a draft on a change.
    expect(edited.body).toMatchObject({ state: 'DRAFT', version: 0, link: null });
    expect(edited.body.area).toEqual({
      kind: 'REGION',
      provinces: [],
      districts: [],
      circle: null,
    });
    const deleted = await api.remove(id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id });
    expect((await api.get(id)).status).toBe(404);
    // Never published, so never cancelled.
    const other = (await api.create(alertInput(app.clock.now()))).body.id;
    const cancelled = await api.cancel(other, 'Not needed');
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toMatch(/delete it instead/);
    const history = await api.history(id);
    expect(
      history.body.data.recordHistory.map((entry: { action: string }) => entry.action),
    ).toEqual(['DELETE', 'UPDATE', 'CREATE']);
  });

  it('lists alerts newest change first, filtered by state, category and search', async () => {
    const first = await publishedAlert(app, token);
    app.clock.advance(1000);
    const weather = await api.create(
      alertInput(app.clock.now(), {
        category: 'WEATHER',
        source: 'SENAMHI',
        texts: [
          {
            language: 'es',
            headline: 'Lluvias intensas en la provincia de Calca',
            description: 'Se esperan lluvias fuertes.',
            instruction: 'Evite los ríos.',
          },
          {
            language: 'en',
            headline: 'Heavy rain in Calca province',
            description: 'Heavy rain expected.',
            instruction: 'Keep away from rivers.',
          },
        ],
      }),
    );
    const all = await api.list();
    expect(all.status).toBe(200);
    expect(all.body.items.map((item: { id: string }) => item.id)).toEqual([
      weather.body.id,
      first.id,
    ]);
    expect(all.body.pageInfo).toEqual({ page: 1, size: 20, total: 2, lastPage: 1 });
    const drafts = await api.list('?states=DRAFT');
    expect(drafts.body.items.map((item: { id: string }) => item.id)).toEqual([weather.body.id]);
    const active = await api.list('?states=PUBLISHED,UPDATED&category=RAILWAY');
    expect(active.body.items.map((item: { id: string }) => item.id)).toEqual([first.id]);
    // Accents and case ignored, in the headlines and the source.
    for (const search of ['calca', 'senamhi', 'LLUVIAS']) {
      const found = await api.list(`?search=${search}`);
      expect(found.body.items.map((item: { id: string }) => item.id)).toEqual([weather.body.id]);
    }
    const paged = await api.list('?size=1&page=2');
    expect(paged.body.items.map((item: { id: string }) => item.id)).toEqual([first.id]);
    expect((await api.list('?states=GONE')).status).toBe(400);
  });
});

describe('an alert on GraphQL', () => {
  const FIELDS = `id state version severity source area { kind provinces districts { province district } circle { latitude longitude radiusKm } }
    texts { language headline } text(lang: ja) { language headline } publishedAt cancelReason`;

  it('goes through the same life', async () => {
    const input = alertInput(app.clock.now(), {
      texts: [
        ...alertInput(0).texts,
        // Out of LOCALES order on purpose: the answer lists es, en, then the page's order.
        {
          language: 'zh_Hans',
          headline: '火车停运',
          description: '滑坡。',
          instruction: '请勿前往车站。',
        },
        {
          language: 'fr',
          headline: 'Train suspendu',
          description: 'Glissement.',
          instruction: 'Attendez.',
        },
      ],
      area: { kind: 'CIRCLE', circle: { latitude: -13.16, longitude: -72.54, radiusKm: 15 } },
    });
    const created = await app.graphql(
      `mutation ($input: AlertInput!) { createAlert(input: $input) { ${FIELDS} } }`,
      { input },
      token,
    );
    expect(created.body.errors).toBeUndefined();
    const alert = created.body.data.createAlert;
    expect(alert).toMatchObject({
      state: 'DRAFT',
      version: 0,
      area: {
        kind: 'CIRCLE',
        provinces: [],
        districts: [],
        circle: { latitude: -13.16, longitude: -72.54, radiusKm: 15 },
      },
      texts: [
        { language: 'es' },
        { language: 'en' },
        { language: 'fr' },
        { language: 'zh_Hans', headline: '火车停运' },
      ],
      // Not written in Japanese: English, saying so.
      text: { language: 'en', headline: 'Train to Machu Picchu suspended' },
    });
    const { id } = alert;

    const call = async (operation: string, variables: Record<string, unknown> = {}) => {
      const response = await app.graphql(operation, { id, ...variables }, token);
      expect(response.body.errors, JSON.stringify(response.body.errors)).toBeUndefined();
      return response.body.data;
    };
    const published = await call(`mutation ($id: ID!) { publishAlert(id: $id) { ${FIELDS} } }`);
    expect(published.publishAlert).toMatchObject({ state: 'PUBLISHED', version: 1 });
    const active = await app.graphql(
      '{ activeAlerts { id text(lang: fr) { language headline } } }',
    );
    expect(active.body.data.activeAlerts).toEqual([
      { id, text: { language: 'fr', headline: 'Train suspendu' } },
    ]);
    const updated = await call(
      `mutation ($id: ID!, $input: AlertInput!) { updateAlert(id: $id, input: $input) { ${FIELDS} } }`,
      { input: { ...input, severity: 'MINOR' } },
    );
    expect(updated.updateAlert).toMatchObject({ state: 'UPDATED', version: 2, severity: 'MINOR' });
    const listed = await call(
      `query { alerts(input: { states: [UPDATED] }) { items { id } pageInfo { total } } }`,
    );
    expect(listed.alerts).toEqual({ items: [{ id }], pageInfo: { total: 1 } });
    expect((await call(`query ($id: ID!) { alert(id: $id) { id } }`)).alert).toEqual({ id });
    const cancelled = await call(
      `mutation ($id: ID!) { cancelAlert(id: $id, reason: "Reopened") { ${FIELDS} } }`,
    );
    expect(cancelled.cancelAlert).toMatchObject({
      state: 'CANCELLED',
      version: 3,
      cancelReason: 'Reopened',
    });

    const draft = (await api.create(alertInput(app.clock.now()))).body.id;
    const deleted = await app.graphql(
      'mutation ($id: ID!) { deleteAlert(id: $id) }',
      { id: draft },
      token,
    );
    expect(deleted.body.data).toEqual({ deleteAlert: draft });
    const gone = await app.graphql(
      'query ($id: ID!) { alert(id: $id) { id } }',
      { id: draft },
      token,
    );
    expect(gone.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const refused = await app.graphql(
      'mutation ($id: ID!) { deleteAlert(id: $id) }',
      { id },
      token,
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});

describe('the active alerts', () => {
  it('come most severe first, then the latest updated, in the asked language or its fallback', async () => {
    const minor = await publishedAlert(app, token, { severity: 'MINOR' });
    app.clock.advance(1000);
    const severe = await publishedAlert(app, token, { severity: 'SEVERE' });
    app.clock.advance(1000);
    const extreme = await publishedAlert(app, token, {
      severity: 'EXTREME',
      texts: [
        ...alertInput(0).texts,
        {
          language: 'de',
          headline: 'Zug eingestellt',
          description: 'Erdrutsch.',
          instruction: 'Warten.',
        },
      ],
    });
    app.clock.advance(1000);
    const severeLater = await publishedAlert(app, token, { severity: 'SEVERE' });
    const order = [extreme.id, severeLater.id, severe.id, minor.id];

    const german = (await app.request.get('/api/public/alerts?lang=de')).body.alerts;
    expect(german.map((alert: { id: string }) => alert.id)).toEqual(order);
    expect(german[0]).toMatchObject({ lang: 'de', headline: 'Zug eingestellt' });
    expect(german[1]).toMatchObject({ lang: 'en', headline: 'Train to Machu Picchu suspended' });
    // Without `lang`, Spanish, as the other public answers.
    const spanish = (await app.request.get('/api/public/alerts')).body.alerts;
    expect(spanish[0]).toMatchObject({ lang: 'es', headline: 'Tren a Machu Picchu suspendido' });
    expect((await app.request.get('/api/public/alerts?lang=xx')).status).toBe(400);
    expect((await app.request.get('/api/public/alerts?n=1')).status).toBe(400);

    // Past its expiry an alert is hidden at once, before the job marks it expired.
    app.clock.advance(25 * HOUR);
    expect((await app.request.get('/api/public/alerts')).body.alerts).toEqual([]);
  });
});
