import type { Role } from '../../../generated/graphql';
import {
  STAFF_PAGE_GROUPS,
  STAFF_PAGES,
  type StaffPage,
  staffPageLink,
} from '../../../shared/staff-pages';
import { translate } from '../../i18n';
import { type Action, type Area, can, ROLES } from '../../security/permissions';
import type { NavigationItemRecord, NavigationMenus } from './model';

/**
 * Who may open a page: the roles that may take its action (read, unless the page is for
 * changing what anybody may read) on its area in the permission table, so the menu can never
 * offer what the server would refuse (or hide what it allows). None: everybody.
 */
function allowed(page: StaffPage): Role[] | undefined {
  if (!page.area) return undefined;
  const action: Action = page.action ?? 'read';
  return ROLES.filter((role) => can(role, page.area as Area, action));
}

/** The Spanish title (the product's language) for clients that do not translate the key. */
const title = (key: string) => translate('es', key);

function pageItem(page: StaffPage): NavigationItemRecord {
  const roles = allowed(page);
  return {
    id: page.id,
    type: 'basic',
    title: title(page.titleKey),
    translation: page.titleKey,
    icon: page.icon,
    link: staffPageLink(page),
    ...(roles ? { roles } : {}),
  };
}

/** The product's pages in menu order, each group where its first page stands. */
function compactMenu(pages: readonly StaffPage[]): NavigationItemRecord[] {
  const items: NavigationItemRecord[] = [];
  for (const page of pages) {
    if (!page.group) {
      items.push(pageItem(page));
      continue;
    }
    if (items.some((item) => item.id === page.group)) continue;
    const group = STAFF_PAGE_GROUPS.find((candidate) => candidate.id === page.group);
    if (!group) throw new Error(`The staff page ${page.id} names an unknown group ${page.group}`);
    const children = pages.filter((member) => member.group === group.id).map(pageItem);
    items.push({
      id: group.id,
      type: 'collapsable',
      title: title(group.titleKey),
      translation: group.titleKey,
      icon: group.icon,
      // A group is for whoever may open one of its pages.
      roles: ROLES.filter((role) => children.some((child) => child.roles?.includes(role) ?? true)),
      children,
    });
  }
  return items;
}

/**
 * The template's four menus, built from the staff pages (shared/staff-pages.ts): every page in
 * the compact menu, the layout the product uses; the other three hold only the landing page.
 */
export function staffMenus(pages: readonly StaffPage[] = STAFF_PAGES): NavigationMenus {
  const [home] = pages;
  const landing = home ? [pageItem(home)] : [];
  return {
    compact: compactMenu(pages),
    default: landing,
    futuristic: landing,
    horizontal: landing,
  };
}
