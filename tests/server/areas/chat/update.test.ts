import { beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../support/app';
import { appWithStaff, type StaffClient, snapshot } from '../../../support/apps';
import { signInAs, withToken } from '../../../support/auth';

let app: TestApp;
let client: StaffClient;
let chatId: string;
beforeEach(async () => {
  ({ app, client } = await appWithStaff('DIRCETUR'));
  const chats = (await client.get('/api/apps/chat/chats')).body;
  chatId = chats.find((chat: { unreadCount: number }) => chat.unreadCount > 0).id;
});

const UPDATE =
  'mutation ($id: ID!, $input: UpdateChatInput!) { updateChat(id: $id, input: $input) { id muted unreadCount messages { createdAt } } }';

describe('PATCH /api/apps/chat/chat', () => {
  it('changes only the given fields and answers the chat with its messages, newest last', async () => {
    const before = (await client.get(`/api/apps/chat/chat?id=${chatId}`)).body;
    const muted = await client.patch('/api/apps/chat/chat', { id: chatId, chat: { muted: true } });
    expect(muted.status).toBe(200);
    expect(muted.body).toEqual({ ...before, muted: true });
    const times = muted.body.messages.map((m: { createdAt: string }) => m.createdAt);
    expect(times).toEqual([...times].sort());
    const read = await client.patch('/api/apps/chat/chat', {
      id: chatId,
      chat: { unreadCount: 0 },
    });
    expect(read.body).toMatchObject({ muted: true, unreadCount: 0 });
    expect((await client.get(`/api/apps/chat/chat?id=${chatId}`)).body).toEqual(read.body);
    // An empty change changes nothing and still answers the chat.
    expect((await client.patch('/api/apps/chat/chat', { id: chatId, chat: {} })).body).toEqual(
      read.body,
    );
  });

  it('refuses wrong types, unknown fields and a missing chat with 400, changing nothing', async () => {
    const before = await snapshot(app, ['chats', 'chatMessages']);
    const refused = [
      { chat: { muted: 'yes' }, field: 'muted' },
      { chat: { unreadCount: -1 }, field: 'unreadCount' },
      { chat: { unreadCount: 1.5 }, field: 'unreadCount' },
      { chat: { userId: 'user-admin' }, field: 'chat' },
      { chat: { muted: true, contactId: 'x' }, field: 'chat' },
      { chat: null, field: 'chat' },
      { chat: [], field: 'chat' },
    ];
    for (const { chat, field } of refused) {
      const response = await client.patch('/api/apps/chat/chat', { id: chatId, chat });
      expect(response.status, JSON.stringify(chat)).toBe(400);
      expect(Object.keys(response.body.fields), JSON.stringify(chat)).toContain(field);
    }
    expect((await client.patch('/api/apps/chat/chat', { chat: { muted: true } })).status).toBe(400);
    expect(await snapshot(app, ['chats', 'chatMessages'])).toEqual(before);
  });

  it('answers an unknown or another user’s chat with 404, changing nothing', async () => {
    const before = await snapshot(app, ['chats']);
    const unknown = await client.patch('/api/apps/chat/chat', {
      id: 'nope',
      chat: { muted: true },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Could not found chat with id of nope!');
    const policia = withToken(app, (await signInAs(app, 'POLICIA')).accessToken);
    const foreign = await policia.patch('/api/apps/chat/chat', {
      id: chatId,
      chat: { muted: true },
    });
    expect(foreign.status).toBe(404);
    expect(await snapshot(app, ['chats'])).toEqual(before);
  });
});

describe('Mutation.updateChat', () => {
  it('changes the given fields and refuses what REST refuses', async () => {
    const data = await client.data(UPDATE, { id: chatId, input: { muted: true, unreadCount: 0 } });
    expect(data.updateChat).toMatchObject({ id: chatId, muted: true, unreadCount: 0 });
    const before = await snapshot(app, ['chats']);
    expect(
      (await client.refused(UPDATE, { id: chatId, input: { unreadCount: -3 } })).fields,
    ).toEqual({
      unreadCount: 'At least 0',
    });
    expect((await client.refused(UPDATE, { id: 'nope', input: { muted: false } })).codes).toEqual([
      'NOT_FOUND',
    ]);
    // Unknown fields never reach the service: the schema refuses them.
    expect(
      (await client.refused(UPDATE, { id: chatId, input: { userId: 'user-admin' } })).codes,
    ).toEqual(['BAD_USER_INPUT']);
    expect(await snapshot(app, ['chats'])).toEqual(before);
  });
});
