import type { NavigationItemFieldsFragment } from '../../../../generated/client';

/**
 * One navigation item as the `navigation` query returns it (schema/navigation.graphql), with its
 * children to any depth. The server already removed what the signed-in role may not see.
 */
export type NavItem = Omit<NavigationItemFieldsFragment, '__typename'> & {
  children?: readonly NavItem[] | null;
};

export type NavigationMode = 'side' | 'over';
export type NavigationAppearance = 'default' | 'compact' | 'dense' | 'thin';
export type NavigationPosition = 'left' | 'right';

/** Depth-first search for an item by id. */
export function findItem(items: readonly NavItem[], id: string): NavItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const found = findItem(item.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/** The ids from the top of the tree down to an item, the item included; [] when absent. */
export function pathTo(items: readonly NavItem[], id: string): string[] {
  for (const item of items) {
    if (item.id === id) return [id];
    const below = pathTo(item.children ?? [], id);
    if (below.length) return [item.id, ...below];
  }
  return [];
}

/** The ids of every item under `item`, at any depth. */
export function descendantIds(item: NavItem): string[] {
  return (item.children ?? []).flatMap((child) => [child.id, ...descendantIds(child)]);
}

/** Items the server marked hidden are not drawn (their children neither). */
export function visibleItems(items: readonly NavItem[] | null | undefined): NavItem[] {
  return (items ?? []).filter((item) => !item.hidden);
}
