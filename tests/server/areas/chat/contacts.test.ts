import { beforeAll, describe, expect, it } from 'vitest';
import { seedChatContacts } from '../../../../server/areas/chat/seed';
import { collator } from '../../../../server/template/sorting';
import { createTestApp, type TestApp } from '../../../support/app';
import { DEMO, signInAs, withToken } from '../../../support/auth';

let app: TestApp;
let policia: ReturnType<typeof withToken>;
beforeAll(async () => {
  app = await createTestApp();
  policia = withToken(app, (await signInAs(app, 'POLICIA')).accessToken);
});

const names = () =>
  seedChatContacts()
    .map((contact) => contact.name)
    .sort(collator.compare);

describe('the seeded chat contacts', () => {
  it('are the same on every seed and carry every detail of the template’s shape', () => {
    expect(seedChatContacts()).toEqual(seedChatContacts());
    for (const contact of seedChatContacts()) {
      expect(contact.details).toMatchObject({
        emails: [{ email: expect.stringContaining('@'), label: expect.any(String) }],
        phoneNumbers: [{ country: 'pe', phoneNumber: expect.any(String), label: 'Celular' }],
        title: expect.any(String),
        company: expect.any(String),
        address: expect.any(String),
      });
      expect(Date.parse(contact.details.birthday ?? '')).toBeLessThan(Date.UTC(2001, 0, 1));
      expect(contact.attachments.docs.length).toBeGreaterThan(0);
      expect(contact.attachments.links.every((link) => link.startsWith('https://'))).toBe(true);
    }
  });
});

describe('GET /api/apps/chat/contacts, contact, profile', () => {
  it('lists the contacts by name without their details', async () => {
    const response = await policia.get('/api/apps/chat/contacts');
    expect(response.status).toBe(200);
    expect(response.body.map((contact: { name: string }) => contact.name)).toEqual(names());
    for (const contact of response.body) {
      expect(Object.keys(contact).sort()).toEqual(
        ['about', 'attachments', 'avatar', 'background', 'id', 'name'].sort(),
      );
    }
  });

  it('answers one contact with details, and 404 for an unknown one', async () => {
    const [seeded] = seedChatContacts();
    if (!seeded) throw new Error('seeded');
    const found = await policia.get(`/api/apps/chat/contact?id=${seeded.id}`);
    expect(found.status).toBe(200);
    expect(found.body).toEqual(seeded);
    const unknown = await policia.get('/api/apps/chat/contact?id=nobody');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('NOT FOUND');
    expect((await policia.get('/api/apps/chat/contact')).status).toBe(400);
  });

  it('answers the caller’s own profile', async () => {
    const response = await policia.get('/api/apps/chat/profile');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: DEMO.POLICIA.id,
      name: expect.any(String),
      email: DEMO.POLICIA.email,
      avatar: null,
      about: 'Policía de Turismo Cusco',
    });
  });

  it('is for signed-in staff only', async () => {
    for (const path of ['contacts', 'contact?id=x', 'profile']) {
      expect((await app.request.get(`/api/apps/chat/${path}`)).status).toBe(401);
    }
  });
});

describe('GraphQL chatContacts, chatContact, chatProfile', () => {
  it('answers what REST answers', async () => {
    const { body } = await policia.graphql(
      '{ chatContacts { id name details { title } } chatProfile { id name email avatar about } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.chatContacts.map((contact: { name: string }) => contact.name)).toEqual(
      names(),
    );
    expect(body.data.chatProfile).toEqual((await policia.get('/api/apps/chat/profile')).body);
    const [first] = seedChatContacts();
    const one = await policia.graphql(
      'query ($id: ID!) { chatContact(id: $id) { id details { birthday emails { email } } attachments { docs links } } }',
      { id: first?.id },
    );
    expect(one.body.data.chatContact).toEqual({
      id: first?.id,
      details: {
        birthday: first?.details.birthday,
        emails: first?.details.emails.map(({ email }) => ({ email })),
      },
      attachments: { docs: first?.attachments.docs, links: first?.attachments.links },
    });
    const unknown = await policia.graphql('{ chatContact(id: "nobody") { id } }');
    expect(unknown.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
