import type { LiveTopic } from '../../live/topic';
import { permits, signedIn } from '../../security/authorize';

/**
 * The toolbar's bell: the user's own notifications, how many and how many unread, and the
 * newest. A new one, one read or one removed (on any tab or instance) changes it.
 */
export const notificationsLive: LiveTopic = {
  name: 'notifications',
  async view(ctx) {
    if (!permits(ctx, 'notifications', 'read')) return null;
    const userId = signedIn(ctx).id;
    const [total, unread, newest] = await Promise.all([
      ctx.store.notifications.count({ userId }),
      ctx.store.notifications.count({ userId, read: false }),
      ctx.store.notifications.findOne({ userId }, [{ field: 'time', descending: true }]),
    ]);
    return { key: `${total}:${unread}:${newest?.id ?? ''}` };
  },
};
