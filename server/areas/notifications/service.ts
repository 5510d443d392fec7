import { createInbox } from '../../inbox/service';

/** The signed-in user's notifications: the rules every toolbar list shares (server/inbox). */
export const notifications = createInbox({
  collection: 'notifications',
  area: 'notifications',
  noun: 'notification',
});
