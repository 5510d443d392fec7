import { expect, it } from 'vitest';
import { gql, rest, runContract, type Step } from '../../../support/contract';

const BASE = '/api/apps/chat';
const CONTACT = 'id avatar background name about attachments { media docs links }';
const DETAILS =
  'details { emails { email label } phoneNumbers { country phoneNumber label } title company birthday address }';
const CHAT = `id contactId unreadCount muted lastMessage lastMessageAt contact { ${CONTACT} ${DETAILS} } messages { id chatId contactId value createdAt isMine }`;
const field = (value: unknown, name: string) => (value as Record<string, unknown>)[name] ?? value;

const steps: Step[] = [
  {
    name: 'contacts',
    rest: (api) => rest(api.get(`${BASE}/contacts`)),
    graphql: async (api) =>
      field(await gql(api, `{ chatContacts { ${CONTACT} } }`), 'chatContacts'),
  },
  {
    name: 'contact',
    rest: (api) => rest(api.get(`${BASE}/contact?id=chat-contact-rosa-quispe`)),
    graphql: async (api) =>
      field(
        await gql(api, `{ chatContact(id: "chat-contact-rosa-quispe") { ${CONTACT} ${DETAILS} } }`),
        'chatContact',
      ),
  },
  {
    name: 'unknown contact',
    rest: (api) => rest(api.get(`${BASE}/contact?id=nobody`)),
    graphql: (api) => gql(api, '{ chatContact(id: "nobody") { id } }'),
  },
  {
    name: 'profile',
    rest: (api) => rest(api.get(`${BASE}/profile`)),
    graphql: async (api) =>
      field(await gql(api, '{ chatProfile { id name email avatar about } }'), 'chatProfile'),
  },
  {
    name: 'update',
    rest: (api) =>
      rest(
        api.patch(`${BASE}/chat`, {
          id: 'chat-admin-rosa-quispe',
          chat: { muted: true, unreadCount: 0 },
        }),
      ),
    graphql: async (api) =>
      field(
        await gql(
          api,
          `mutation { updateChat(id: "chat-admin-rosa-quispe", input: { muted: true, unreadCount: 0 }) { ${CHAT} } }`,
        ),
        'updateChat',
      ),
  },
  {
    name: 'refused update',
    rest: (api) =>
      rest(api.patch(`${BASE}/chat`, { id: 'chat-admin-rosa-quispe', chat: { unreadCount: -1 } })),
    graphql: (api) =>
      gql(
        api,
        'mutation { updateChat(id: "chat-admin-rosa-quispe", input: { unreadCount: -1 }) { id } }',
      ),
  },
  {
    name: 'foreign chat',
    rest: (api) => rest(api.patch(`${BASE}/chat`, { id: 'chat-policia-elena-ttito', chat: {} })),
    graphql: (api) =>
      gql(api, 'mutation { updateChat(id: "chat-policia-elena-ttito", input: {}) { id } }'),
  },
];

it('REST and GraphQL answer the chat alike', async () => {
  const { rest: viaRest, graphql } = await runContract(steps);
  expect(graphql).toEqual(viaRest);
  expect(viaRest).toMatchObject({
    update: { muted: true, unreadCount: 0 },
    'unknown contact': { error: ['NOT_FOUND'] },
    'refused update': { error: ['BAD_REQUEST'] },
    'foreign chat': { error: ['NOT_FOUND'] },
  });
});
