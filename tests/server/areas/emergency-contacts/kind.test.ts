import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/app';
import { signInAs, withToken } from '../../../support/auth';

// What a number is for (the pictogram of the public page) and whether it answers on WhatsApp:
// chosen by staff, inferred for a client that does not send them.

const NAMES = { es: 'Serenazgo Cusco', en: 'Cusco municipal security', tr: 'Cusco zabıtası' };
const FIELDS = 'id name phone dial kind whatsapp';

let app: TestApp;
let admin: ReturnType<typeof withToken>;
beforeEach(async () => {
  app = await createTestApp();
  admin = withToken(app, (await signInAs(app, 'ADMINISTRADOR')).accessToken);
});

describe('kind and WhatsApp of an emergency number', () => {
  it('are public: the kind of each number, WhatsApp for iPerú and the Tourist Police', async () => {
    const response = await app.request.get('/api/public/emergency-contacts');
    const rows = response.body.map(({ id, kind, whatsapp }: Record<string, unknown>) => [
      id,
      kind,
      whatsapp,
    ]);
    expect(rows).toContainEqual(['iperu', 'TOURIST_HELP', true]);
    expect(rows).toContainEqual(['policia-turismo', 'POLICE', true]);
    expect(rows).toContainEqual(['ambulancia', 'MEDICAL', false]);
    const graphql = await app.graphql('{ emergencyContacts { id kind whatsapp } }');
    expect(graphql.body.data.emergencyContacts[0]).toEqual({
      id: 'policia',
      kind: 'POLICE',
      whatsapp: false,
    });
  });

  it('are chosen by staff over GraphQL, on adding and on editing', async () => {
    const created = await admin.graphql(
      `mutation ($input: CreateEmergencyContactInput!) {
        createEmergencyContact(input: $input) { ${FIELDS} } }`,
      { input: { names: NAMES, phone: '987 654 321', kind: 'POLICE', whatsapp: true } },
    );
    expect(created.body.errors).toBeUndefined();
    const contact = created.body.data.createEmergencyContact;
    expect(contact).toMatchObject({ dial: '+51987654321', kind: 'POLICE', whatsapp: true });

    const edited = await admin.graphql(
      `mutation ($id: ID!, $input: UpdateEmergencyContactInput!) {
        updateEmergencyContact(id: $id, input: $input) { ${FIELDS} } }`,
      { id: contact.id, input: { kind: 'TOURIST_HELP', whatsapp: false } },
    );
    expect(edited.body.data.updateEmergencyContact).toMatchObject({
      kind: 'TOURIST_HELP',
      whatsapp: false,
    });
    const trail = await app.store.auditTrail.list({ where: { recordId: contact.id } });
    expect(
      trail
        .at(-1)
        ?.changes.map((change) => change.field)
        .sort(),
    ).toEqual(['kind', 'whatsapp']);
  });

  it('are inferred for a REST client that sends only names and phone, as documented', async () => {
    const police = await admin.post('/api/admin/emergency-contacts', {
      names: NAMES,
      phone: '084 252974',
    });
    expect(police.status).toBe(200);
    expect(police.body).toMatchObject({ kind: 'POLICE', whatsapp: false });
    const consulate = await admin.post('/api/admin/emergency-contacts', {
      names: { es: 'Consulado de Francia', en: 'French consulate', tr: 'Fransa konsolosluğu' },
      phone: '01 4111111',
    });
    expect(consulate.body).toMatchObject({ kind: 'TOURIST_HELP', whatsapp: false });
    // A PATCH without them keeps them.
    const renamed = await admin.patch(`/api/admin/emergency-contacts/iperu`, {
      names: { es: 'iPerú', en: 'iPerú', tr: 'iPerú' },
    });
    expect(renamed.body).toMatchObject({ kind: 'TOURIST_HELP', whatsapp: true });
  });

  it('refuses WhatsApp for a short code with a 400 naming whatsapp, changing nothing', async () => {
    const created = await admin.post('/api/admin/emergency-contacts', {
      names: NAMES,
      phone: '105',
      whatsapp: true,
    });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({
      error: 'BAD_REQUEST',
      fields: { whatsapp: expect.stringMatching(/^A short code has no WhatsApp/) },
    });
    // iPerú answers on WhatsApp: its number cannot become a short code while it does.
    const changed = await admin.patch('/api/admin/emergency-contacts/iperu', { phone: '116' });
    expect(changed.status).toBe(400);
    expect(changed.body.fields).toHaveProperty('whatsapp');
    expect((await app.store.emergencyContacts.get('iperu'))?.phone).toBe('944 492 314');
    const both = await admin.patch('/api/admin/emergency-contacts/iperu', {
      phone: '116',
      whatsapp: false,
    });
    expect(both.body).toMatchObject({ dial: '116', whatsapp: false });
  });

  it('refuses an unknown kind or a WhatsApp that is not true or false, naming the field', async () => {
    const kind = await admin.post('/api/admin/emergency-contacts', {
      names: NAMES,
      phone: '084 252974',
      kind: 'ZOO',
    });
    expect(kind.status).toBe(400);
    expect(kind.body.fields).toEqual({ kind: 'Must be POLICE, MEDICAL, FIRE, TOURIST_HELP' });
    const whatsapp = await admin.patch('/api/admin/emergency-contacts/iperu', {
      whatsapp: 'yes',
    });
    expect(whatsapp.status).toBe(400);
    expect(whatsapp.body.fields).toEqual({ whatsapp: 'Must be true or false' });
    const graphql = await admin.graphql(
      `mutation { updateEmergencyContact(id: "iperu", input: { kind: ZOO }) { id } }`,
    );
    expect(graphql.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
