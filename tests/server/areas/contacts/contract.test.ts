import { expect, it } from 'vitest';
import { gql, rest, runContract, type Step } from '../../../support/contract';

const BASE = '/api/apps/contacts';
const CONTACT =
  'id avatar background name emails { email label } phoneNumbers { country phoneNumber label } title company birthday address notes tags';
const data = (value: unknown, name: string) => (value as Record<string, unknown>)[name] ?? value;

const steps: Step[] = [
  {
    name: 'all',
    rest: (api) => rest(api.get(`${BASE}/all`)),
    graphql: async (api) => data(await gql(api, `{ contacts { ${CONTACT} } }`), 'contacts'),
  },
  {
    name: 'countries',
    rest: (api) => rest(api.get(`${BASE}/countries`)),
    graphql: async (api) =>
      data(await gql(api, '{ countries { id iso name code flagImagePos } }'), 'countries'),
  },
  {
    name: 'create contact',
    rest: async (api, vars) => {
      const contact = (await rest(api.post(`${BASE}/contact`))) as { id: string };
      vars.contact = contact.id;
      return contact;
    },
    graphql: async (api, vars) => {
      const contact = data(
        await gql(api, `mutation { createContact { ${CONTACT} } }`),
        'createContact',
      ) as { id: string };
      vars.contact = contact.id;
      return contact;
    },
  },
  {
    name: 'create tag',
    rest: async (api, vars) => {
      const tag = (await rest(api.post(`${BASE}/tag`, { tag: { title: 'Arrieros' } }))) as {
        id: string;
      };
      vars.tag = tag.id;
      return tag;
    },
    graphql: async (api, vars) => {
      const tag = data(
        await gql(api, 'mutation { createContactTag(input: { title: "Arrieros" }) { id title } }'),
        'createContactTag',
      ) as { id: string };
      vars.tag = tag.id;
      return tag;
    },
  },
  {
    name: 'update contact',
    rest: (api, vars) =>
      rest(
        api.patch(`${BASE}/contact`, {
          id: vars.contact,
          contact: { name: 'Ñusta Quispe', tags: [vars.tag], address: 'Calle Saphy 640, Cusco' },
        }),
      ),
    graphql: async (api, vars) =>
      data(
        await gql(
          api,
          `mutation($id: ID!, $tags: [ID!]) { updateContact(id: $id, input: { name: "Ñusta Quispe", tags: $tags, address: "Calle Saphy 640, Cusco" }) { ${CONTACT} } }`,
          { id: vars.contact, tags: [vars.tag] },
        ),
        'updateContact',
      ),
  },
  {
    name: 'refused update',
    rest: (api, vars) =>
      rest(api.patch(`${BASE}/contact`, { id: vars.contact, contact: { name: '' } })),
    graphql: (api, vars) =>
      gql(api, 'mutation($id: ID!) { updateContact(id: $id, input: { name: "" }) { id } }', {
        id: vars.contact,
      }),
  },
  {
    name: 'search',
    rest: (api) => rest(api.get(`${BASE}/search?query=ñusta`)),
    graphql: async (api) =>
      data(await gql(api, `{ contacts(query: "ñusta") { ${CONTACT} } }`), 'contacts'),
  },
  {
    name: 'delete tag',
    rest: (api, vars) => rest(api.delete(`${BASE}/tag?id=${vars.tag}`)),
    graphql: async (api, vars) =>
      data(
        await gql(api, 'mutation($id: ID!) { deleteContactTag(id: $id) }', { id: vars.tag }),
        'deleteContactTag',
      ),
  },
  {
    name: 'contact afterwards',
    rest: (api, vars) => rest(api.get(`${BASE}/contact?id=${vars.contact}`)),
    graphql: async (api, vars) =>
      data(
        await gql(api, `query($id: ID!) { contact(id: $id) { ${CONTACT} } }`, { id: vars.contact }),
        'contact',
      ),
  },
  {
    name: 'delete contact',
    rest: (api, vars) => rest(api.delete(`${BASE}/contact?id=${vars.contact}`)),
    graphql: async (api, vars) =>
      data(
        await gql(api, 'mutation($id: ID!) { deleteContact(id: $id) }', { id: vars.contact }),
        'deleteContact',
      ),
  },
  {
    name: 'deleted contact',
    rest: (api, vars) => rest(api.get(`${BASE}/contact?id=${vars.contact}`)),
    graphql: (api, vars) =>
      gql(api, 'query($id: ID!) { contact(id: $id) { id } }', { id: vars.contact }),
  },
];

it('answers the same contacts scenario identically through REST and GraphQL', async () => {
  const { rest: viaRest, graphql: viaGraphql } = await runContract(steps);
  expect(viaGraphql).toEqual(viaRest);
  expect(viaRest).toMatchObject({
    'update contact': { name: 'Ñusta Quispe', tags: ['$tag'] },
    'refused update': { error: ['BAD_REQUEST'] },
    search: [{ id: '$contact' }],
    'contact afterwards': { tags: [], address: 'Calle Saphy 640, Cusco' },
    'deleted contact': { error: ['NOT_FOUND'] },
  });
});
