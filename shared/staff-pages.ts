// The staff application's pages, declared once: the client's router and menu and the server's
// navigation API (GraphQL `navigation`, REST /api/common/navigation) are built from this table.
// A new page is its folder (client/src/areas/<id>/, its page component `<Id>Page`), one line
// here and its title in the staff dictionaries.

/** What a role may do to an area of the server's permission table. */
export type StaffPageAction = 'read' | 'create' | 'update' | 'delete';

export interface StaffPage {
  /** The page's one name: its folder client/src/areas/<id>/ and its menu entry's id. */
  id: string;
  /** Where it lives under /admin. */
  path: string;
  /** The i18n key of its title (staff dictionaries). */
  titleKey: string;
  /** The menu's icon, e.g. `heroicons_outline:users`. */
  icon: string;
  /**
   * The area of the permission table whose `read` (or `action`) opens the page; none: every
   * member of staff. The menu hides, and the router refuses with a 403 page, what a role lacks.
   */
  area?: string;
  action?: StaffPageAction;
  /** The menu group it is folded into (STAFF_PAGE_GROUPS). */
  group?: StaffPageGroupId;
  /** Addresses the page had before, sent on to `path` so bookmarks and stored links work. */
  formerPaths?: readonly string[];
}

/** A collapsable entry of the menu holding pages; shown to whoever may open one of them. */
export interface StaffPageGroup {
  id: string;
  titleKey: string;
  icon: string;
}

export const STAFF_PAGE_GROUPS = [
  { id: 'policias', titleKey: 'shell.nav.policeGroup', icon: 'heroicons_outline:shield-check' },
] as const satisfies readonly StaffPageGroup[];

export type StaffPageGroupId = (typeof STAFF_PAGE_GROUPS)[number]['id'];

/** In menu order; a group stands where its first page does. */
export const STAFF_PAGES = [
  {
    id: 'overview',
    path: 'inicio',
    titleKey: 'shell.nav.overview',
    icon: 'heroicons_outline:home',
    formerPaths: ['example'],
  },
  {
    id: 'users',
    path: 'usuarios',
    titleKey: 'shell.nav.users',
    icon: 'heroicons_outline:users',
    area: 'users',
  },
  {
    id: 'guides',
    path: 'guias-turismo',
    titleKey: 'shell.nav.guides',
    icon: 'heroicons_outline:identification',
    area: 'guides',
  },
  {
    id: 'travel-agencies',
    path: 'agencias-viaje',
    titleKey: 'shell.nav.travelAgencies',
    icon: 'heroicons_outline:briefcase',
    area: 'travel-agencies',
  },
  {
    id: 'lodgings',
    path: 'hospedajes',
    titleKey: 'shell.nav.lodgings',
    icon: 'heroicons_outline:building-office',
    area: 'lodgings',
  },
  // The tourists' reports: the officers' daily work, so not folded into the police group.
  {
    id: 'incidents',
    path: 'denuncias',
    titleKey: 'shell.nav.incidents',
    icon: 'heroicons_outline:document-text',
    area: 'incidents',
  },
  {
    id: 'alerts',
    path: 'alertas',
    titleKey: 'shell.nav.alerts',
    icon: 'heroicons_outline:megaphone',
    area: 'alerts',
    action: 'read',
  },
  {
    id: 'police',
    path: 'policias/lista',
    titleKey: 'shell.nav.police',
    icon: 'heroicons_outline:shield-check',
    area: 'police',
    group: 'policias',
  },
  {
    id: 'jurisdictions',
    path: 'policias/jurisdiccion',
    titleKey: 'shell.nav.jurisdictions',
    icon: 'heroicons_outline:map',
    area: 'jurisdictions',
    group: 'policias',
  },
  // Everybody reads the public numbers: the page is for those who change them.
  {
    id: 'emergency-contacts',
    path: 'telefonos-emergencia',
    titleKey: 'shell.nav.emergencyContacts',
    icon: 'heroicons_outline:phone',
    area: 'emergency-contacts',
    action: 'update',
  },
  // The assistant's answers are public: the page is for those who edit them.
  {
    id: 'assistant',
    path: 'asistente-virtual',
    titleKey: 'shell.nav.assistant',
    icon: 'heroicons_outline:chat-bubble-left-right',
    area: 'assistant',
    action: 'update',
  },
] as const satisfies readonly StaffPage[];

export type StaffPageId = (typeof STAFF_PAGES)[number]['id'];

/** The landing page, where /admin and a sign-in lead. */
export const HOME_PAGE = STAFF_PAGES[0];

/** A page's address in the staff application. */
export const staffPageLink = (page: Pick<StaffPage, 'path'>) => `/admin/${page.path}`;

/** The address of the page named `id`. */
export function staffPageLinkOf(id: StaffPageId): string {
  const page = STAFF_PAGES.find((one) => one.id === id);
  if (!page) throw new Error(`No staff page is named ${id}`);
  return staffPageLink(page);
}

/** The page shown at `pathname` (`/admin/usuarios`), if it is one of these. */
export function staffPageAt(pathname: string): StaffPage | undefined {
  const path = pathname.replace(/\/+$/, '');
  return STAFF_PAGES.find((page) => staffPageLink(page) === path);
}
