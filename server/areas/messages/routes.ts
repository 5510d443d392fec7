import type { Router } from 'express';
import { inboxRoutes } from '../../inbox/routes';
import { messages } from './service';

/** /api/common/messages with body key `message` (see inboxRoutes for every path). */
export function messagesRoutes(): Router {
  return inboxRoutes('/common/messages', 'message', messages);
}
