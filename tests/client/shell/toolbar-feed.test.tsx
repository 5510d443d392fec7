import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessagesPanel } from '../../../client/src/shell/toolbar/feed/MessagesPanel';
import { NotificationsPanel } from '../../../client/src/shell/toolbar/feed/NotificationsPanel';
import {
  DeleteMessageDocument,
  MarkAllMessagesAsReadDocument,
  MessagesDocument,
  NotificationsDocument,
  ToggleMessageReadStatusDocument,
} from '../../../generated/client';
import { currentPath, i18next, mock, renderWithShell } from '../../support/render-with-shell';

afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

// Shown on Cusco's clock (UTC-5), whatever the machine's zone.
const JAN_5_1530 = '2026-01-05T20:30:00.000Z';
const MAY_5_0903 = '2026-05-05T14:03:00.000Z';

const message = (id: string, fields: Record<string, unknown> = {}) => ({
  __typename: 'Message' as const,
  id,
  icon: 'heroicons_outline:star',
  image: null,
  title: `Title ${id}`,
  description: `Description ${id}`,
  time: JAN_5_1530,
  link: '/admin/guias-turismo',
  useRouter: true,
  read: false,
  seen: false,
  ...fields,
});

const messagesMock = (messages: ReturnType<typeof message>[], times = 1) =>
  mock(MessagesDocument, undefined, { messages }, times);

const openPanel = async (name: RegExp) => {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
};

describe('messages panel', () => {
  it('shows the unread count on its button and lists the messages', async () => {
    const { container } = renderWithShell(<MessagesPanel />, {
      mocks: [messagesMock([message('1'), message('2', { read: true }), message('3')])],
    });
    const button = await screen.findByRole('button', { name: 'Messages, 2 unread' });
    expect(container.querySelector('.ant-badge-count')?.getAttribute('title')).toBe('2');

    fireEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Messages' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    expect(within(panel).getByText('Description 2')).toBeTruthy();
    expect(within(panel).getAllByText('Jan 05, 2026, 3:30 PM')).toHaveLength(3);
  });

  it('shows no badge and "No messages" when there are none', async () => {
    const { container } = renderWithShell(<MessagesPanel />, { mocks: [messagesMock([])] });
    const panel = await openPanel(/^Messages$/);
    expect(await within(panel).findByText('No messages')).toBeTruthy();
    expect(container.querySelector('.ant-badge-count')).toBeNull();
  });

  it('marks a message read, then unread again', async () => {
    const toRead = mock(
      ToggleMessageReadStatusDocument,
      { id: '1' },
      {
        toggleMessageReadStatus: message('1', { read: true }),
      },
    );
    const toUnread = mock(
      ToggleMessageReadStatusDocument,
      { id: '1' },
      {
        toggleMessageReadStatus: message('1', { read: false }),
      },
    );
    renderWithShell(<MessagesPanel />, { mocks: [messagesMock([message('1')]), toRead, toUnread] });
    const panel = await openPanel(/Messages/);

    fireEvent.click(await within(panel).findByRole('button', { name: 'Mark as read' }));
    await within(panel).findByRole('button', { name: 'Mark as unread' });
    expect(toRead.calls).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Messages' })).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Mark as unread' }));
    await within(panel).findByRole('button', { name: 'Mark as read' });
    expect(toUnread.calls).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Messages, 1 unread' })).toBeTruthy();
  });

  it('removes a message', async () => {
    const remove = mock(DeleteMessageDocument, { id: '1' }, { deleteMessage: true });
    renderWithShell(<MessagesPanel />, {
      mocks: [messagesMock([message('1'), message('2')]), remove],
    });
    const panel = await openPanel(/Messages/);
    const first = (await within(panel).findByText('Title 1')).closest('li') as HTMLElement;

    fireEvent.click(within(first).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(within(panel).queryByText('Title 1')).toBeNull());
    expect(remove.calls).toHaveBeenCalledTimes(1);
    expect(within(panel).getByText('Title 2')).toBeTruthy();
  });

  it('offers "Mark all as read" only while something is unread', async () => {
    const markAll = mock(MarkAllMessagesAsReadDocument, undefined, {
      markAllMessagesAsRead: [
        message('1', { read: true, seen: true }),
        message('2', { read: true, seen: true }),
      ],
    });
    renderWithShell(<MessagesPanel />, {
      mocks: [messagesMock([message('1'), message('2', { read: true })]), markAll],
    });
    const panel = await openPanel(/Messages/);
    const markAllButton = await within(panel).findByRole('button', { name: 'Mark all as read' });
    expect(markAllButton.hasAttribute('disabled')).toBe(false);

    fireEvent.click(markAllButton);

    await waitFor(() => expect(markAllButton.hasAttribute('disabled')).toBe(true));
    expect(markAll.calls).toHaveBeenCalledTimes(1);
    expect(within(panel).queryByRole('button', { name: 'Mark as read' })).toBeNull();
  });

  it('is disabled for "Mark all as read" at 0 unread', async () => {
    renderWithShell(<MessagesPanel />, { mocks: [messagesMock([message('1', { read: true })])] });
    const panel = await openPanel(/Messages/);
    const markAllButton = await within(panel).findByRole('button', { name: 'Mark all as read' });
    expect(markAllButton.hasAttribute('disabled')).toBe(true);
  });

  it('follows in-app links with the router and opens other links as normal links', async () => {
    renderWithShell(<MessagesPanel />, {
      mocks: [
        messagesMock([
          message('1', { title: 'In app', link: '/admin/hospedajes', useRouter: true }),
          message('2', { title: 'Elsewhere', link: 'https://www.gob.pe', useRouter: false }),
          message('3', { title: 'Unsafe', link: 'javascript:alert(1)', useRouter: false }),
        ]),
      ],
    });
    const panel = await openPanel(/Messages/);
    const external = await within(panel).findByRole('link', { name: 'Elsewhere' });
    expect(external.getAttribute('href')).toBe('https://www.gob.pe');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(panel).queryByRole('link', { name: 'Unsafe' })).toBeNull();

    fireEvent.click(within(panel).getByRole('link', { name: 'In app' }));
    expect(currentPath()).toBe('/admin/hospedajes');
  });

  it('writes times in the active language', async () => {
    renderWithShell(<MessagesPanel />, {
      mocks: [messagesMock([message('1', { time: MAY_5_0903 })])],
    });
    const panel = await openPanel(/Messages/);
    expect(await within(panel).findByText('May 05, 2026, 9:03 AM')).toBeTruthy();
    await act(() => i18next.changeLanguage('tr'));
    expect(within(panel).getByText('05.05.2026 09:03')).toBeTruthy();
    await act(() => i18next.changeLanguage('es'));
    expect(within(panel).getByText('05/05/2026 09:03')).toBeTruthy();
  });
});

describe('notifications panel', () => {
  it('is the same panel with its own texts', async () => {
    renderWithShell(<NotificationsPanel />, {
      mocks: [mock(NotificationsDocument, undefined, { notifications: [] })],
    });
    const panel = await openPanel(/^Notifications$/);
    expect(await within(panel).findByText('No notifications')).toBeTruthy();
    expect(
      within(panel).getByText('When you have notifications, they will appear here.'),
    ).toBeTruthy();
  });
});

const reported = (id: string, fields: Record<string, unknown> = {}) => ({
  ...message(id),
  __typename: 'Notification' as const,
  icon: 'heroicons_outline:exclamation-circle',
  // What the server writes for clients that show only these: Spanish, escaped HTML.
  title: 'Nueva denuncia CUS-2026-000123',
  description: 'Hurto en Plaza de Armas &amp; catedral. Llegó a Cusco Centro Histórico.',
  link: '/admin/denuncias?caso=case-1',
  event: {
    __typename: 'NotificationEvent' as const,
    kind: 'INCIDENT_REPORTED',
    params: {
      code: 'CUS-2026-000123',
      type: 'THEFT',
      place: 'Plaza de Armas & <b>catedral</b>',
      jurisdiction: 'Cusco Centro Histórico',
    },
  },
  ...fields,
});

describe('a notification the server wrote', () => {
  it('reads in the screen’s language, as plain text, and opens its case', async () => {
    const { container } = renderWithShell(<NotificationsPanel />, {
      mocks: [mock(NotificationsDocument, undefined, { notifications: [reported('1')] })],
    });
    const panel = await openPanel(/^Notifications/);
    const title = await within(panel).findByRole('link', { name: 'New report CUS-2026-000123' });
    expect(
      within(panel).getByText(
        'Theft at Plaza de Armas & <b>catedral</b>. It reached Cusco Centro Histórico.',
      ),
    ).toBeTruthy();
    expect(panel.querySelector('b')).toBeNull();
    expect(within(panel).queryByText(/Nueva denuncia/)).toBeNull();
    expect(title.getAttribute('href')).toBe('/admin/denuncias?caso=case-1');
    fireEvent.click(title);
    expect(currentPath(container)).toBe('/admin/denuncias');
  });

  it('follows a change of language, and keeps its own words for a kind this client does not know', async () => {
    await i18next.changeLanguage('es');
    renderWithShell(<NotificationsPanel />, {
      mocks: [
        mock(NotificationsDocument, undefined, {
          notifications: [
            reported('1'),
            reported('2', {
              title: 'Carné por vencer',
              description: 'Vence en <strong>15 días</strong>',
              event: { __typename: 'NotificationEvent', kind: 'LICENCE_EXPIRING', params: {} },
            }),
          ],
        }),
      ],
    });
    const panel = await openPanel(/^Notificaciones/);
    expect(await within(panel).findByText('Nueva denuncia CUS-2026-000123')).toBeTruthy();
    expect(
      within(panel).getByText(
        'Hurto en Plaza de Armas & <b>catedral</b>. Llegó a Cusco Centro Histórico.',
      ),
    ).toBeTruthy();
    expect(within(panel).getByText('Carné por vencer')).toBeTruthy();
    expect(within(panel).getByText('15 días').tagName).toBe('STRONG');
  });

  it("writes a carné's expiry day as the screen's language writes days, and opens the guide", async () => {
    await i18next.changeLanguage('es');
    renderWithShell(<NotificationsPanel />, {
      mocks: [
        mock(NotificationsDocument, undefined, {
          notifications: [
            reported('1', {
              // Not what the screen shows: it writes the event in its own language.
              title: 'stored title',
              description: 'stored description',
              link: '/admin/guias-turismo?q=GOT-2024-0020',
              event: {
                __typename: 'NotificationEvent',
                kind: 'GUIDE_LICENSE_EXPIRING',
                params: { name: 'Rosa Quispe', number: 'GOT-2024-0020', expiresOn: '2026-12-20' },
              },
            }),
          ],
        }),
      ],
    });
    const panel = await openPanel(/^Notificaciones/);
    const title = await within(panel).findByRole('link', {
      name: 'Carné de guía por vencer: Rosa Quispe',
    });
    expect(within(panel).getByText('El carné GOT-2024-0020 vence el 20/12/2026.')).toBeTruthy();
    expect(title.getAttribute('href')).toBe('/admin/guias-turismo?q=GOT-2024-0020');
  });

  it('asks for new notifications when the window is back in focus', async () => {
    renderWithShell(<NotificationsPanel />, {
      mocks: [
        mock(NotificationsDocument, undefined, { notifications: [] }),
        mock(NotificationsDocument, undefined, { notifications: [reported('1')] }),
      ],
    });
    expect(await screen.findByRole('button', { name: /^Notifications$/ })).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });
});
