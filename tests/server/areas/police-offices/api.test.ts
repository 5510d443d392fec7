import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../../../server/data';
import { createTestApp } from '../../../support/app';

const FIELDS =
  'jurisdictionId jurisdiction province districts station address phone dial latitude longitude touristZones whatsapp hours { allDay opens closes }';

describe('police offices', () => {
  it('lists every jurisdiction headquarters by name, without sign-in, over GraphQL', async () => {
    const app = await createTestApp();
    const response = await app.graphql(`{ policeOffices { ${FIELDS} } }`);
    expect(response.body.errors).toBeUndefined();
    const offices = response.body.data.policeOffices;
    expect(offices).toHaveLength(buildSeed().jurisdictions.length);
    const names = offices.map((office: { jurisdiction: string }) => office.jurisdiction);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect(
      offices.find(
        (office: { station: string }) => office.station === 'Comisaría PNP de Turismo Cusco',
      ),
    ).toEqual({
      jurisdictionId: expect.any(String),
      jurisdiction: 'Cusco Centro Histórico',
      province: 'Cusco',
      districts: ['Cusco'],
      station: 'Comisaría PNP de Turismo Cusco',
      address: 'Calle Saphi 510, Cusco',
      phone: '084 249654',
      dial: '+5184249654',
      latitude: -13.51502,
      longitude: -71.98127,
      touristZones: expect.any(Array),
      hours: { allDay: true, opens: null, closes: null },
      // No published WhatsApp of its own: none is invented.
      whatsapp: null,
    });
  });

  it('serves the same list over REST, with public facts only', async () => {
    const app = await createTestApp();
    const graphql = await app.graphql(`{ policeOffices { ${FIELDS} } }`);
    const rest = await app.request.get('/api/public/police-offices');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual(graphql.body.data.policeOffices);
    expect(Object.keys(rest.body[0]).sort()).toEqual(
      FIELDS.replace(/ \{.*\}/, '')
        .split(' ')
        .sort(),
    );
    expect(JSON.stringify(rest.body)).not.toContain('responsibleOfficer');
  });

  it('follows changes to the registry', async () => {
    const app = await createTestApp();
    const others = await app.store.jurisdictions.list({ offset: 2 });
    await app.store.jurisdictions.removeWhere({ id: { in: others.map(({ id }) => id) } });
    const rest = await app.request.get('/api/public/police-offices');
    expect(rest.body).toHaveLength(2);
  });
});
