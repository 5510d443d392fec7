import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_AVATAR_BYTES } from '../../../../server/areas/contacts/avatar';
import { COUNTRIES } from '../../../../server/areas/contacts/countries';
import type { ContactRecord } from '../../../../server/areas/contacts/model';
import { SEEDED_CONTACT_TAGS, seedContacts } from '../../../../server/areas/contacts/seed';
import { collator } from '../../../../server/template/sorting';
import { createTestApp, type TestApp } from '../../../support/app';
import { signInAs, withToken } from '../../../support/auth';

const BASE = '/api/apps/contacts';
/** The PNG signature and a few bytes: enough for the type check, which reads the signature. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

let app: TestApp;
let token: string;
let api: ReturnType<typeof withToken>;
beforeEach(async () => {
  app = await createTestApp();
  token = (await signInAs(app, 'POLICIA')).accessToken;
  api = withToken(app, token);
});

const byName = (contacts: ContactRecord[]) =>
  [...contacts].sort((a, b) => collator.compare(a.name, b.name));
const upload = (
  fields: Record<string, string>,
  file?: { bytes: Buffer; type: string; name: string },
) => {
  const call = app.request.post(`${BASE}/avatar`).set('authorization', `Bearer ${token}`);
  for (const [key, value] of Object.entries(fields)) call.field(key, value);
  if (file) call.attach('avatar', file.bytes, { filename: file.name, contentType: file.type });
  return call;
};

describe('the seeded address book', () => {
  it('is the same on every seed, with at least 30 contacts and the template tags', async () => {
    expect(seedContacts()).toEqual(seedContacts());
    expect(seedContacts().length).toBeGreaterThanOrEqual(30);
    expect((await api.get(`${BASE}/tags`)).body.map((t: { title: string }) => t.title)).toEqual([
      'Work',
      'Friend',
      'Family',
      'High School',
      'College',
      'Baseball Team',
      'Band',
    ]);
  });

  it('serves about 240 countries with iso, name, dialling code and flag position', async () => {
    const countries = (await api.get(`${BASE}/countries`)).body;
    expect(countries.length).toBeGreaterThan(230);
    expect(countries).toEqual(COUNTRIES);
    expect(countries.find((c: { iso: string }) => c.iso === 'pe')).toMatchObject({
      id: 'pe',
      name: 'Peru',
      code: '+51',
      flagImagePos: expect.stringMatching(/^-1px -\d+px$/),
    });
    const positions = new Set(countries.map((c: { flagImagePos: string }) => c.flagImagePos));
    expect(positions.size).toBe(countries.length);
  });
});

describe('listing', () => {
  it('answers all contacts by name and searches names ignoring case', async () => {
    const all = (await api.get(`${BASE}/all`)).body;
    expect(all).toEqual(byName(seedContacts()));
    const found = (await api.get(`${BASE}/search?query=QUISPE`)).body;
    expect(found).toEqual(byName(seedContacts()).filter((c) => /quispe/i.test(c.name)));
    expect(found.length).toBeGreaterThan(0);
    expect((await api.get(`${BASE}/search?query=`)).body).toEqual(all);
    expect((await api.get(`${BASE}/search?query=a&query=b`)).status).toBe(400);
  });

  it('answers one contact by id, 404 when unknown', async () => {
    const [first] = seedContacts();
    expect((await api.get(`${BASE}/contact?id=${first?.id}`)).body).toEqual(first);
    const unknown = await api.get(`${BASE}/contact?id=nobody`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('NOT FOUND');
  });
});

describe('changes', () => {
  it('POST creates "New Contact" at the top with every other field empty', async () => {
    const created = (await api.post(`${BASE}/contact`)).body;
    expect(created).toEqual({
      id: expect.any(String),
      avatar: null,
      background: null,
      name: 'New Contact',
      emails: [],
      phoneNumbers: [],
      title: null,
      company: null,
      birthday: null,
      address: null,
      notes: null,
      tags: [],
    });
    expect(await app.store.contacts.get(created.id)).toEqual(created);
  });

  it('PATCH changes the given fields and the list follows the new name', async () => {
    const [first] = seedContacts();
    const response = await api.patch(`${BASE}/contact`, {
      id: first?.id,
      contact: {
        name: 'Aaron Ayma',
        phoneNumbers: [{ country: 'tr', phoneNumber: '+90 532 555 1234', label: 'Móvil' }],
        company: '',
        tags: ['tag-band'],
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...first,
      name: 'Aaron Ayma',
      phoneNumbers: [{ country: 'tr', phoneNumber: '+90 532 555 1234', label: 'Móvil' }],
      company: null,
      tags: ['tag-band'],
    });
    expect((await api.get(`${BASE}/all`)).body[0].id).toBe(first?.id);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 7 }, 'name'],
    [{ emails: [{ email: 'not-an-email', label: 'x' }] }, 'emails.0.email'],
    [
      { phoneNumbers: [{ country: 'zz', phoneNumber: '123', label: '' }] },
      'phoneNumbers.0.country',
    ],
    [{ birthday: 'yesterday' }, 'birthday'],
    [{ avatar: 'javascript:alert(1)' }, 'avatar'],
    [{ tags: ['tag-none'] }, 'tags.0'],
    [{ notes: 'x'.repeat(10_001) }, 'notes'],
    [{ nickname: 'x' }, 'contact'],
  ])('PATCH refuses %j naming %s and changes nothing', async (contact, field) => {
    const [first] = seedContacts();
    const response = await api.patch(`${BASE}/contact`, { id: first?.id, contact });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields)).toContain(field);
    expect(await app.store.contacts.get(first?.id as string)).toEqual(first);
  });

  it('DELETE removes a contact; an unknown one is 404', async () => {
    const [first] = seedContacts();
    expect((await api.delete(`${BASE}/contact?id=${first?.id}`)).body).toBe(true);
    expect((await api.delete(`${BASE}/contact?id=${first?.id}`)).status).toBe(404);
    expect((await api.patch(`${BASE}/contact`, { id: 'x', contact: { name: 'y' } })).status).toBe(
      404,
    );
  });

  it('tags: POST at the top, PATCH renames, DELETE takes it off every contact', async () => {
    const created = (await api.post(`${BASE}/tag`, { tag: { title: 'Arrieros' } })).body;
    expect((await api.get(`${BASE}/tags`)).body[0]).toEqual(created);
    const renamed = await api.patch(`${BASE}/tag`, { id: created.id, tag: { title: 'Guías' } });
    expect(renamed.body).toEqual({ id: created.id, title: 'Guías' });
    expect((await api.post(`${BASE}/tag`, { tag: { title: '' } })).status).toBe(400);
    const carriers = seedContacts().filter((c) => c.tags.includes('tag-work'));
    expect(carriers.length).toBeGreaterThan(0);
    expect((await api.delete(`${BASE}/tag?id=tag-work`)).body).toBe(true);
    for (const contact of await app.store.contacts.list())
      expect(contact.tags).not.toContain('tag-work');
    expect((await api.delete(`${BASE}/tag?id=tag-work`)).status).toBe(404);
    expect(SEEDED_CONTACT_TAGS.some((t) => t.id === 'tag-work')).toBe(true);
  });
});

describe('POST avatar', () => {
  it('stores an uploaded PNG as a data URL', async () => {
    const [first] = seedContacts();
    const response = await upload(
      { id: first?.id as string },
      { bytes: PNG, type: 'image/png', name: 'a.png' },
    );
    expect(response.status).toBe(200);
    expect(response.body.avatar).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    expect((await app.store.contacts.get(first?.id as string))?.avatar).toBe(response.body.avatar);
  });

  it('refuses a file too large (413), of another type or lying about it (400), a missing file or contact', async () => {
    const [first] = seedContacts();
    const id = first?.id as string;
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_AVATAR_BYTES)]);
    const tooLarge = await upload({ id }, { bytes: big, type: 'image/png', name: 'a.png' });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toMatch(/at most 75 KB/);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(
      (await upload({ id }, { bytes: svg, type: 'image/svg+xml', name: 'a.svg' })).status,
    ).toBe(400);
    expect((await upload({ id }, { bytes: svg, type: 'image/png', name: 'a.png' })).status).toBe(
      400,
    );
    expect((await upload({ id })).status).toBe(400);
    expect(
      (await upload({ id: 'nobody' }, { bytes: PNG, type: 'image/png', name: 'a.png' })).status,
    ).toBe(404);
    expect(await app.store.contacts.get(id)).toEqual(first);
  });

  it('takes multipart only with a Bearer token', async () => {
    const anonymous = await app.request
      .post(`${BASE}/avatar`)
      .field('id', 'x')
      .attach('avatar', PNG, { filename: 'a.png', contentType: 'image/png' });
    expect(anonymous.status).toBe(415);
    const other = await app.request
      .post(`${BASE}/tag`)
      .set('authorization', `Bearer ${token}`)
      .field('tag', 'x');
    expect(other.status).toBe(415);
  });
});
