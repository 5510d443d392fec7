import type {
  MessageFieldsFragment,
  NotificationFieldsFragment,
} from '../../../../../generated/client';

/**
 * What messages and notifications have in common: everything the panel shows (spec §3); a
 * notification the server wrote also says what happened, to be written in the reader's language.
 */
export type FeedItem = Omit<MessageFieldsFragment, '__typename'> & {
  event?: NotificationFieldsFragment['event'];
};

/** Which list a panel shows; also the i18n group of its texts (shell.toolbar.messages.*). */
export type FeedKind = 'messages' | 'notifications';

/** A list of messages or notifications and what can be done with it (spec §4). */
export interface Feed {
  items: readonly FeedItem[];
  loading: boolean;
  failed: boolean;
  toggleRead: (item: FeedItem) => Promise<unknown>;
  remove: (item: FeedItem) => Promise<unknown>;
  markAllAsRead: () => Promise<unknown>;
}
