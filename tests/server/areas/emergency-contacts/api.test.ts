import { beforeEach, describe, expect, it } from 'vitest';
import { listEmergencyContacts } from '../../../../server/areas/emergency-contacts/service';
import { buildSeed, createDataStore } from '../../../../server/data';
import { createTestApp, type TestApp } from '../../../support/app';
import { signInAs, withToken } from '../../../support/auth';
import { testContext } from '../../../support/context';

const EIGHT = [
  { name: 'Policía', phone: '105', dial: '105' },
  { name: 'Policía de Turismo – línea nacional', phone: '980 122 335', dial: '+51980122335' },
  { name: 'Ambulancia', phone: '106', dial: '106' },
  { name: 'Bomberos – estación Cusco', phone: '084 240313', dial: '+5184240313' },
  { name: 'SAMUE Cusco', phone: '084 216464', dial: '+5184216464' },
  { name: 'Hospital Regional Cusco', phone: '084 231131', dial: '+5184231131' },
  { name: 'iPerú – asistencia al turista, 24 h', phone: '944 492 314', dial: '+51944492314' },
  { name: 'Bomberos – incendio o rescate', phone: '116', dial: '116' },
];

const SEEDED_IDS = buildSeed().emergencyContacts.map((contact) => contact.id);

describe('emergency contacts service', () => {
  it('lists the contacts by position, whatever the stored order', async () => {
    const seed = buildSeed();
    seed.emergencyContacts.reverse();
    const store = createDataStore(seed);
    const ctx = await testContext({ store });
    const contacts = await listEmergencyContacts(ctx);
    expect(contacts.map((contact) => contact.names.es)).toEqual(EIGHT.map(({ name }) => name));
  });
});

describe('emergency contacts API', () => {
  let app: TestApp;
  beforeEach(async () => {
    app = await createTestApp();
  });

  it('answers the GraphQL query with the eight numbers in order', async () => {
    const response = await app.graphql('{ emergencyContacts { name phone dial } }');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { emergencyContacts: EIGHT } });
  });

  it('names the contacts in the requested language', async () => {
    const response = await app.graphql(
      '{ emergencyContacts { en: name(lang: en) tr: name(lang: tr) names { es } } }',
    );
    const [police] = response.body.data.emergencyContacts;
    expect(police).toEqual({ en: 'Police', tr: 'Polis', names: { es: 'Policía' } });
  });

  it('needs no sign-in', async () => {
    const response = await app.request.get('/api/public/emergency-contacts');
    expect(response.status).toBe(200);
  });

  it('serves the same list over REST', async () => {
    const response = await app.request.get('/api/public/emergency-contacts');
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(
      response.body.map(({ name, phone, dial }: Record<string, string>) => ({ name, phone, dial })),
    ).toEqual(EIGHT);
    expect(response.body[0]).toMatchObject({
      id: 'policia',
      names: { es: 'Policía', en: 'Police', tr: 'Polis' },
      position: 1,
    });
    expect(response.body[0]).not.toHaveProperty('createdAt');
  });

  it('translates names over REST with ?lang', async () => {
    const response = await app.request.get('/api/public/emergency-contacts?lang=tr');
    expect(response.body[0].name).toBe('Polis');
    const chinese = await app.request.get('/api/public/emergency-contacts?lang=zh-Hans');
    expect(chinese.body[0].name).toBe(chinese.body[0].names['zh-Hans']);
  });

  it('rejects an unknown language with a 400 that names the field', async () => {
    const response = await app.request.get('/api/public/emergency-contacts?lang=xx');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'BAD_REQUEST',
      message: 'Unsupported language',
      fields: { lang: 'one of es, en, pt, fr, de, it, ja, ko, zh-Hans, tr' },
    });
  });
});

/** The names the page inlines in `<script id="emergency-contacts">`. */
async function inlinedNames(app: TestApp): Promise<string[]> {
  const page = await app.request.get('/').set('accept', 'text/html');
  const json = /<script type="application\/json" id="emergency-contacts">(.*?)<\/script>/.exec(
    page.text,
  );
  return JSON.parse(json?.[1] ?? 'null').map((contact: { name: string }) => contact.name);
}

const FIELDS = 'id name phone dial position hidden';

describe('emergency contacts administration over GraphQL', () => {
  let app: TestApp;
  let admin: ReturnType<typeof withToken>;
  beforeEach(async () => {
    app = await createTestApp();
    admin = withToken(app, (await signInAs(app, 'ADMINISTRADOR')).accessToken);
  });

  it('adds, hides, reorders and removes, and the public page follows each step', async () => {
    const created = await admin.graphql(
      `mutation ($input: CreateEmergencyContactInput!) {
        createEmergencyContact(input: $input) { ${FIELDS} } }`,
      {
        input: {
          names: { es: 'Serenazgo', en: 'Municipal security', tr: 'Zabıta' },
          phone: '084 252974',
        },
      },
    );
    expect(created.body.errors).toBeUndefined();
    const contact = created.body.data.createEmergencyContact;
    expect(contact).toMatchObject({
      name: 'Serenazgo',
      dial: '+5184252974',
      position: 9,
      hidden: false,
    });
    expect(await inlinedNames(app)).toContain('Serenazgo');

    const hidden = await admin.graphql(
      `mutation ($id: ID!) { updateEmergencyContact(id: $id, input: { hidden: true }) { hidden } }`,
      { id: contact.id },
    );
    expect(hidden.body.data.updateEmergencyContact).toEqual({ hidden: true });
    expect(await inlinedNames(app)).not.toContain('Serenazgo');
    const publicList = await app.graphql('{ emergencyContacts { name } }');
    expect(publicList.body.data.emergencyContacts).toHaveLength(8);
    const all = await admin.graphql(`{ adminEmergencyContacts { name hidden } }`);
    expect(all.body.data.adminEmergencyContacts.at(-1)).toEqual({
      name: 'Serenazgo',
      hidden: true,
    });

    expect(all.body.data.adminEmergencyContacts).toHaveLength(9);
    const order = [contact.id, ...SEEDED_IDS];
    const reordered = await admin.graphql(
      `mutation ($ids: [ID!]!) { reorderEmergencyContacts(ids: $ids) { id position } }`,
      { ids: order },
    );
    expect(reordered.body.data.reorderEmergencyContacts.map((c: { id: string }) => c.id)).toEqual(
      order,
    );

    const removed = await admin.graphql(
      `mutation ($id: ID!) { deleteEmergencyContact(id: $id) { name } }`,
      { id: contact.id },
    );
    expect(removed.body.data.deleteEmergencyContact).toEqual({ name: 'Serenazgo' });
    const entries = await app.store.auditTrail.list({ where: { recordId: contact.id } });
    expect(entries.map((entry) => [entry.area, entry.action])).toEqual([
      ['emergency_contacts', 'CREATE'],
      ['emergency_contacts', 'UPDATE'],
      ['emergency_contacts', 'UPDATE'],
      ['emergency_contacts', 'DELETE'],
    ]);
  });

  it('does not accept a dial target as input', async () => {
    const response = await admin.graphql(
      `mutation { createEmergencyContact(input: {
        names: { es: "a", en: "a", tr: "a" }, phone: "105", dial: "999" }) { id } }`,
    );
    expect(response.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers 400 BAD_REQUEST naming the phone that cannot be dialled', async () => {
    const response = await admin.graphql(
      `mutation { createEmergencyContact(input: {
        names: { es: "a", en: "a", tr: "a" }, phone: "240313" }) { id } }`,
    );
    expect(response.body.errors[0].extensions).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { phone: expect.stringMatching(/^Not a number a phone can dial/) },
    });
  });
});

describe('emergency contacts administration over REST', () => {
  let app: TestApp;
  let token: string;
  beforeEach(async () => {
    app = await createTestApp();
    token = (await signInAs(app, 'ADMINISTRADOR')).accessToken;
  });

  it('adds, changes, lists, reorders and removes under /api/admin/emergency-contacts', async () => {
    const admin = withToken(app, token);
    const created = await admin.post('/api/admin/emergency-contacts', {
      names: { es: 'Serenazgo', en: 'Municipal security', tr: 'Zabıta' },
      phone: '987 654 321',
      dial: '+19005550100',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'Serenazgo', dial: '+51987654321', hidden: false });
    const { id } = created.body;

    const changed = await admin.patch(`/api/admin/emergency-contacts/${id}`, {
      phone: '+51 84 252974',
      hidden: true,
    });
    expect(changed.body).toMatchObject({
      phone: '+51 84 252974',
      dial: '+5184252974',
      hidden: true,
    });
    const publicList = await app.request.get('/api/public/emergency-contacts');
    expect(publicList.body.map((c: { id: string }) => c.id)).not.toContain(id);
    const listed = await admin.get('/api/admin/emergency-contacts?lang=en');
    expect(listed.body).toHaveLength(9);
    expect(listed.body[0]).toMatchObject({ name: 'Police', hidden: false });

    const order = [...SEEDED_IDS, id].reverse();
    const reordered = await app.request
      .put('/api/admin/emergency-contacts/order')
      .set('authorization', `Bearer ${token}`)
      .send({ ids: order });
    expect(reordered.status).toBe(200);
    expect(reordered.body.map((c: { id: string; position: number }) => [c.id, c.position])).toEqual(
      order.map((contactId, index) => [contactId, index + 1]),
    );

    const removed = await admin.delete(`/api/admin/emergency-contacts/${id}`);
    expect(removed.body).toMatchObject({ id, name: 'Serenazgo' });
    expect((await admin.delete(`/api/admin/emergency-contacts/${id}`)).status).toBe(404);
    expect(await app.store.auditTrail.count()).toBe(11);
  });

  it('refuses a bad order with 400 and changes nothing', async () => {
    const response = await app.request
      .put('/api/admin/emergency-contacts/order')
      .set('authorization', `Bearer ${token}`)
      .send({ ids: SEEDED_IDS.slice(1) });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: 'BAD_REQUEST',
      fields: { ids: 'Must name every number exactly once' },
    });
    const list = await app.request.get('/api/public/emergency-contacts');
    expect(list.body.map((c: { id: string }) => c.id)).toEqual(SEEDED_IDS);
    expect(await app.store.auditTrail.count()).toBe(0);
  });
});
