import { describe, expect, it } from 'vitest';
import { notificationsCollection } from '../../../../server/areas/notifications/collections';
import { notifications } from '../../../../server/areas/notifications/service';
import { buildSeed } from '../../../../server/data';
import { describeInbox } from '../../../support/inbox-behaviour';

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

describe('the notifications of a store', () => {
  it('are none in a new store: each tells of something that happened', () => {
    expect(buildSeed().notifications).toEqual([]);
  });

  it("lose the earlier seeds' demo texts when migrated, keeping every real one", () => {
    const demo = (id: string) => ({
      id,
      userId: 'user-admin',
      icon: 'heroicons_outline:user-plus',
      image: null,
      title: 'Nueva cuenta por activar',
      description: '<strong>María Condori Apaza</strong> pidió una cuenta de personal.',
      time: '2026-11-22T15:00:00.000Z',
      link: '/admin/usuarios',
      useRouter: true,
      read: false,
      seen: false,
    });
    const told = {
      ...demo('0193a1b2-real'),
      event: { kind: 'ACCOUNT_REQUESTED' as const, params: { name: 'Rosa', email: 'r@x.pe' } },
    };
    const stored = [
      demo('notification-admin-1'),
      demo('notification-dircetur-4'),
      demo('notification-policia-2'),
      // Written through the API by a member of staff, or by the server: kept.
      demo('0193a1b2-made-by-staff'),
      told,
    ];
    const migrate = notificationsCollection.migrations?.[5]?.migrate;
    expect(migrate?.(stored, []).map((item) => item.id)).toEqual([
      '0193a1b2-made-by-staff',
      '0193a1b2-real',
    ]);
  });
});
