import type { RouteGroup } from '../../http/route-table';
import { inboxRoutes } from '../../inbox/routes';
import { toInboxItemView } from '../../inbox/view';
import type { NotificationRecord } from './model';
import { notifications } from './service';

/** /api/common/notifications with body key `notification` (see inboxRoutes for every path). */
export const notificationsRoutes: RouteGroup = {
  title: 'Notifications (toolbar)',
  routes: inboxRoutes('/common/notifications', notifications, {
    area: 'notifications',
    key: 'notification',
    view: (item: NotificationRecord) => ({ ...toInboxItemView(item), event: item.event ?? null }),
  }),
};
