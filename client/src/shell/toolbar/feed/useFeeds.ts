import type { ApolloCache } from '@apollo/client';
import {
  useDeleteMessageMutation,
  useDeleteNotificationMutation,
  useMarkAllMessagesAsReadMutation,
  useMarkAllNotificationsAsReadMutation,
  useMessagesQuery,
  useNotificationsQuery,
  useToggleMessageReadStatusMutation,
  useToggleNotificationReadStatusMutation,
} from '../../../../../generated/client';
import type { Feed, FeedItem } from './feed';

// A deleted item leaves the cache; the list query drops the dangling reference by itself.
const evict = (cache: ApolloCache, __typename: string, id: string) => {
  cache.evict({ id: cache.identify({ __typename, id }) });
  cache.gc();
};

// Flipping read shows at once; the server's answer then confirms (or reverts) it. The typename
// lets the cache find the item (generated types leave __typename out).
const flipped = (__typename: 'Message' | 'Notification', item: FeedItem) => ({
  __typename,
  ...item,
  read: !item.read,
});

/** The signed-in user's messages, through the generated hooks. */
export function useMessagesFeed(): Feed {
  const { data, loading, error } = useMessagesQuery();
  const [toggle] = useToggleMessageReadStatusMutation();
  const [remove] = useDeleteMessageMutation();
  const [markAll] = useMarkAllMessagesAsReadMutation();
  return {
    items: data?.messages ?? [],
    loading,
    failed: Boolean(error),
    toggleRead: (item) =>
      toggle({
        variables: { id: item.id },
        optimisticResponse: { toggleMessageReadStatus: flipped('Message', item) },
      }),
    remove: (item) =>
      remove({
        variables: { id: item.id },
        update: (cache) => evict(cache, 'Message', item.id),
      }),
    markAllAsRead: () => markAll(),
  };
}

/** The signed-in user's notifications, through the generated hooks. */
export function useNotificationsFeed(): Feed {
  const { data, loading, error } = useNotificationsQuery();
  const [toggle] = useToggleNotificationReadStatusMutation();
  const [remove] = useDeleteNotificationMutation();
  const [markAll] = useMarkAllNotificationsAsReadMutation();
  return {
    items: data?.notifications ?? [],
    loading,
    failed: Boolean(error),
    toggleRead: (item) =>
      toggle({
        variables: { id: item.id },
        optimisticResponse: { toggleNotificationReadStatus: flipped('Notification', item) },
      }),
    remove: (item) =>
      remove({
        variables: { id: item.id },
        update: (cache) => evict(cache, 'Notification', item.id),
      }),
    markAllAsRead: () => markAll(),
  };
}
