import type { Role } from '../../../generated/graphql';
import type { Context } from '../../context';
import { authorize, signedIn } from '../../security/authorize';
import { staffMenus } from './menus';
import { MENUS, type NavigationItemRecord, type NavigationMenus } from './model';

/**
 * The four menus for the signed-in user's role. The server removes what the role may not see,
 * so the client never holds it: see `itemsForRole`.
 */
export async function getNavigation(ctx: Context): Promise<NavigationMenus> {
  authorize(ctx, 'navigation', 'read');
  const { role } = signedIn(ctx);
  const all = staffMenus();
  const menus = {} as NavigationMenus;
  for (const id of MENUS) menus[id] = itemsForRole(all[id], role);
  return menus;
}

/**
 * The rules of spec §6: an item whose `roles` exclude the role goes (with its children); an item
 * without `roles` stays; a parent whose children all went goes too. `hidden` and `disabled` are
 * the client's business and pass through untouched.
 */
export function itemsForRole(items: NavigationItemRecord[], role: Role): NavigationItemRecord[] {
  return items.flatMap((item) => {
    if (item.roles && !item.roles.includes(role)) return [];
    if (!item.children) return [item];
    const children = itemsForRole(item.children, role);
    if (item.children.length > 0 && children.length === 0) return [];
    return [{ ...item, children }];
  });
}

/** Every item with a link, depth first, from a list of menus' items. */
export function linkedItems(items: NavigationItemRecord[]): NavigationItemRecord[] {
  return items.flatMap((item) => [
    ...(item.link ? [item] : []),
    ...linkedItems(item.children ?? []),
  ]);
}
