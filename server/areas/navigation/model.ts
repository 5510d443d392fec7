import type { NavigationItemType, Role } from '../../../generated/graphql';

/**
 * One entry of a navigation menu: the template's fields (spec §3) but its client-side callback.
 * Absent fields are simply left out.
 */
export interface NavigationItemRecord {
  id: string;
  type: NavigationItemType;
  title?: string;
  /** An i18n key for the title; the client translates it and falls back to `title`. */
  translation?: string;
  subtitle?: string;
  /** An icon name, e.g. `heroicons_outline:users`. */
  icon?: string;
  badge?: { title?: string; classes?: string };
  tooltip?: string;
  link?: string;
  externalLink?: boolean;
  target?: string;
  disabled?: boolean;
  hidden?: boolean;
  active?: boolean;
  exactMatch?: boolean;
  fragment?: string;
  preserveFragment?: boolean;
  queryParams?: Record<string, unknown>;
  queryParamsHandling?: string;
  classes?: { title?: string; subtitle?: string; icon?: string; wrapper?: string };
  /** Who sees the item; absent: everybody. */
  roles?: Role[];
  children?: NavigationItemRecord[];
}

/** The template's four menus. */
export const MENUS = ['compact', 'default', 'futuristic', 'horizontal'] as const;
export type MenuId = (typeof MENUS)[number];

/** The four menus as the API answers them (GraphQL `Navigation`, REST `/common/navigation`). */
export type NavigationMenus = Record<MenuId, NavigationItemRecord[]>;
