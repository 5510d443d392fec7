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

  it('tells nobody when the sign-up created nothing (a taken email)', async () => {
    const app = await createTestApp();
    const taken = { ...REQUEST, email: DEMO.POLICIA.email };
    expect((await app.request.post('/api/auth/sign-up').send(taken)).body).toBe(true);
    await app.auth.background.idle();
    expect((await app.store.notifications.list()).filter((item) => item.event)).toEqual([]);
    await app.stop();
  });
});
