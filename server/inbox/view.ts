import type { InboxItemRecord } from './model';

/** An item as REST answers it: the GraphQL `Message` / `Notification` fields. */
export function toInboxItemView(item: InboxItemRecord) {
  return {
    id: item.id,
    icon: item.icon,
    image: item.image,
    title: item.title,
    description: item.description,
    time: item.time,
    link: item.link,
    useRouter: item.useRouter,
    read: item.read,
    seen: item.seen,
  };
}
