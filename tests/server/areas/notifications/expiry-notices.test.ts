import { describe, expect, it } from 'vitest';
import type { GuideRecord } from '../../../../server/areas/guides/model';
import { noticeExpiringRegistrations } from '../../../../server/areas/notifications/expiry-notices';
import type { TravelAgencyRecord } from '../../../../server/areas/travel-agencies/model';
import { addDays, cuscoToday } from '../../../../server/registry/dates';
import { createTestApp, jobContext, type TestApp } from '../../../support/app';
import { DEMO } from '../../../support/auth';

const DAY = 86_400_000;

const job = (app: TestApp) => noticeExpiringRegistrations(jobContext(app));

/** A guide of the seed made into a new one whose carné expires `days` from today. */
async function guide(
  app: TestApp,
  number: string,
  days: number,
  status: GuideRecord['status'] = 'VIGENTE',
) {
  const [model] = await app.store.guides.list({ limit: 1 });
  if (!model) throw new Error('no seeded guide');
  const record: GuideRecord = {
    ...model,
    id: `guide-${number}`,
    firstNames: 'Rosa',
    lastNames: `Quispe ${number}`,
    documentNumber: String(90_000_000 + Number(number)),
    licenseNumber: `TST-2026-${number}`,
    licenseExpiresOn: addDays(cuscoToday(app.clock.now()), days),
    status,
  };
  return app.store.guides.insert(record);
}

/** The expiry notifications that name `number`, as (recipient, kind, link). */
async function told(app: TestApp, number: string) {
  return (await app.store.notifications.list())
    .filter((item) => item.event?.params.number === number)
    .map((item) => ({ userId: item.userId, kind: item.event?.kind, link: item.link }))
    .sort((a, b) => a.userId.localeCompare(b.userId));
}

async function anotherDircetur(app: TestApp, id: string, status: 'ACTIVO' | 'INACTIVO') {
  const model = await app.store.users.get(DEMO.DIRCETUR.id);
  if (!model) throw new Error('no demo DIRCETUR');
  await app.store.users.insert({
    ...model,
    id,
    username: id,
    email: `${id}@turismo.cusco.pe`,
    status,
  });
}

describe('carnés and certificates expiring soon', () => {
  it('are told once to every active DIRCETUR account, 30 days ahead, linking to the record', async () => {
    const app = await createTestApp();
    await anotherDircetur(app, 'second-dircetur', 'ACTIVO');
    await anotherDircetur(app, 'former-dircetur', 'INACTIVO');
    const soon = await guide(app, '0030', 30);
    await guide(app, '0031', 31);

    await job(app);
    const expected = (userId: string) => ({
      userId,
      kind: 'GUIDE_LICENSE_EXPIRING',
      link: '/admin/guias-turismo?q=TST-2026-0030',
    });
    expect(await told(app, soon.licenseNumber)).toEqual([
      expected('second-dircetur'),
      expected(DEMO.DIRCETUR.id),
    ]);
    const [notification] = await app.store.notifications
      .list({
        where: { userId: DEMO.DIRCETUR.id },
      })
      .then((items) => items.filter((item) => item.event?.params.number === soon.licenseNumber));
    expect(notification?.event?.params).toEqual({
      name: 'Rosa Quispe 0030',
      number: 'TST-2026-0030',
      expiresOn: soon.licenseExpiresOn,
    });
    expect(notification?.title).toBe('Carné de guía por vencer: Rosa Quispe 0030');
    expect(await told(app, 'TST-2026-0031')).toEqual([]);

    // Again the same hour, and the next day: nothing twice; the 31-day one now comes due.
    expect(await job(app)).toBe(0);
    app.clock.advance(DAY);
    expect(await job(app)).toBe(1);
    expect(await told(app, soon.licenseNumber)).toHaveLength(2);
    expect(await told(app, 'TST-2026-0031')).toHaveLength(2);
    await app.stop();
  });

  it('leave out suspended and already expired ones, and tell a new expiry date again', async () => {
    const app = await createTestApp();
    await guide(app, '0040', 10, 'SUSPENDIDO');
    await guide(app, '0041', -1);
    const renewed = await guide(app, '0042', 5);

    await job(app);
    expect(await told(app, 'TST-2026-0040')).toEqual([]);
    expect(await told(app, 'TST-2026-0041')).toEqual([]);
    expect(await told(app, renewed.licenseNumber)).toHaveLength(1);

    await app.store.guides.update(renewed.id, {
      licenseExpiresOn: addDays(renewed.licenseExpiresOn, 20),
    });
    expect(await job(app)).toBe(1);
    expect(await told(app, renewed.licenseNumber)).toHaveLength(2);
    await app.stop();
  });

  it("tell an agency's certificate, and wait for a DIRCETUR account when there is none", async () => {
    const app = await createTestApp();
    await app.store.users.update(DEMO.DIRCETUR.id, { status: 'INACTIVO' });
    const [model] = await app.store.travelAgencies.list({ limit: 1 });
    if (!model) throw new Error('no seeded agency');
    const agency: TravelAgencyRecord = {
      ...model,
      id: 'agency-expiring',
      ruc: '20999999991',
      certificateNumber: 'CERT-EXP-1',
      expiresOn: addDays(cuscoToday(app.clock.now()), 12),
      status: 'VIGENTE',
    };
    await app.store.travelAgencies.insert(agency);

    expect(await job(app)).toBe(0);
    await app.store.users.update(DEMO.DIRCETUR.id, { status: 'ACTIVO' });
    expect(await job(app)).toBeGreaterThan(0);
    expect(await told(app, 'CERT-EXP-1')).toEqual([
      {
        userId: DEMO.DIRCETUR.id,
        kind: 'AGENCY_CERTIFICATE_EXPIRING',
        link: '/admin/agencias-viaje?q=CERT-EXP-1',
      },
    ]);
    await app.stop();
  });
});
