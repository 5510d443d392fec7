import { beforeEach, describe, expect, it } from 'vitest';
import { listEmergencyContacts } from '../../../server/areas/emergency-contacts/service';
import { createMemoryStore } from '../../../server/store/memory';
import { buildSeed } from '../../../server/store/seed';
import { createTestApp, type TestApp } from '../../support/app';
import { testContext } from '../../support/context';

const SEVEN = [
  { name: 'Policía', phone: '105', dial: '105' },
  { name: 'Ambulancia', phone: '106', dial: '106' },
  { name: 'Bomberos', phone: '084 240313', dial: '+5184240313' },
  { name: 'SAMUE Cusco', phone: '084 216464', dial: '+5184216464' },
  { name: 'Hospital Regional Cusco', phone: '084 231131', dial: '+5184231131' },
  { name: 'Turismo Cusco', phone: '(084) 123456', dial: '+5184123456' },
  { name: 'Bomberos (nacional)', phone: '116', dial: '116' },
];

describe('emergency contacts service', () => {
  it('lists the contacts by position, whatever the stored order', async () => {
    const seed = buildSeed();
    seed.emergencyContacts.reverse();
    const store = createMemoryStore(seed);
    const ctx = await testContext({ store });
    const contacts = await listEmergencyContacts(ctx);
    expect(contacts.map((contact) => contact.names.es)).toEqual(SEVEN.map(({ name }) => name));
  });
});

describe('emergency contacts API', () => {
  let app: TestApp;
  beforeEach(async () => {
    app = await createTestApp();
  });

  it('answers the GraphQL query with the seven numbers in order', async () => {
    const response = await app.graphql('{ emergencyContacts { name phone dial } }');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { emergencyContacts: SEVEN } });
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
    ).toEqual(SEVEN);
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
  });

  it('rejects an unknown language with a 400 that names the field', async () => {
    const response = await app.request.get('/api/public/emergency-contacts?lang=xx');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'BAD_REQUEST',
      message: 'Unsupported language',
      fields: { lang: 'one of es, en, tr' },
    });
  });
});
