import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_AVATAR_BYTES } from '../../../../server/areas/contacts/avatar';
import { seedContacts } from '../../../../server/areas/contacts/seed';
import { collator } from '../../../../server/template/sorting';
import { createTestApp, type TestApp } from '../../../support/app';
import { signInAs, withToken } from '../../../support/auth';

const CONTACT =
  'id name avatar company tags emails { email label } phoneNumbers { country phoneNumber label } birthday';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 7),
]);

let app: TestApp;
let api: ReturnType<typeof withToken>;
beforeEach(async () => {
  app = await createTestApp();
  api = withToken(app, (await signInAs(app, 'ADMINISTRADOR')).accessToken);
});

const codes = (body: { errors?: { extensions: { code: string } }[] }) =>
  (body.errors ?? []).map((error) => error.extensions.code);

describe('contacts queries', () => {
  it('list by name, search, and answer one contact, countries and tags', async () => {
    const names = seedContacts()
      .map((c) => c.name)
      .sort(collator.compare);
    const all = await api.graphql(
      '{ contacts { name } contactTags { title } countries { iso code } }',
    );
    expect(all.body.data.contacts.map((c: { name: string }) => c.name)).toEqual(names);
    expect(all.body.data.contactTags).toHaveLength(7);
    expect(all.body.data.countries).toContainEqual({ iso: 'pe', code: '+51' });
    const found = await api.graphql('{ contacts(query: "mAmAnI") { name } }');
    expect(found.body.data.contacts.map((c: { name: string }) => c.name)).toEqual(
      names.filter((name) => /mamani/i.test(name)),
    );
    const [first] = seedContacts();
    const one = await api.graphql('query($id: ID!) { contact(id: $id) { id name } }', {
      id: first?.id,
    });
    expect(one.body.data.contact).toEqual({ id: first?.id, name: first?.name });
    const unknown = await api.graphql('{ contact(id: "nobody") { id } }');
    expect(codes(unknown.body)).toEqual(['NOT_FOUND']);
  });
});

describe('contacts mutations', () => {
  it('create, update and delete a contact', async () => {
    const created = (await api.graphql(`mutation { createContact { ${CONTACT} } }`)).body.data
      .createContact;
    expect(created).toMatchObject({ name: 'New Contact', emails: [], tags: [], company: null });
    const updated = await api.graphql(
      `mutation($id: ID!) { updateContact(id: $id, input: { name: "Rosa Tito", company: "DIRCETUR", birthday: "1990-05-01T12:00:00.000Z", emails: [{ email: "rosa@example.pe", label: "Trabajo" }] }) { ${CONTACT} } }`,
      { id: created.id },
    );
    expect(updated.body.data.updateContact).toEqual({
      ...created,
      name: 'Rosa Tito',
      company: 'DIRCETUR',
      birthday: '1990-05-01T12:00:00.000Z',
      emails: [{ email: 'rosa@example.pe', label: 'Trabajo' }],
    });
    const refused = await api.graphql(
      'mutation($id: ID!) { updateContact(id: $id, input: { phoneNumbers: [{ country: "xx", phoneNumber: "1", label: "" }] }) { id } }',
      { id: created.id },
    );
    expect(codes(refused.body)).toEqual(['BAD_REQUEST']);
    const removed = await api.graphql('mutation($id: ID!) { deleteContact(id: $id) }', {
      id: created.id,
    });
    expect(removed.body.data.deleteContact).toBe(true);
    expect(await app.store.contacts.get(created.id)).toBeNull();
  });

  it('set an avatar from a data URL, with the same limits as the upload', async () => {
    const [first] = seedContacts();
    const set =
      'mutation($id: ID!, $avatar: String!) { updateContactAvatar(id: $id, avatar: $avatar) { avatar } }';
    const dataUrl = `data:image/png;base64,${PNG.toString('base64')}`;
    const ok = await api.graphql(set, { id: first?.id, avatar: dataUrl });
    expect(ok.body.data.updateContactAvatar.avatar).toBe(dataUrl);
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`;
    expect(codes((await api.graphql(set, { id: first?.id, avatar: svg })).body)).toEqual([
      'BAD_REQUEST',
    ]);
    const big = `data:image/png;base64,${Buffer.concat([PNG, Buffer.alloc(MAX_AVATAR_BYTES)]).toString('base64')}`;
    expect(codes((await api.graphql(set, { id: first?.id, avatar: big })).body)).toEqual([
      'PAYLOAD_TOO_LARGE',
    ]);
    expect(codes((await api.graphql(set, { id: 'nobody', avatar: dataUrl })).body)).toEqual([
      'NOT_FOUND',
    ]);
    expect((await app.store.contacts.get(first?.id as string))?.avatar).toBe(dataUrl);
  });

  it('create, rename and delete a tag, which leaves every contact', async () => {
    const created = await api.graphql(
      'mutation { createContactTag(input: { title: "Arrieros" }) { id title } }',
    );
    const tag = created.body.data.createContactTag;
    const renamed = await api.graphql(
      'mutation($id: ID!) { updateContactTag(id: $id, input: { title: "Guías" }) { title } }',
      {
        id: tag.id,
      },
    );
    expect(renamed.body.data.updateContactTag).toEqual({ title: 'Guías' });
    const removed = await api.graphql('mutation { deleteContactTag(id: "tag-family") }');
    expect(removed.body.data.deleteContactTag).toBe(true);
    for (const contact of await app.store.contacts.list())
      expect(contact.tags).not.toContain('tag-family');
  });
});
