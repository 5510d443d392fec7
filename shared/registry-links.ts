import type { RegistryArea } from '../generated/graphql';
import { STAFF_PAGES, type StaffPage, type StaffPageId, staffPageLink } from './staff-pages';

// Where the staff application shows one record of a registry, for links from elsewhere: the
// landing page's latest changes and the notifications the server writes.

const pageLink = (id: StaffPageId) =>
  staffPageLink(STAFF_PAGES.find((page) => page.id === id) as StaffPage);

/** The pages of the registries whose records are linked to, by the audit trail's name. */
export const REGISTRY_PAGES = {
  users: pageLink('users'),
  guides: pageLink('guides'),
  travel_agencies: pageLink('travel-agencies'),
  lodgings: pageLink('lodgings'),
  police: pageLink('police'),
  jurisdictions: pageLink('jurisdictions'),
  emergency_contacts: pageLink('emergency-contacts'),
} as const satisfies Partial<Record<RegistryArea, string>>;

export type LinkedRegistry = keyof typeof REGISTRY_PAGES;

/** A registry page's query parameter naming the record whose history its drawer shows. */
export const HISTORY_PARAM = 'historial';

/** A registry page's query parameter naming the directory import its import drawer shows. */
export const IMPORT_PARAM = 'importacion';

/** Usuarios' query parameter naming the account it opens (a sign-up: its activation). */
export const ACCOUNT_PARAM = 'cuenta';

/** A registry's page with one record's history open (also for a deleted record). */
export const historyLink = (area: LinkedRegistry, id: string) =>
  `${REGISTRY_PAGES[area]}?${HISTORY_PARAM}=${encodeURIComponent(id)}`;

/** A registry's page searched for `text`, e.g. a carné number: the record among its list. */
export const searchLink = (area: LinkedRegistry, text: string) =>
  `${REGISTRY_PAGES[area]}?q=${encodeURIComponent(text)}`;

/** A registry's page with one directory import open (the landing page's line of it). */
export const importLink = (area: LinkedRegistry, id: string) =>
  `${REGISTRY_PAGES[area]}?${IMPORT_PARAM}=${encodeURIComponent(id)}`;

/** Usuarios with one account open. */
export const accountLink = (id: string) =>
  `${REGISTRY_PAGES.users}?${ACCOUNT_PARAM}=${encodeURIComponent(id)}`;

/** Whether the staff application links to records of `area`. */
export function isLinkedRegistry(area: RegistryArea): area is LinkedRegistry {
  return Object.hasOwn(REGISTRY_PAGES, area);
}
