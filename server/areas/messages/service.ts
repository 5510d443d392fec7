import { createInbox } from '../../inbox/service';

/** The signed-in user's messages: the rules every toolbar list shares (server/inbox). */
export const messages = createInbox({ collection: 'messages', area: 'messages', noun: 'message' });
