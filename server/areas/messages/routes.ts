import type { RouteGroup } from '../../http/route-table';
import { inboxRoutes } from '../../inbox/routes';
import { messages } from './service';

/** /api/common/messages with body key `message` (see inboxRoutes for every path). */
export const messagesRoutes: RouteGroup = {
  title: 'Messages (toolbar)',
  routes: inboxRoutes('/common/messages', messages, { area: 'messages', key: 'message' }),
};
