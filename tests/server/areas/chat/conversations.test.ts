import { beforeAll, describe, expect, it } from 'vitest';
import { seedChatContacts, seedChats } from '../../../../server/areas/chat/seed';
import {
  getChat,
  listChats,
  markChatAsRead,
  sendChatMessage,
} from '../../../../server/areas/chat/service';
import { buildSeed, createDataStore } from '../../../../server/data';
import { BadRequestError, NotFoundError } from '../../../../server/errors';
import { textSeed } from '../../../../server/seed/random';
import { createTestApp, type TestApp } from '../../../support/app';
import { DEMO, ROLES, sessionOf, signInAs, withToken } from '../../../support/auth';
import { testContext } from '../../../support/context';

const NOW = '2026-11-22T15:00:00.000Z';

describe('the seeded conversations', () => {
  it('are the same on every seed', () => {
    expect(seedChats(NOW)).toEqual(seedChats(NOW));
    // Each contact's and user's generator is seeded by FNV-1a of their key.
    expect(textSeed('')).toBe(0x811c9dc5);
    expect(textSeed('a')).toBe(0xe40c292c);
  });

  it('give every demo user a few conversations with known contacts, in Spanish, before now', () => {
    const { chats, chatMessages } = seedChats(NOW);
    const contacts = new Set(seedChatContacts().map((contact) => contact.id));
    for (const { id: userId } of Object.values(DEMO)) {
      const own = chats.filter((chat) => chat.userId === userId);
      expect(own.length).toBeGreaterThanOrEqual(3);
      for (const chat of own) {
        expect(contacts).toContain(chat.contactId);
        const messages = chatMessages.filter((message) => message.chatId === chat.id);
        expect(messages.length).toBeGreaterThanOrEqual(2);
        for (const message of messages) {
          expect(Date.parse(message.createdAt)).toBeLessThan(Date.parse(NOW));
          expect(message.contactId).toBe(message.isMine ? userId : chat.contactId);
        }
        // Unread messages are the contact's last ones.
        const trailing = messages.length - 1 - messages.findLastIndex((message) => message.isMine);
        expect([0, trailing]).toContain(chat.unreadCount);
      }
    }
    for (const { id: userId } of Object.values(DEMO)) {
      const own = chats.filter((chat) => chat.userId === userId);
      expect(own.some((chat) => chat.unreadCount > 0)).toBe(true);
      expect(own.some((chat) => chat.unreadCount === 0)).toBe(true);
    }
    const ids = [...chats.map((chat) => chat.id), ...chatMessages.map((message) => message.id)];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('differ between users', () => {
    const { chats, chatMessages } = seedChats(NOW);
    const script = (userId: string) =>
      chats
        .filter((chat) => chat.userId === userId)
        .map((chat) => ({
          contact: chat.contactId,
          lines: chatMessages.filter((m) => m.chatId === chat.id).map((m) => m.value),
        }));
    expect(script(DEMO.ADMINISTRADOR.id)).not.toEqual(script(DEMO.POLICIA.id));
  });
});

describe('chat service', () => {
  it('lists the user’s conversations, most recent first, messages oldest first', async () => {
    for (const role of ROLES) {
      const ctx = await testContext({ user: sessionOf(role) });
      const chats = await listChats(ctx);
      expect(chats.length).toBeGreaterThan(0);
      expect(chats.every((chat) => chat.userId === DEMO[role].id)).toBe(true);
      const last = chats.map((chat) => chat.lastMessageAt ?? '');
      expect(last).toEqual([...last].sort().reverse());
      for (const chat of chats) {
        expect(chat.contact.id).toBe(chat.contactId);
        const times = chat.messages.map((message) => message.createdAt);
        expect(times).toEqual([...times].sort());
        expect(chat.lastMessage).toBe(chat.messages.at(-1)?.value);
      }
    }
  });

  it('answers another user’s chat like a missing one, with the template’s message', async () => {
    const store = createDataStore(buildSeed());
    const admin = await testContext({ store, user: sessionOf('ADMINISTRADOR') });
    const policia = await testContext({ store, user: sessionOf('POLICIA') });
    const [chat] = await listChats(admin);
    if (!chat) throw new Error('seeded');
    await expect(getChat(policia, chat.id)).rejects.toThrow(
      new NotFoundError(`Could not found chat with id of ${chat.id}!`),
    );
    await expect(sendChatMessage(policia, { chatId: chat.id, value: 'Hola' })).rejects.toThrow(
      NotFoundError,
    );
    await expect(markChatAsRead(policia, chat.id)).rejects.toThrow(NotFoundError);
    expect((await getChat(admin, chat.id)).messages).toEqual(chat.messages);
  });

  it('sends a message as the last of its chat and marks a chat read', async () => {
    const store = createDataStore(buildSeed());
    const ctx = await testContext({ store, user: sessionOf('DIRCETUR') });
    const unread = (await listChats(ctx)).find((chat) => chat.unreadCount > 0);
    if (!unread) throw new Error('the seed leaves a chat unread');
    const sent = await sendChatMessage(ctx, { chatId: unread.id, value: '  Recibido, gracias.  ' });
    expect(sent).toMatchObject({
      chatId: unread.id,
      contactId: DEMO.DIRCETUR.id,
      value: 'Recibido, gracias.',
      isMine: true,
    });
    const after = await getChat(ctx, unread.id);
    expect(after.messages.at(-1)).toEqual(sent);
    expect(after.lastMessage).toBe('Recibido, gracias.');
    expect((await listChats(ctx))[0]?.id).toBe(unread.id);
    expect((await markChatAsRead(ctx, unread.id)).unreadCount).toBe(0);
    await expect(sendChatMessage(ctx, { chatId: unread.id, value: '   ' })).rejects.toThrow(
      BadRequestError,
    );
    await expect(
      sendChatMessage(ctx, { chatId: unread.id, value: 'x'.repeat(2001) }),
    ).rejects.toThrow(BadRequestError);
  });
});

describe('chat API', () => {
  let app: TestApp;
  let admin: ReturnType<typeof withToken>;
  let policia: ReturnType<typeof withToken>;
  beforeAll(async () => {
    app = await createTestApp();
    admin = withToken(app, (await signInAs(app, 'ADMINISTRADOR')).accessToken);
    policia = withToken(app, (await signInAs(app, 'POLICIA')).accessToken);
  });

  it('GET /api/apps/chat/chats lists conversations with contacts and no messages', async () => {
    const response = await admin.get('/api/apps/chat/chats');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThan(0);
    for (const chat of response.body) {
      expect(Object.keys(chat).sort()).toEqual(
        [
          'contact',
          'contactId',
          'id',
          'lastMessage',
          'lastMessageAt',
          'muted',
          'unreadCount',
        ].sort(),
      );
      expect(chat.contact).toMatchObject({ id: chat.contactId, name: expect.any(String) });
    }
  });

  it('GET /api/apps/chat/chat?id answers one conversation with its messages', async () => {
    const [first] = (await admin.get('/api/apps/chat/chats')).body;
    const response = await admin.get(`/api/apps/chat/chat?id=${first.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ...first, messages: expect.any(Array) });
    expect(response.body.messages[0]).toMatchObject({
      chatId: first.id,
      value: expect.any(String),
      isMine: expect.any(Boolean),
    });
  });

  it('answers an unknown or foreign chat with 404 and the template’s message', async () => {
    const unknown = await admin.get('/api/apps/chat/chat?id=nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      error: 'NOT FOUND',
      message: 'Could not found chat with id of nope!',
    });
    const [theirs] = (await admin.get('/api/apps/chat/chats')).body;
    const foreign = await policia.get(`/api/apps/chat/chat?id=${theirs.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(`Could not found chat with id of ${theirs.id}!`);
    const missing = await admin.get('/api/apps/chat/chat');
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ id: 'Required' });
  });

  it('GraphQL: chats, chat, sendChatMessage and markChatAsRead', async () => {
    const chats = await policia.graphql(
      '{ chats { id unreadCount muted lastMessage lastMessageAt contact { name about details { title company emails { email label } phoneNumbers { country phoneNumber } } } messages { id isMine } } }',
    );
    expect(chats.body.errors).toBeUndefined();
    const [first] = chats.body.data.chats;
    expect(first.contact.details.phoneNumbers[0].country).toBe('pe');
    const unknown = await policia.graphql('{ chat(id: "nope") { id } }');
    expect(unknown.body.errors[0]).toMatchObject({
      message: 'Could not found chat with id of nope!',
      extensions: { code: 'NOT_FOUND' },
    });
    const sent = await policia.graphql(
      'mutation ($chatId: ID!) { sendChatMessage(chatId: $chatId, value: "En camino.") { chatId value isMine createdAt } }',
      { chatId: first.id },
    );
    expect(sent.body.data.sendChatMessage).toMatchObject({
      chatId: first.id,
      value: 'En camino.',
      isMine: true,
    });
    const read = await policia.graphql(
      'mutation ($id: ID!) { markChatAsRead(id: $id) { unreadCount lastMessage messages { value } } }',
      { id: first.id },
    );
    expect(read.body.data.markChatAsRead).toMatchObject({
      unreadCount: 0,
      lastMessage: 'En camino.',
    });
    const foreign = await admin.graphql('mutation ($id: ID!) { markChatAsRead(id: $id) { id } }', {
      id: first.id,
    });
    expect(foreign.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
