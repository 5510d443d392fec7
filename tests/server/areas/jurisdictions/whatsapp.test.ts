import { beforeEach, describe, expect, it } from 'vitest';
import { jurisdictions } from '../../../../server/areas/jurisdictions/service';
import type { Context } from '../../../../server/context';
import { buildSeed } from '../../../../server/data';
import type { BadRequestError } from '../../../../server/errors';
import { recordHistory } from '../../../../server/registry/audit-trail';
import type { Store } from '../../../../server/store/types';
import { createTestApp } from '../../../support/app';
import { sessionOf, signInAs, withToken } from '../../../support/auth';
import { testContext } from '../../../support/context';
import { csvRows } from '../../../support/csv';
import { rejection } from '../../../support/refusals';
import { testStore } from '../../../support/test-store';

const REFUSAL = 'A WhatsApp number is a mobile: 9 digits starting with 9 (987 654 321) or +51 9…';
const STATION = {
  name: 'Comisaría PNP Anta',
  address: 'Plaza de Armas s/n, Anta',
  phone: '084 203040',
  latitude: -13.4705,
  longitude: -72.1488,
};
const JURISDICTION = { name: 'Anta', province: 'Anta', districts: ['Anta'], headquarters: STATION };
const withWhatsapp = (whatsapp: unknown) => ({ ...STATION, whatsapp });

/** Not Peruvian mobiles: refused. */
const NOT_MOBILES: [string, string][] = [
  ['a Cusco landline', '084 240313'],
  ['a Lima landline', '+51 1 411 6800'],
  ['a short code', '105'],
  ["another country's number", '+1 202 555 0100'],
  ['a mobile a digit short', '987 654 32'],
  ['garbage', 'escríbenos'],
];

describe("a comisaría's own WhatsApp number, in the service", () => {
  let store: Store;
  let police: Context;
  beforeEach(async () => {
    store = await testStore({ ...buildSeed(), police: [], jurisdictions: [], auditTrail: [] });
    police = await testContext({ store, user: sessionOf('POLICIA') });
  });

  it.each(['987 654 321', '+51 987 654 321', '+51987654321', '987-654-321', ' 0051 987 654 321 '])(
    'is accepted as %j and kept in E.164',
    async (typed) => {
      const made = await jurisdictions.create(police, {
        ...JURISDICTION,
        headquarters: withWhatsapp(typed),
      });
      expect(made.headquarters.whatsapp).toBe('+51987654321');
      expect((await store.jurisdictions.get(made.id))?.headquarters.whatsapp).toBe('+51987654321');
    },
  );

  it('is none when left out, and cleared with null or an empty text', async () => {
    const made = await jurisdictions.create(police, JURISDICTION);
    expect(made.headquarters.whatsapp).toBeNull();
    for (const cleared of [null, '', '   ']) {
      const set = await jurisdictions.update(police, made.id, {
        headquarters: withWhatsapp('987 654 321'),
      });
      expect(set.headquarters.whatsapp).toBe('+51987654321');
      const saved = await jurisdictions.update(police, made.id, {
        headquarters: withWhatsapp(cleared),
      });
      expect(saved.headquarters.whatsapp).toBeNull();
      expect((await store.jurisdictions.get(made.id))?.headquarters.whatsapp ?? null).toBeNull();
    }
  });

  it.each(NOT_MOBILES)(
    'refuses %s (%j) saying what is wanted, and changes nothing',
    async (_what, typed) => {
      const made = await jurisdictions.create(police, {
        ...JURISDICTION,
        headquarters: withWhatsapp('987 654 321'),
      });
      const before = await store.jurisdictions.get(made.id);
      const entries = await store.auditTrail.count();

      const refused = await rejection(
        jurisdictions.update(police, made.id, { headquarters: withWhatsapp(typed) }),
      );
      expect((refused as BadRequestError).fields).toEqual({ 'headquarters.whatsapp': REFUSAL });
      const notMade = await rejection(
        jurisdictions.create(police, {
          ...JURISDICTION,
          name: 'Pucyura',
          headquarters: withWhatsapp(typed),
        }),
      );
      expect((notMade as BadRequestError).fields).toEqual({ 'headquarters.whatsapp': REFUSAL });

      expect(await store.jurisdictions.get(made.id)).toEqual(before);
      expect(await store.jurisdictions.count()).toBe(1);
      expect(await store.auditTrail.count()).toBe(entries);
    },
  );

  it('records a change of the number in the history, and none for a station sent back as it was', async () => {
    const made = await jurisdictions.create(police, JURISDICTION);
    await jurisdictions.update(police, made.id, { headquarters: withWhatsapp('987 654 321') });
    const [set] = await recordHistory(police, 'jurisdictions', made.id);
    expect(set?.action).toBe('UPDATE');
    expect(set?.actor.id).toBe(sessionOf('POLICIA').id);
    expect(set?.changes).toEqual([
      {
        field: 'headquarters',
        before: { ...STATION, hours: null },
        after: { ...STATION, hours: null, whatsapp: '+51987654321' },
      },
    ]);

    // The same number written another way, or the station as it reads: no change.
    await jurisdictions.update(police, made.id, { headquarters: withWhatsapp('+51 987 654 321') });
    const read = await jurisdictions.get(police, made.id);
    await jurisdictions.update(police, made.id, { headquarters: read.headquarters });
    expect(await recordHistory(police, 'jurisdictions', made.id)).toHaveLength(2);

    await jurisdictions.update(police, made.id, { headquarters: withWhatsapp(null) });
    const [cleared] = await recordHistory(police, 'jurisdictions', made.id);
    expect(cleared?.changes).toEqual([
      {
        field: 'headquarters',
        before: { ...STATION, hours: null, whatsapp: '+51987654321' },
        after: { ...STATION, hours: null },
      },
    ]);
    // A station without a number, sent back with `whatsapp: null` as it reads: no change.
    await jurisdictions.update(police, made.id, {
      headquarters: { ...STATION, hours: null, whatsapp: null },
    });
    expect(await recordHistory(police, 'jurisdictions', made.id)).toHaveLength(3);
  });
});

describe("a comisaría's own WhatsApp number, over REST and GraphQL", () => {
  it('is set with the bodies a client sends, read back, exported and refused with a 400', async () => {
    const app = await createTestApp();
    const api = withToken(app, (await signInAs(app, 'POLICIA')).accessToken);
    const made = await api.post('/api/admin/jurisdictions', {
      ...JURISDICTION,
      headquarters: withWhatsapp('987 654 321'),
    });
    expect(made.status).toBe(201);
    expect(made.body.headquarters.whatsapp).toBe('+51987654321');
    const read = await api.get(`/api/admin/jurisdictions/${made.body.id}`);
    expect(read.body.headquarters.whatsapp).toBe('+51987654321');

    const before = await app.store.jurisdictions.get(made.body.id);
    for (const [, typed] of NOT_MOBILES) {
      const refused = await api.patch(`/api/admin/jurisdictions/${made.body.id}`, {
        headquarters: withWhatsapp(typed),
      });
      expect(refused.status, typed).toBe(400);
      expect(refused.body.error).toBe('BAD_REQUEST');
      expect(refused.body.fields).toEqual({ 'headquarters.whatsapp': REFUSAL });
    }
    expect(await app.store.jurisdictions.get(made.body.id)).toEqual(before);

    // The export: a column of its own, written as it is read in Peru; empty when none.
    const exported = await api.get('/api/admin/jurisdictions/export');
    const [header = [], ...rows] = csvRows(exported.text);
    const column = header.indexOf('WhatsApp de la comisaría');
    expect(column).toBe(header.indexOf('Teléfono') + 1);
    const anta = rows.find((row) => row[0] === 'Anta');
    expect(anta?.[column]).toBe('987 654 321');
    expect(rows.filter((row) => row[column] !== '')).toHaveLength(1);
  });

  it('is set through updateJurisdiction as the staff form sends it, and refused naming the field', async () => {
    const app = await createTestApp();
    const { accessToken } = await signInAs(app, 'ADMINISTRADOR');
    const [first] = buildSeed().jurisdictions;
    if (!first) throw new Error('the seed has no jurisdiction');
    const { hours, name, address, phone, latitude, longitude } = first.headquarters;
    const update = (whatsapp: string | null) =>
      app.graphql(
        `mutation UpdateJurisdiction($id: ID!, $input: UpdateJurisdictionInput!) {
          updateJurisdiction(id: $id, input: $input) { id headquarters { phone whatsapp } }
        }`,
        {
          id: first.id,
          input: {
            headquarters: { name, address, phone, latitude, longitude, hours, whatsapp },
          },
        },
        accessToken,
      );
    for (const sent of ['+51987654321', '+51 987 654 321']) {
      const answer = await update(sent);
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data.updateJurisdiction.headquarters).toEqual({
        phone,
        whatsapp: '+51987654321',
      });
    }
    const refused = await update('084 249654');
    expect(refused.body.errors[0].extensions).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { 'headquarters.whatsapp': REFUSAL },
    });
    const read = await app.graphql(
      `query ($id: ID!) { jurisdiction(id: $id) { headquarters { whatsapp } } }`,
      { id: first.id },
      accessToken,
    );
    expect(read.body.data.jurisdiction.headquarters.whatsapp).toBe('+51987654321');
  });

  it('is null for the seeded offices, and a record sent back whole as it reads is no change', async () => {
    const app = await createTestApp();
    const api = withToken(app, (await signInAs(app, 'POLICIA')).accessToken);
    const [first] = buildSeed().jurisdictions;
    if (!first) throw new Error('the seed has no jurisdiction');
    expect(first.headquarters).not.toHaveProperty('whatsapp');
    const read = await api.get(`/api/admin/jurisdictions/${first.id}`);
    expect(read.body.headquarters).toHaveProperty('whatsapp', null);
    const entries = await app.store.auditTrail.count();
    // A template client puts back the whole record it read.
    const again = await api.patch(`/api/admin/jurisdictions/${first.id}`, read.body);
    expect(again.status).toBe(200);
    expect(again.body.updatedAt).toBe(read.body.updatedAt);
    expect(await app.store.auditTrail.count()).toBe(entries);
  });

  it('may be set by whoever edits jurisdictions, never by a DIRCETUR', async () => {
    const app = await createTestApp();
    const [first] = buildSeed().jurisdictions;
    if (!first) throw new Error('the seed has no jurisdiction');
    const set = async (role: 'ADMINISTRADOR' | 'POLICIA' | 'DIRCETUR', whatsapp: string) => {
      const api = withToken(app, (await signInAs(app, role)).accessToken);
      return api.patch(`/api/admin/jurisdictions/${first.id}`, {
        headquarters: { ...first.headquarters, whatsapp },
      });
    };
    const denied = await set('DIRCETUR', '987 654 321');
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('FORBIDDEN');
    expect((await app.store.jurisdictions.get(first.id))?.headquarters.whatsapp).toBeUndefined();
    for (const [role, typed] of [
      ['ADMINISTRADOR', '987 654 321'],
      ['POLICIA', '912 345 678'],
    ] as const) {
      const allowed = await set(role, typed);
      expect(allowed.status, role).toBe(200);
      expect(allowed.body.headquarters.whatsapp).toBe(`+51${typed.replace(/ /g, '')}`);
    }
  });
});

describe("the public police offices carry the comisaría's WhatsApp number", () => {
  it('when it has one, over REST and GraphQL alike, and null otherwise', async () => {
    const app = await createTestApp();
    const api = withToken(app, (await signInAs(app, 'POLICIA')).accessToken);
    const [first, second] = buildSeed().jurisdictions;
    if (!first || !second) throw new Error('the seed has too few jurisdictions');
    await api.patch(`/api/admin/jurisdictions/${first.id}`, {
      headquarters: { ...first.headquarters, whatsapp: '+51 987 654 321' },
    });
    const rest = await app.request.get('/api/public/police-offices');
    const graphql = await app.graphql('{ policeOffices { jurisdictionId whatsapp } }');
    for (const offices of [rest.body, graphql.body.data.policeOffices]) {
      const whatsappOf = (id: string) =>
        offices.find((office: { jurisdictionId: string }) => office.jurisdictionId === id)
          ?.whatsapp;
      expect(whatsappOf(first.id)).toBe('+51987654321');
      expect(whatsappOf(second.id)).toBeNull();
    }
  });
});
