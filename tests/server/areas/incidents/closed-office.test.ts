import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/app';
import { signInAs } from '../../../support/auth';
import { theftReport } from '../../../support/incident-reports';

/** Calle Triunfo, a block from the Plaza de Armas: the San Blas post (08:00–20:00) is nearest. */
const NEAR_PLAZA = { latitude: -13.516, longitude: -71.977, accuracy: 20 };

/** The app with its clock at `cusco` (an ISO time with Cusco's offset). */
async function appAt(cusco: string): Promise<TestApp> {
  const app = await createTestApp();
  app.clock.advance(Date.parse(cusco) - app.clock.now());
  return app;
}

async function fileNearPlaza(app: TestApp) {
  const response = await app.request
    .post('/api/public/incidents')
    .send(theftReport({ place: { position: NEAR_PLAZA, description: 'Calle Triunfo' } }));
  expect(response.status).toBe(201);
  const stored = await app.store.incidents.findOne({ code: response.body.code });
  const { accessToken } = await signInAs(app, 'POLICIA');
  const staff = await app.request
    .get(`/api/admin/incidents/${stored?.id}`)
    .set('authorization', `Bearer ${accessToken}`);
  return { receipt: response.body, staff: staff.body };
}

describe('a report whose office is closed at the time', () => {
  it('goes at 23:40 to the 24-hour Comisaría, telling the police the post was closed', async () => {
    const app = await appAt('2030-03-10T23:40:00-05:00');
    const { receipt, staff } = await fileNearPlaza(app);
    expect(receipt.office).toMatchObject({ station: 'Comisaría PNP de Turismo Cusco' });
    expect(staff).toMatchObject({
      routing: 'CLOSED_OFFICE',
      office: { jurisdiction: 'Cusco Centro Histórico' },
      closedOffice: {
        jurisdiction: 'San Blas y Sacsayhuamán',
        hours: { allDay: false, opens: '08:00', closes: '20:00' },
      },
    });
    await app.stop();
  });

  it('goes to the post itself while it is open', async () => {
    const app = await appAt('2030-03-10T10:00:00-05:00');
    const { staff } = await fileNearPlaza(app);
    expect(staff).toMatchObject({
      routing: 'POSITION',
      office: { jurisdiction: 'San Blas y Sacsayhuamán' },
      closedOffice: null,
    });
    await app.stop();
  });
});
