import type { Location } from 'react-router-dom';
import { hasActiveChild } from './links';
import { descendantIds, findItem, type NavItem, pathTo } from './types';

type Here = Pick<Location, 'pathname' | 'search' | 'hash'>;

function collapsables(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item) => [
    ...(item.type === 'collapsable' ? [item] : []),
    ...collapsables(item.children ?? []),
  ]);
}

/**
 * Opens or closes one collapsable item. A disabled item never changes. Closing also closes what
 * is open inside it; opening with `autoCollapse` closes every other item except its ancestors.
 */
export function toggleCollapsable(
  openIds: readonly string[],
  id: string,
  items: readonly NavItem[],
  autoCollapse: boolean,
): string[] {
  const item = findItem(items, id);
  if (!item || item.disabled || item.type !== 'collapsable') return [...openIds];
  if (openIds.includes(id)) {
    const inside = new Set([id, ...descendantIds(item)]);
    return openIds.filter((open) => !inside.has(open));
  }
  if (!autoCollapse) return [...openIds, id];
  const keep = new Set(pathTo(items, id));
  return [...openIds.filter((open) => keep.has(open) || isDisabled(items, open)), id];
}

function isDisabled(items: readonly NavItem[], id: string) {
  return Boolean(findItem(items, id)?.disabled);
}

/**
 * After a navigation: every collapsable holding the active route opens by itself; with
 * `autoCollapse` the others close. Disabled items keep their state.
 */
export function openIdsForRoute(
  openIds: readonly string[],
  items: readonly NavItem[],
  here: Here,
  autoCollapse: boolean,
): string[] {
  const next = new Set(autoCollapse ? [] : openIds);
  for (const item of collapsables(items)) {
    if (item.disabled) {
      if (openIds.includes(item.id)) next.add(item.id);
    } else if (hasActiveChild(item, here)) next.add(item.id);
  }
  return [...next];
}
