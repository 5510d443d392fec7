import { describe, expect, it } from 'vitest';
import { getNavigation, linkedItems } from '../../../server/areas/navigation/service';
import { seedNotifications } from '../../../server/areas/notifications/seed';
import { notifications } from '../../../server/areas/notifications/service';
import { buildSeed, createDataStore } from '../../../server/data';
import { linkProblem } from '../../../server/validation';
import { ROLES, sessionOf } from '../../support/auth';
import { testContext } from '../../support/context';
import { describeInbox } from '../inbox/inbox-behaviour';

describeInbox({
  inbox: notifications,
  path: '/api/common/notifications',
  key: 'notification',
  type: 'Notification',
  list: 'notifications',
  create: 'createNotification',
  update: 'updateNotification',
  remove: 'deleteNotification',
  markAll: 'markAllNotificationsAsRead',
  toggle: 'toggleNotificationReadStatus',
  // What a notification the server writes tells (none on those created through the API).
  ownFields: ['event'],
});

describe('the seeded notifications', () => {
  it('link each role only to sections it may open, with valid links and some HTML', async () => {
    const store = createDataStore(buildSeed());
    for (const role of ROLES) {
      const ctx = await testContext({ store, user: sessionOf(role) });
      const items = await notifications.list(ctx);
      expect(items.length).toBeGreaterThanOrEqual(3);
      expect(items.some((item) => !item.read)).toBe(true);
      expect(items.some((item) => item.description?.includes('<strong>'))).toBe(true);
      const open = new Set(
        Object.values(await getNavigation(ctx))
          .flatMap(linkedItems)
          .map((entry) => entry.link),
      );
      for (const item of items) {
        if (!item.link) continue;
        expect(linkProblem(item.link, item.useRouter)).toBeNull();
        if (item.useRouter) expect(open, `${role}: ${item.link}`).toContain(item.link);
      }
    }
  });

  it('have unique ids', () => {
    const seeded = seedNotifications('2026-11-22T15:00:00.000Z');
    expect(new Set(seeded.map((item) => item.id)).size).toBe(seeded.length);
  });
});
