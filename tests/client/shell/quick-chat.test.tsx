import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, localDayKey } from '../../../client/src/i18n/dates';
import { groupByDay } from '../../../client/src/shell/quick-chat/dayGroups';
import { QuickChat } from '../../../client/src/shell/quick-chat/QuickChat';
import {
  ChatDocument,
  ChatsDocument,
  MarkChatAsReadDocument,
  SendChatMessageDocument,
} from '../../../generated/client';
import { cuscoInstant } from '../../../shared/dates';
import { i18next, limitReached, mock, renderWithShell } from '../../support/render-with-shell';

afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

const now = new Date();
const pad = (value: number) => String(value).padStart(2, '0');
// A time of day in Cusco, `daysAgo` days before today there: the thread reads Cusco's clock
// whatever zone the machine running the tests is set to.
const at = (daysAgo: number, hours: number, minutes = 0) =>
  cuscoInstant(addDays(localDayKey(now), -daysAgo), `${pad(hours)}:${pad(minutes)}`);

const contact = (id: string, name: string, avatar: string | null = null) => ({
  __typename: 'ChatContact' as const,
  id,
  name,
  avatar,
});

const summary = (id: string, name: string, fields: Record<string, unknown> = {}) => ({
  __typename: 'Chat' as const,
  id,
  contactId: `c${id}`,
  unreadCount: 0,
  lastMessage: 'Hola',
  lastMessageAt: at(0, 9),
  contact: contact(`c${id}`, name),
  ...fields,
});

const chatMessage = (
  id: string,
  chatId: string,
  value: string,
  createdAt: string,
  isMine = false,
) => ({
  __typename: 'ChatMessage' as const,
  id,
  chatId,
  contactId: `c${chatId}`,
  value,
  createdAt,
  isMine,
});

const CHATS = [
  summary('1', 'rosa Quispe', { unreadCount: 2 }),
  summary('2', 'Juan Mamani', {
    contact: contact('c2', 'Juan Mamani', 'https://cusco.pe/juan.png'),
  }),
];

const MESSAGES = [
  chatMessage('m1', '1', 'Hace días', at(5, 10)),
  chatMessage('m2', '1', '¿Llegaste bien?', at(1, 18, 30)),
  chatMessage('m3', '1', 'Sí, gracias', at(1, 18, 45), true),
  chatMessage('m4', '1', 'Buen día', at(0, 8, 5)),
];

const chatsMock = () => mock(ChatsDocument, undefined, { chats: CHATS });
const chatMock = () =>
  mock(ChatDocument, { id: '1' }, { chat: { ...CHATS[0], unreadCount: 2, messages: MESSAGES } });
const markMock = () =>
  mock(
    MarkChatAsReadDocument,
    { id: '1' },
    { markChatAsRead: { __typename: 'Chat', id: '1', unreadCount: 0 } },
  );

async function openDrawer() {
  fireEvent.click(screen.getByRole('button', { name: 'Quick chat' }));
  return screen.findByRole('dialog');
}

async function openRosa() {
  const drawer = await openDrawer();
  fireEvent.click(await within(drawer).findByRole('button', { name: 'rosa Quispe, 2 unread' }));
  await within(drawer).findByText('Buen día');
  return drawer;
}

describe('quick chat', () => {
  it('lists the conversations: pictures, or the first letter of the name, and unread dots', async () => {
    renderWithShell(<QuickChat />, { mocks: [chatsMock()] });
    const drawer = await openDrawer();
    const rosa = await within(drawer).findByRole('button', { name: 'rosa Quispe, 2 unread' });
    expect(rosa.textContent).toBe('R');
    expect(rosa.querySelector('.ant-badge-dot')).toBeTruthy();
    const juan = within(drawer).getByRole('button', { name: 'Juan Mamani' });
    expect(juan.querySelector('img')?.getAttribute('src')).toBe('https://cusco.pe/juan.png');
    expect(juan.querySelector('.ant-badge-dot')).toBeNull();
    expect(within(drawer).getByText('Select a conversation')).toBeTruthy();
  });

  it('opens a conversation, loads it and marks it read', async () => {
    const chat = chatMock();
    const markRead = markMock();
    renderWithShell(<QuickChat />, { mocks: [chatsMock(), chat, markRead] });
    const drawer = await openRosa();
    expect(chat.calls).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(markRead.calls).toHaveBeenCalledTimes(1));
    await within(drawer).findByRole('button', { name: 'rosa Quispe' });
    expect(within(drawer).queryByText('Select a conversation')).toBeNull();
  });

  it('groups the thread by day: a date, Yesterday, Today, each message with its time', async () => {
    renderWithShell(<QuickChat />, { mocks: [chatsMock(), chatMock(), markMock()] });
    const drawer = await openRosa();
    const headings = within(drawer)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent);
    expect(headings).toHaveLength(3);
    expect(headings.slice(1)).toEqual(['Yesterday', 'Today']);
    expect(headings[0]).toMatch(/\d{4}/);
    const today = within(drawer).getByText('Today').closest('section') as HTMLElement;
    expect(within(today).getByText('Buen día')).toBeTruthy();
    expect(within(today).getByText('8:05 AM')).toBeTruthy();
    const yesterday = within(drawer).getByText('Yesterday').closest('section') as HTMLElement;
    expect(within(yesterday).getAllByRole('listitem')).toHaveLength(2);
  });

  it('writes the day headings in the active language', async () => {
    await i18next.changeLanguage('es');
    renderWithShell(<QuickChat />, { mocks: [chatsMock(), chatMock(), markMock()] });
    fireEvent.click(screen.getByRole('button', { name: 'Chat rápido' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('button', { name: 'rosa Quispe, 2 sin leer' }));
    await within(drawer).findByText('Buen día');
    expect(within(drawer).getByText('Hoy')).toBeTruthy();
    expect(within(drawer).getByText('Ayer')).toBeTruthy();
  });

  it('sends with Enter, keeps Shift+Enter for a new line, and ignores an empty message', async () => {
    const sent = chatMessage('m5', '1', 'Nos vemos\nmañana', now.toISOString(), true);
    const send = mock(
      SendChatMessageDocument,
      { chatId: '1', value: 'Nos vemos\nmañana' },
      {
        sendChatMessage: sent,
      },
    );
    renderWithShell(<QuickChat />, { mocks: [chatsMock(), chatMock(), markMock(), send] });
    const drawer = await openRosa();
    const box = within(drawer).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;

    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(send.calls).not.toHaveBeenCalled();

    fireEvent.change(box, { target: { value: 'Nos vemos' } });
    const shiftEnter = fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(shiftEnter).toBe(true); // not prevented: the textarea adds the line break itself
    expect(send.calls).not.toHaveBeenCalled();

    fireEvent.change(box, { target: { value: 'Nos vemos\nmañana' } });
    fireEvent.keyDown(box, { key: 'Enter' });

    await waitFor(() => expect(send.calls).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(box.value).toBe(''));
    const today = within(drawer).getByText('Today').closest('section') as HTMLElement;
    expect(within(today).getByText(/Nos vemos/).textContent).toBe('Nos vemos\nmañana');
  });
});

describe('quick chat at the limit', () => {
  it('says how many messages the chat keeps per user when the server refuses one more', async () => {
    const refused = limitReached(
      SendChatMessageDocument,
      { chatId: '1', value: 'Hola' },
      'chatMessages',
      5000,
    );
    renderWithShell(<QuickChat />, { mocks: [chatsMock(), chatMock(), markMock(), refused] });
    const drawer = await openRosa();
    const box = within(drawer).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Hola' } });
    fireEvent.keyDown(box, { key: 'Enter' });

    expect(
      await screen.findByText(
        'You have sent 5000 messages, the most the chat keeps per user. No more can be sent.',
      ),
    ).toBeTruthy();
    expect(box.value).toBe('Hola');
  });
});

describe('groupByDay', () => {
  it('starts a new group at each local day, oldest first', () => {
    const groups = groupByDay(MESSAGES, now);
    expect(groups.map((group) => [group.relative, group.messages.map((m) => m.id)])).toEqual([
      [null, ['m1']],
      ['yesterday', ['m2', 'm3']],
      ['today', ['m4']],
    ]);
  });
});
