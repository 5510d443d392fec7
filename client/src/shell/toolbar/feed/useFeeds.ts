import type { ApolloCache } from '@apollo/client';
import { useEffect } from 'react';
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

/** How often the toolbar asks for new notifications (a new report must not wait for a reload). */
export const NOTIFICATIONS_POLL_MS = 60_000;

/**
 * The signed-in user's notifications, through the generated hooks: asked again every minute
 * while the tab is shown, and at once when the window is back in focus.
 */
export function useNotificationsFeed(): Feed {
  const { data, loading, error, refetch } = useNotificationsQuery({
    pollInterval: NOTIFICATIONS_POLL_MS,
    // A hidden tab asks nothing; focus brings it up to date.
    skipPollAttempt: () => document.visibilityState === 'hidden',
  });
  useEffect(() => {
    const refresh = () => void refetch().catch(() => undefined);
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [refetch]);
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
        optimisticResponse: {
          toggleNotificationReadStatus: {
            ...flipped('Notification', item),
            event: item.event ?? null,
          },
        },
      }),
    remove: (item) =>
      remove({
        variables: { id: item.id },
        update: (cache) => evict(cache, 'Notification', item.id),
      }),
    markAllAsRead: () => markAll(),
  };
}
