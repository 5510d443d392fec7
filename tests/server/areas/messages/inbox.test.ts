import { describe, expect, it } from 'vitest';
import { seedMessages } from '../../../../server/areas/messages/seed';
import { messages } from '../../../../server/areas/messages/service';
import { linkProblem } from '../../../../server/validation';
import { DEMO } from '../../../support/auth';
import { describeInbox } from '../../../support/inbox-behaviour';

describeInbox({
  inbox: messages,
  path: '/api/common/messages',
  key: 'message',
  type: 'Message',
  list: 'messages',
  create: 'createMessage',
  update: 'updateMessage',
  remove: 'deleteMessage',
  markAll: 'markAllMessagesAsRead',
  toggle: 'toggleMessageReadStatus',
});

describe('the seeded messages', () => {
  const now = '2026-11-22T15:00:00.000Z';

  it('give each demo user Spanish messages from colleagues, some unread, before the seed time', () => {
    const seeded = seedMessages(now);
    for (const { id } of Object.values(DEMO)) {
      const own = seeded.filter((message) => message.userId === id);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.some((message) => !message.read)).toBe(true);
      expect(own.some((message) => message.description?.includes('<strong>'))).toBe(true);
      for (const message of own) {
        expect(Date.parse(message.time)).toBeLessThan(Date.parse(now));
        if (message.link) expect(linkProblem(message.link, message.useRouter)).toBeNull();
      }
    }
  });

  it('are relative to the seed time', () => {
    const earlier = seedMessages('2026-01-01T00:00:00.000Z');
    const later = seedMessages('2026-01-02T00:00:00.000Z');
    const [a, b] = [earlier[0], later[0]];
    expect(Date.parse(b?.time ?? '') - Date.parse(a?.time ?? '')).toBe(24 * 3_600_000);
  });
});
