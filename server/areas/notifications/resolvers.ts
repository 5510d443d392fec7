import type { Resolvers } from '../../../generated/graphql';
import { notifications } from './service';

export const notificationsResolvers: Resolvers = {
  Query: {
    notifications: (_parent, _args, ctx) => notifications.list(ctx),
  },
  Mutation: {
    createNotification: (_parent, { input }, ctx) => notifications.create(ctx, input),
    updateNotification: (_parent, { id, input }, ctx) => notifications.update(ctx, id, input),
    deleteNotification: async (_parent, { id }, ctx) =>
      (await notifications.remove(ctx, id)) !== null,
    markAllNotificationsAsRead: (_parent, _args, ctx) => notifications.markAllAsRead(ctx),
    toggleNotificationReadStatus: (_parent, { id }, ctx) => notifications.toggleRead(ctx, id),
  },
  Notification: {
    // Written by people or the seed, or before events existed: none.
    event: (notification) => notification.event ?? null,
  },
};
