import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/app';
import { DEMO, signInAs, withToken } from '../../../support/auth';
import { makeUser, snapshot } from '../../../support/users';

// A POLICIA account linked to an officer of the police registry: what an ADMINISTRADOR may set,
// over REST and GraphQL, and what the account shows.

let app: TestApp;
let admin: ReturnType<typeof withToken>;
beforeEach(async () => {
  app = await createTestApp();
  admin = withToken(app, (await signInAs(app, 'ADMINISTRADOR')).accessToken);
});

// Seeded officers: officer-001 leads Cusco Centro Histórico (the demo POLICIA's), officer-002
// San Blas.
const NEW_POLICIA = {
  name: 'Rosa Quispe Mamani',
  username: 'rquispe',
  email: 'rquispe@turismo.cusco.pe',
  role: 'POLICIA',
};

describe('an account linked to an officer', () => {
  it('is created, read, relinked and unlinked by an ADMINISTRADOR, kept in its history', async () => {
    const created = await admin.post('/api/admin/users', {
      ...NEW_POLICIA,
      officerId: 'officer-002',
    });
    expect(created.status).toBe(201);
    expect(created.body.user.officerId).toBe('officer-002');
    const { id } = created.body.user;

    const read = await admin.graphql(
      `query ($id: ID!) { user(id: $id) { officerId officer { cip rank jurisdiction { name } } } }`,
      { id },
    );
    const officer = await app.store.police.get('officer-002');
    expect(read.body.data.user).toEqual({
      officerId: 'officer-002',
      officer: {
        cip: officer?.cip,
        rank: officer?.rank,
        jurisdiction: { name: 'San Blas y Sacsayhuamán' },
      },
    });

    const moved = await admin.patch(`/api/admin/users/${id}`, { officerId: 'officer-003' });
    expect(moved.body.officerId).toBe('officer-003');
    const unlinked = await admin.patch(`/api/admin/users/${id}`, { officerId: null });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.officerId).toBeNull();

    const officerChanges = (await app.store.auditTrail.list({ where: { recordId: id } }))
      .flatMap((entry) => entry.changes)
      .filter((change) => change.field === 'officerId')
      .map(({ before, after }) => [before, after]);
    expect(officerChanges).toEqual(
      expect.arrayContaining([
        [null, 'officer-002'],
        ['officer-002', 'officer-003'],
        ['officer-003', null],
      ]),
    );
  });

  it('seeds the demo POLICIA linked to the chief of Cusco Centro Histórico', async () => {
    const policia = withToken(app, (await signInAs(app, 'POLICIA')).accessToken);
    const me = await policia.graphql('{ me { officerId officer { status jurisdictionId } } }');
    expect(me.body.data.me).toEqual({
      officerId: 'officer-001',
      officer: { status: 'ACTIVO', jurisdictionId: 'jurisdiction-cusco-centro' },
    });
  });

  it('reads as not linked when the account was written before officers existed', async () => {
    const { officerId: _absent, ...old } = makeUser('old-policia', { role: 'POLICIA' });
    await app.store.users.insert(old);
    const read = await admin.get('/api/admin/users/old-policia');
    expect(read.body.officerId).toBeNull();
    // A change of another field is no change of the officer.
    await admin.patch('/api/admin/users/old-policia', { name: 'Persona nueva' });
    const [entry] = await app.store.auditTrail.list({ where: { recordId: 'old-policia' } });
    expect(entry?.changes.map((change) => change.field)).toEqual(['name']);
  });

  it('refuses an unknown officer or another role (400) and a taken officer (409), changing nothing', async () => {
    const before = await snapshot(app.store);
    const unknown = await admin.post('/api/admin/users', { ...NEW_POLICIA, officerId: 'nobody' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ officerId: 'No such officer' });

    const dircetur = await admin.post('/api/admin/users', {
      ...NEW_POLICIA,
      role: 'DIRCETUR',
      officerId: 'officer-002',
    });
    expect(dircetur.status).toBe(400);
    expect(dircetur.body.fields).toEqual({
      officerId: 'Only a POLICIA account can be linked to an officer',
    });

    const officer = await app.store.police.get('officer-001');
    const taken = await admin
      .post('/api/admin/users', { ...NEW_POLICIA, officerId: 'officer-001' })
      .set('Accept-Language', 'en');
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      error: 'CONFLICT',
      message: `The officer ${officer?.firstNames} ${officer?.lastNames} (CIP ${officer?.cip}) is already linked to the account policia`,
      fields: { officerId: 'Already linked to another account' },
    });
    const takenOnUpdate = await admin.patch(`/api/admin/users/${DEMO.DIRCETUR.id}`, {
      role: 'POLICIA',
      officerId: 'officer-001',
    });
    expect(takenOnUpdate.status).toBe(409);
    expect(takenOnUpdate.body.message).toContain(`(CIP ${officer?.cip})`);
    expect(await snapshot(app.store)).toBe(before);
  });

  it('drops the officer of an account that stops being POLICIA, unless the change names one', async () => {
    const named = await admin.patch(`/api/admin/users/${DEMO.POLICIA.id}`, {
      role: 'DIRCETUR',
      officerId: 'officer-001',
    });
    expect(named.status).toBe(400);
    const moved = await admin.patch(`/api/admin/users/${DEMO.POLICIA.id}`, { role: 'DIRCETUR' });
    expect(moved.body).toMatchObject({ role: 'DIRCETUR', officerId: null });
  });

  it('works through GraphQL with the same rules', async () => {
    const created = await admin.graphql(
      `mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id officerId } } }`,
      { input: { ...NEW_POLICIA, officerId: 'officer-002' } },
    );
    const { id } = created.body.data.createUser.user;
    const taken = await admin.graphql(
      `mutation ($id: ID!) { updateUser(id: $id, input: { officerId: "officer-001" }) { id } }`,
      { id },
    );
    expect(taken.body.errors[0].extensions).toMatchObject({
      code: 'CONFLICT',
      fields: { officerId: 'Already linked to another account' },
    });
  });

  it('keeps an officer with an account in the registry until the account is unlinked', async () => {
    await admin.patch(`/api/admin/users/${DEMO.POLICIA.id}`, { officerId: 'officer-020' });
    const refused = await admin.delete('/api/admin/police/officer-020');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('linked to the account policia');
    await admin.patch(`/api/admin/users/${DEMO.POLICIA.id}`, { officerId: null });
    expect((await admin.delete('/api/admin/police/officer-020')).status).toBe(200);
  });
});
