import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../server/i18n';
import type { CollectionName } from '../../../server/store/types';
import type { TestApp } from '../../support/app';
import { appWithStaff, type StaffClient, snapshot } from '../../support/apps';

/** Every unique field of a registry: REST path, GraphQL mutation and dictionary key. */
const UNIQUE_FIELDS = [
  ['travel-agencies', 'updateTravelAgency', 'travelAgencies', 'travelAgencies', 'ruc'],
  [
    'travel-agencies',
    'updateTravelAgency',
    'travelAgencies',
    'travelAgencies',
    'certificateNumber',
  ],
  ['lodgings', 'updateLodging', 'lodgings', 'lodgings', 'certificateNumber'],
  ['guides', 'updateGuide', 'guides', 'guides', 'licenseNumber'],
  ['guides', 'updateGuide', 'guides', 'guides', 'documentNumber'],
  ['police', 'updatePoliceOfficer', 'police', 'police', 'cip'],
  ['police', 'updatePoliceOfficer', 'police', 'police', 'dni'],
  ['jurisdictions', 'updateJurisdiction', 'jurisdictions', 'jurisdictions', 'name'],
] as const satisfies readonly (readonly [string, string, CollectionName, string, string])[];

let app: TestApp;
let client: StaffClient;
beforeAll(async () => {
  ({ app, client } = await appWithStaff('ADMINISTRADOR'));
});

/** Two records of the collection: the second is changed to take the first's value. */
async function twoRecords(collection: CollectionName) {
  const [taken, other] = (await app.store[collection].list({ limit: 2 })) as unknown as Record<
    string,
    string
  >[];
  return { taken: taken as Record<string, string>, other: other as Record<string, string> };
}

describe('a 409 on a duplicate unique value', () => {
  it('names the RUC in Spanish by default, and in the language the request asks for', async () => {
    const { taken, other } = await twoRecords('travelAgencies');
    const path = `/api/admin/travel-agencies/${other.id}`;
    const spanish = await client.patch(path, { ruc: taken.ruc });
    expect(spanish.status).toBe(409);
    expect(spanish.body).toEqual({
      error: 'CONFLICT',
      message: `Ya existe una agencia con el RUC ${taken.ruc}`,
      fields: { ruc: 'Already in use' },
    });
    const english = await client.patch(path, { ruc: taken.ruc }).set('Accept-Language', 'en-US');
    expect(english.body.message).toBe(`An agency with RUC ${taken.ruc} already exists`);
    const unknown = await client.patch(path, { ruc: taken.ruc }).set('Accept-Language', 'de');
    expect(unknown.body.message).toBe(spanish.body.message);
  });

  it.each(UNIQUE_FIELDS)(
    '/api/admin/%s and %s (%s, %s) name the %s value alike, in es, en and tr',
    async (path, mutation, collection, areaKey, field) => {
      const { taken, other } = await twoRecords(collection);
      const value = taken[field] as string;
      const before = await snapshot(app, [collection]);
      for (const lang of ['es', 'en', 'tr'] as const) {
        const expected = translate(lang, `${areaKey}.conflict.${field}`, { value });
        expect(expected).toContain(value);
        const rest = await client
          .patch(`/api/admin/${path}/${other.id}`, { [field]: value })
          .set('Accept-Language', lang);
        expect(rest.status).toBe(409);
        expect(rest.body.message).toBe(expected);
        expect(rest.body.fields).toEqual({ [field]: 'Already in use' });
        const graphql = await client
          .graphql(
            `mutation ($id: ID!, $input: ${mutation[0]?.toUpperCase()}${mutation.slice(1)}Input!) {
            ${mutation}(id: $id, input: $input) { id }
          }`,
            { id: other.id, input: { [field]: value } },
          )
          .set('Accept-Language', lang);
        expect(graphql.body.errors?.[0]).toMatchObject({
          message: expected,
          extensions: { code: 'CONFLICT', fields: { [field]: 'Already in use' } },
        });
      }
      expect(await snapshot(app, [collection])).toEqual(before);
    },
  );
});
