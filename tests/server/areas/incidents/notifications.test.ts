import { describe, expect, it } from 'vitest';
import type { NotificationRecord } from '../../../../server/areas/notifications/model';
import type { UserRecord } from '../../../../server/areas/users/model';
import type { CapLimits } from '../../../../server/security/record-caps';
import { createTestApp, type TestApp } from '../../../support/app';
import { DEMO, signInAs, withToken } from '../../../support/auth';
import { theftReport } from '../../../support/incident-reports';
import { makeUser } from '../../../support/users';

// Who hears of a tourist's report, a re-route and an assignment: the toolbar's notifications of
// the tourism police. Seeded: the demo POLICIA is linked to officer-001, chief of Cusco Centro
// Histórico, where theftReport() lands (officer-013 and officer-015 serve there too);
// officer-002 leads San Blas; nobody is linked to the officers of Machupicchu.

let app: TestApp;

async function start(caps?: CapLimits) {
  app = await createTestApp({ caps });
}

const police = (id: string, overrides: Partial<UserRecord> = {}) =>
  app.store.users.insert(makeUser(id, { role: 'POLICIA', ...overrides }));

const file = async (body: object = theftReport()) => {
  const response = await app.request.post('/api/public/incidents').send(body);
  const stored = await app.store.incidents.findOne({ code: response.body.code });
  return { response, id: stored?.id ?? '' };
};

/** A report from Machupicchu, whose officers have no account. */
const machupicchu = () =>
  theftReport({ place: { province: 'Urubamba', district: 'Machupicchu', description: null } });

/** The notifications of incident events each account holds, by account id. */
async function told(kind?: string): Promise<Record<string, NotificationRecord[]>> {
  const all = (await app.store.notifications.list()) as NotificationRecord[];
  const byUser: Record<string, NotificationRecord[]> = {};
  for (const item of all) {
    if (!item.event || (kind && item.event.kind !== kind)) continue;
    byUser[item.userId] = [...(byUser[item.userId] ?? []), item];
  }
  return byUser;
}

const recipients = async (kind?: string) => Object.keys(await told(kind)).sort();

/**
 * Four earlier notifications of the demo POLICIA written by a member of staff (no event), oldest
 * first: two read, then two unread.
 */
async function earlier(): Promise<void> {
  const now = app.clock.now();
  for (const [index, read] of [true, true, false, false].entries()) {
    await app.store.notifications.insert({
      id: `earlier-${index}`,
      userId: DEMO.POLICIA.id,
      icon: null,
      image: null,
      title: `Aviso ${index}`,
      description: null,
      time: new Date(now - (4 - index) * 3_600_000).toISOString(),
      link: null,
      useRouter: false,
      read,
      seen: read,
    });
  }
}

describe('a new report', () => {
  it('notifies the accounts linked to active officers of its jurisdiction, with a link to the case', async () => {
    await start();
    await police('centro-2', { officerId: 'officer-015' });
    await police('san-blas', { officerId: 'officer-002' });
    await police('unlinked');
    const { response, id } = await file();
    expect(response.status).toBe(201);
    expect(await recipients()).toEqual(['centro-2', DEMO.POLICIA.id].sort());

    const [notification] = (await told())[DEMO.POLICIA.id] ?? [];
    expect(notification).toMatchObject({
      event: {
        kind: 'INCIDENT_REPORTED',
        params: {
          code: response.body.code,
          type: 'THEFT',
          place: 'Plaza de Armas, near the cathedral',
          jurisdiction: 'Cusco Centro Histórico',
        },
      },
      // In Spanish, for clients that show only title and description.
      title: `Nueva denuncia ${response.body.code}`,
      description: 'Hurto en Plaza de Armas, near the cathedral. Llegó a Cusco Centro Histórico.',
      link: `/admin/denuncias?caso=${id}`,
      useRouter: true,
      read: false,
    });
  });

  it('writes the tourist’s words as escaped text in the description', async () => {
    await start();
    const words = '<img src=x onerror=alert(1)> & co';
    await file(theftReport({ place: { position: null, description: words } }));
    const [notification] = (await told())[DEMO.POLICIA.id] ?? [];
    expect(notification?.event?.params.place).toBe(words);
    expect(notification?.description).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; co');
    expect(notification?.description).not.toContain('<img');
  });

  it('notifies every active POLICIA account when nobody is linked to the jurisdiction', async () => {
    await start();
    await police('unlinked');
    await police('san-blas', { officerId: 'officer-002' });
    await police('inactive', { status: 'INACTIVO' });
    await app.store.users.insert(makeUser('tourism', { role: 'DIRCETUR' }));
    await file(machupicchu());
    expect(await recipients()).toEqual([DEMO.POLICIA.id, 'san-blas', 'unlinked'].sort());
  });

  it('skips inactive accounts and accounts of officers not on duty', async () => {
    await start();
    await app.store.users.update(DEMO.POLICIA.id, { status: 'INACTIVO' });
    await app.store.police.update('officer-013', { status: 'FRANCO' });
    await police('off-duty', { officerId: 'officer-013' });
    await police('on-duty', { officerId: 'officer-015' });
    await file();
    expect(await recipients()).toEqual(['on-duty']);
  });

  it('notifies once when the same report is sent again', async () => {
    await start();
    const body = theftReport();
    await file(body);
    await Promise.all([file(body), file(body)]);
    expect((await told())[DEMO.POLICIA.id]).toHaveLength(1);
  });

  it('makes room at the cap by dropping the oldest read notification, and the report is acknowledged', async () => {
    await start({ notifications: 4 });
    await earlier();
    const seeded = await app.store.notifications.list({
      where: { userId: DEMO.POLICIA.id },
      orderBy: [{ field: 'time' }],
    });
    const [oldestRead, nextRead] = seeded.filter((item) => item.read);
    const { response } = await file();
    expect(response.status).toBe(201);
    const kept = await app.store.notifications.list({ where: { userId: DEMO.POLICIA.id } });
    expect(kept).toHaveLength(4);
    expect(kept.map((item) => item.id)).not.toContain(oldestRead?.id);
    expect(kept.map((item) => item.id)).toContain(nextRead?.id);
  });

  it('with none read, drops the oldest unread one for the first report of an hour only', async () => {
    await start({ notifications: 4 });
    await earlier();
    await app.store.notifications.removeWhere({ userId: DEMO.POLICIA.id, read: true });
    const ids = async () =>
      (
        await app.store.notifications.list({
          where: { userId: DEMO.POLICIA.id },
          orderBy: [{ field: 'time' }],
        })
      ).map((item) => item.id);
    const reports = [await file(), await file(), await file()];
    const notified = async (index: number) =>
      (await told())[DEMO.POLICIA.id]?.find((item) => item.link?.endsWith(reports[index]?.id ?? ''))
        ?.id;
    // The third report of the hour replaced the first one's notice, not what came before.
    const kept = await ids();
    expect(kept).toHaveLength(4);
    expect(kept.slice(0, 2)).toEqual(['earlier-2', 'earlier-3']);
    expect(await notified(0)).toBeUndefined();
    expect(await notified(2)).toBeDefined();

    // An hour on, the oldest of all makes room again.
    app.clock.advance(3_600_000);
    await file();
    const later = await ids();
    expect(later).toHaveLength(4);
    expect(later[0]).toBe('earlier-3');
  });

  it('keeps NOTIFICATIONS_MAX_PER_HOUR notices of new reports an hour, the newest, pushing nothing older out', async () => {
    app = await createTestApp({
      env: { NOTIFICATIONS_MAX_PER_HOUR: '3', TRUST_PROXY: 'loopback' },
    });
    await earlier();
    const flood: string[] = [];
    for (let i = 0; i < 6; i++) {
      const body = theftReport();
      const response = await app.request
        .post('/api/public/incidents')
        .set('x-forwarded-for', `2001:db8:${i}::1`)
        .send(body);
      expect(response.status).toBe(201);
      flood.push(response.body.code as string);
    }
    const held = async () => {
      const items = await app.store.notifications.list({
        where: { userId: DEMO.POLICIA.id },
        orderBy: [{ field: 'time' }],
      });
      return {
        earlier: items.filter((item) => !item.event).map((item) => item.id),
        reports: items.filter((item) => item.event).map((item) => item.event?.params.code),
        items,
      };
    };
    let now = await held();
    expect(now.earlier).toEqual(['earlier-0', 'earlier-1', 'earlier-2', 'earlier-3']);
    expect(now.reports).toEqual(flood.slice(3));
    // Every case is filed all the same: the officers find them all in Denuncias.
    expect(await app.store.incidents.count()).toBe(6);

    // One of the hour's notices was read: it makes room before an unread one.
    const read = now.items.find((item) => item.event?.params.code === flood[4]);
    await app.store.notifications.update(read?.id ?? '', { read: true });
    const last = await app.request.post('/api/public/incidents').send(theftReport());
    now = await held();
    expect(now.reports).toEqual([flood[3], flood[5], last.body.code]);
    expect(now.earlier).toHaveLength(4);

    // The next hour has a share of its own.
    app.clock.advance(3_600_000);
    await app.request
      .post('/api/public/incidents')
      .set('x-forwarded-for', '198.51.100.1')
      .send(theftReport());
    expect((await held()).reports).toHaveLength(4);
  });
});

describe('an officer works a case', () => {
  it('tells the new jurisdiction’s police of a re-route, never the officer who made it', async () => {
    await start();
    await police('san-blas', { officerId: 'officer-002' });
    const { id } = await file();
    const officer = withToken(app, (await signInAs(app, 'POLICIA')).accessToken);
    const routed = await officer.patch(`/api/admin/incidents/${id}`, {
      jurisdictionId: 'jurisdiction-san-blas',
    });
    expect(routed.status).toBe(200);
    expect(await recipients('INCIDENT_ROUTED')).toEqual(['san-blas']);
    const [notification] = (await told('INCIDENT_ROUTED'))['san-blas'] ?? [];
    expect(notification?.event?.params.jurisdiction).toBe('San Blas y Sacsayhuamán');
    expect(notification?.link).toBe(`/admin/denuncias?caso=${id}`);

    // Back to Cusco Centro: its only linked account is the one that routes it.
    await officer.patch(`/api/admin/incidents/${id}`, {
      jurisdictionId: 'jurisdiction-cusco-centro',
    });
    expect(await recipients('INCIDENT_ROUTED')).toEqual(['san-blas']);
  });

  it('tells the assigned officer’s account of an assignment, not the officer who assigns themself', async () => {
    await start();
    await police('san-blas', { officerId: 'officer-002' });
    const { id } = await file();
    const officer = withToken(app, (await signInAs(app, 'POLICIA')).accessToken);
    await officer.patch(`/api/admin/incidents/${id}`, { assigneeId: 'officer-001' });
    expect(await recipients('INCIDENT_ASSIGNED')).toEqual([]);
    await officer.patch(`/api/admin/incidents/${id}`, { assigneeId: 'officer-002' });
    expect(await recipients('INCIDENT_ASSIGNED')).toEqual(['san-blas']);
    // A status change alone tells nobody.
    await officer.patch(`/api/admin/incidents/${id}`, { status: 'EN_ATENCION' });
    expect((await told())['san-blas']).toHaveLength(1);
  });

  it('is told once, of the assignment, when routed and assigned in one change', async () => {
    await start();
    await police('san-blas', { officerId: 'officer-002' });
    const { id } = await file();
    const admin = withToken(app, (await signInAs(app, 'ADMINISTRADOR')).accessToken);
    await admin.patch(`/api/admin/incidents/${id}`, {
      jurisdictionId: 'jurisdiction-san-blas',
      assigneeId: 'officer-002',
    });
    const byUser = await told();
    expect(byUser['san-blas']?.map((item) => item.event?.kind)).toEqual(['INCIDENT_ASSIGNED']);
  });
});

describe('the notifications as the toolbar reads them', () => {
  it('carry their event over GraphQL and REST; others have none', async () => {
    await start();
    await earlier();
    const { response } = await file();
    const officer = withToken(app, (await signInAs(app, 'POLICIA')).accessToken);
    const graphql = await officer.graphql('{ notifications { title event { kind params } } }');
    const [newest, seeded] = graphql.body.data.notifications;
    expect(newest.event).toEqual({
      kind: 'INCIDENT_REPORTED',
      params: {
        code: response.body.code,
        type: 'THEFT',
        place: 'Plaza de Armas, near the cathedral',
        jurisdiction: 'Cusco Centro Histórico',
      },
    });
    expect(seeded.event).toBeNull();
    const rest = await officer.get('/api/common/notifications');
    expect(rest.body[0].event.kind).toBe('INCIDENT_REPORTED');
    expect(rest.body[1].event).toBeNull();
    // A template client sends the whole item back when it changes one.
    const patched = await officer.patch('/api/common/notifications', {
      id: rest.body[0].id,
      notification: { ...rest.body[0], read: true },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ read: true, event: { kind: 'INCIDENT_REPORTED' } });
  });
});
