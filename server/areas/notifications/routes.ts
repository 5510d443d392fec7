import type { Router } from 'express';
import { inboxRoutes } from '../../inbox/routes';
import { notifications } from './service';

/** /api/common/notifications with body key `notification` (see inboxRoutes for every path). */
export function notificationsRoutes(): Router {
  return inboxRoutes('/common/notifications', 'notification', notifications);
}
