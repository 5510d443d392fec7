import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../support/app';
import { DEMO } from '../../../support/auth';

const REQUEST = {
  name: 'Rosa Quispe',
  email: 'rosa.quispe@turismo.cusco.pe',
  password: 'Saqsaywaman-2026',
};

describe('a sign-up waiting for activation', () => {
  it('is told to every active ADMINISTRADOR, linking to that account, and to nobody else', async () => {
    const app = await createTestApp();
    const admin = await app.store.users.get(DEMO.ADMINISTRADOR.id);
    if (!admin) throw new Error('no demo administrator');
    const account = (id: string, status: 'ACTIVO' | 'INACTIVO') => ({
      ...admin,
      id,
      username: id,
      email: `${id}@turismo.cusco.pe`,
      status,
    });
    await app.store.users.insert(account('second-admin', 'ACTIVO'));
    await app.store.users.insert(account('former-admin', 'INACTIVO'));

    expect((await app.request.post('/api/auth/sign-up').send(REQUEST)).body).toBe(true);
    await app.auth.background.idle();

    const requested = await app.store.users.findOne({ email: REQUEST.email });
    const told = (await app.store.notifications.list()).filter((item) => item.event);
    expect(told.map((item) => item.userId).sort()).toEqual(['second-admin', DEMO.ADMINISTRADOR.id]);
    for (const item of told) {
      expect(item).toMatchObject({
        event: { kind: 'ACCOUNT_REQUESTED', params: { name: 'Rosa Quispe', email: REQUEST.email } },
        link: `/admin/usuarios?cuenta=${requested?.id}`,
        useRouter: true,
        read: false,
        // For clients that show only the text: Spanish, in the product's tone.
        title: 'Nueva cuenta por activar: Rosa Quispe',
      });
    }
    await app.stop();
  });

  it('keeps NOTIFICATIONS_MAX_PER_HOUR of them an hour, the newest, as for new reports', async () => {
    const app = await createTestApp({
      env: { NOTIFICATIONS_MAX_PER_HOUR: '2', TRUST_PROXY: 'loopback' },
    });
    for (const n of [1, 2, 3]) {
      const request = { ...REQUEST, name: `Rosa ${n}`, email: `rosa.${n}@turismo.cusco.pe` };
      const response = await app.request
        .post('/api/auth/sign-up')
        .set('x-forwarded-for', `2001:db8:${n}::1`)
        .send(request);
      expect(response.body).toBe(true);
      await app.auth.background.idle();
    }
    const told = await app.store.notifications.list({
      where: { userId: DEMO.ADMINISTRADOR.id },
      orderBy: [{ field: 'time' }],
    });
    expect(told.map((item) => item.event?.params.name)).toEqual(['Rosa 2', 'Rosa 3']);
    // The requests themselves all wait for the administrator in Usuarios.
    expect(await app.store.users.count({ status: 'INACTIVO' })).toBe(3);
    await app.stop();
  });

  it('tells nobody when the sign-up created nothing (a taken email)', async () => {
    const app = await createTestApp();
    const taken = { ...REQUEST, email: DEMO.POLICIA.email };
    expect((await app.request.post('/api/auth/sign-up').send(taken)).body).toBe(true);
    await app.auth.background.idle();
    expect((await app.store.notifications.list()).filter((item) => item.event)).toEqual([]);
    await app.stop();
  });
});
