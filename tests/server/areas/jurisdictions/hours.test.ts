import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../../../server/data';
import { createTestApp } from '../../../support/app';
import { signInAs } from '../../../support/auth';
import { testStore } from '../../../support/test-store';

const STATION = {
  name: 'Comisaría PNP Anta',
  address: 'Plaza de Armas s/n, Anta',
  phone: '084 203040',
  latitude: -13.4705,
  longitude: -72.1488,
};
const JURISDICTION = { name: 'Anta', province: 'Anta', districts: ['Anta'], headquarters: STATION };
const OFFICE_FIELDS = 'jurisdiction hours { allDay opens closes }';

async function signedIn() {
  const app = await createTestApp();
  const { accessToken } = await signInAs(app, 'POLICIA');
  const create = (headquarters: Record<string, unknown>) =>
    app.request
      .post('/api/admin/jurisdictions')
      .set('authorization', `Bearer ${accessToken}`)
      .send({ ...JURISDICTION, headquarters });
  return { app, accessToken, create };
}

describe("a jurisdiction headquarters' opening hours", () => {
  it('are open 24 hours, shown on the public offices', async () => {
    const { app, create } = await signedIn();
    const allDay = await create({ ...STATION, hours: { allDay: true, opens: null } });
    expect(allDay.status).toBe(201);
    expect(allDay.body.headquarters.hours).toEqual({ allDay: true, opens: null, closes: null });
    const { body: offices } = await app.request.get('/api/public/police-offices');
    const anta = offices.find((office: { jurisdiction: string }) => office.jurisdiction === 'Anta');
    expect(anta.hours).toEqual({ allDay: true, opens: null, closes: null });
  });

  it('keep a night shift closing after midnight, and are null when not given', async () => {
    const { app, accessToken, create } = await signedIn();
    const made = await create(STATION);
    expect(made.status).toBe(201);
    expect(made.body.headquarters.hours).toBeNull();
    const night = await app.request
      .patch(`/api/admin/jurisdictions/${made.body.id}`)
      .set('authorization', `Bearer ${accessToken}`)
      .send({
        headquarters: { ...STATION, hours: { allDay: false, opens: '20:00', closes: '02:30' } },
      });
    expect(night.status).toBe(200);
    expect(night.body.headquarters.hours).toEqual({
      allDay: false,
      opens: '20:00',
      closes: '02:30',
    });
    const offices = await app.graphql(`{ policeOffices { ${OFFICE_FIELDS} } }`);
    expect(
      offices.body.data.policeOffices.find(
        (office: { jurisdiction: string }) => office.jurisdiction === 'Anta',
      ).hours,
    ).toEqual({ allDay: false, opens: '20:00', closes: '02:30' });
  });

  it('refuse what is not a choice of those with a 400 naming the field, and change nothing', async () => {
    const { app, create } = await signedIn();
    const before = await app.store.jurisdictions.count();
    const cases: [unknown, Record<string, string>][] = [
      [
        { allDay: false, opens: '8:00', closes: '20:00' },
        { 'headquarters.hours.opens': 'A time HH:mm, from 00:00 to 23:59' },
      ],
      [
        { allDay: false, opens: '08:00', closes: '24:00' },
        { 'headquarters.hours.closes': 'A time HH:mm, from 00:00 to 23:59' },
      ],
      [{ allDay: false, opens: '08:00' }, { 'headquarters.hours.closes': 'Required' }],
      [
        { allDay: false, opens: '09:15', closes: '09:15' },
        {
          'headquarters.hours.closes':
            'Opening and closing at the same time: choose open 24 hours instead',
        },
      ],
      [
        { allDay: true, opens: '08:00' },
        {
          'headquarters.hours.opens': 'Leave empty when the office is open 24 hours',
        },
      ],
      [{ opens: '08:00', closes: '20:00' }, { 'headquarters.hours.allDay': 'Required' }],
      ['24h', { 'headquarters.hours': 'Must be an object' }],
    ];
    for (const [hours, fields] of cases) {
      const refused = await create({ ...STATION, hours });
      expect(refused.status, JSON.stringify(hours)).toBe(400);
      expect(refused.body.error).toBe('BAD_REQUEST');
      expect(refused.body.fields).toEqual(fields);
    }
    expect(await app.store.jurisdictions.count()).toBe(before);
  });

  it('read as not registered for a station written before hours were kept', async () => {
    const seed = buildSeed();
    const [first, ...others] = seed.jurisdictions;
    if (!first) throw new Error('the seed has no jurisdiction');
    const { hours: _hours, ...older } = first.headquarters;
    const app = await createTestApp({
      store: await testStore({
        ...seed,
        jurisdictions: [{ ...first, headquarters: older }, ...others],
      }),
    });
    const { accessToken } = await signInAs(app, 'ADMINISTRADOR');
    const record = await app.request
      .get(`/api/admin/jurisdictions/${first.id}`)
      .set('authorization', `Bearer ${accessToken}`);
    expect(record.body.headquarters).toHaveProperty('hours', null);
    const offices = await app.request.get('/api/public/police-offices');
    const office = offices.body.find(
      (one: { jurisdictionId: string }) => one.jurisdictionId === first.id,
    );
    expect(office).toHaveProperty('hours', null);
  });

  it('are seeded: the Comisaría de Turismo Cusco attends 24 hours', async () => {
    const app = await createTestApp();
    const offices = await app.graphql(`{ policeOffices { station ${OFFICE_FIELDS} } }`);
    const turismo = offices.body.data.policeOffices.find(
      (office: { station: string }) => office.station === 'Comisaría PNP de Turismo Cusco',
    );
    expect(turismo.hours).toEqual({ allDay: true, opens: null, closes: null });
  });
});
