import type { InboxItemRecord } from './model';

/** A demo item: how long before the seed it happened, and its text. */
export interface SeedItem {
  minutesAgo: number;
  icon: string;
  title: string;
  /** HTML, as senders write it. */
  description: string;
  /** An in-app path (opened with the router) or an http(s) URL. */
  link?: string;
  read: boolean;
}

/** One user's demo items, with times relative to the moment of seeding. */
export function seedInboxItems(
  prefix: string,
  user: { id: string; username: string },
  now: string,
  items: SeedItem[],
): InboxItemRecord[] {
  const at = Date.parse(now);
  return items.map((item, index) => ({
    id: `${prefix}-${user.username}-${index + 1}`,
    userId: user.id,
    icon: item.icon,
    image: null,
    title: item.title,
    description: item.description,
    time: new Date(at - item.minutesAgo * 60_000).toISOString(),
    link: item.link ?? null,
    useRouter: item.link?.startsWith('/') ?? false,
    read: item.read,
    seen: item.read,
  }));
}
