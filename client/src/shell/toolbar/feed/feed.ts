import type { MessageFieldsFragment } from '../../../../../generated/client';

/** What messages and notifications have in common: everything the panel shows (spec §3). */
export type FeedItem = Omit<MessageFieldsFragment, '__typename'>;

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
