import { beforeEach, describe, expect, it } from 'vitest';
import { COORDINATE_ERRORS } from '../../../shared/cusco';
import { rucCheckDigit } from '../../../shared/documents';
import { createTestApp, type TestApp } from '../../support/app';
import { signInAs, withToken } from '../../support/auth';

// A place of the registries lies in the Cusco region (shared/cusco.ts CUSCO_BOUNDS): a
// coordinate outside it, such as a longitude that lost its minus sign, is a 400 on the field,
// through REST and GraphQL alike.

const LODGING = {
  tradeName: 'Hostal Qori Inti',
  businessName: 'Qori Inti E.I.R.L.',
  ruc: `2045612378${rucCheckDigit('2045612378')}`,
  lodgingClass: 'HOSTAL',
  address: 'Calle Tandapata 120, San Blas',
  district: 'Cusco',
  province: 'Cusco',
  rooms: 12,
  beds: 20,
  latitude: -13.5157,
  longitude: -71.9752,
};

const JURISDICTION = {
  name: 'Centro Histórico Norte',
  province: 'Cusco',
  districts: ['Cusco'],
  headquarters: {
    name: 'Comisaría de Turismo Cusco',
    address: 'Calle Saphi 511',
    phone: '084 235123',
    latitude: -13.5158,
    longitude: -71.9815,
  },
};

let app: TestApp;
let admin: ReturnType<typeof withToken>;
beforeEach(async () => {
  app = await createTestApp();
  admin = withToken(app, (await signInAs(app, 'ADMINISTRADOR')).accessToken);
});

describe('coordinates outside the Cusco region', () => {
  it('are refused on REST with a 400 naming the field, and nothing is stored', async () => {
    const lodging = await admin.post('/api/admin/lodgings', { ...LODGING, longitude: 71.9752 });
    expect(lodging.status).toBe(400);
    expect(lodging.body).toMatchObject({
      error: 'BAD_REQUEST',
      fields: { longitude: COORDINATE_ERRORS.longitude },
    });
    const jurisdiction = await admin.post('/api/admin/jurisdictions', {
      ...JURISDICTION,
      headquarters: { ...JURISDICTION.headquarters, latitude: -1352 },
    });
    expect(jurisdiction.status).toBe(400);
    expect(jurisdiction.body.fields).toEqual({
      'headquarters.latitude': COORDINATE_ERRORS.latitude,
    });
    expect((await admin.post('/api/admin/lodgings', LODGING)).status).toBe(201);
  });

  it('are refused on GraphQL with BAD_REQUEST on the field', async () => {
    const answer = await admin.graphql(
      'mutation($input: CreateLodgingInput!) { createLodging(input: $input) { id } }',
      { input: { ...LODGING, latitude: -12.0464, longitude: -77.0428 } },
    );
    expect(answer.body.errors[0].extensions).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { longitude: COORDINATE_ERRORS.longitude },
    });
  });
});
