import type { NavItem } from '../../client/src/shell/navigation/types';

// Navigation data as the `navigation` query returns it, for the navigation and layout tests and
// the staff session's answers.

const EMPTY_ITEM = {
  __typename: 'NavigationItem' as const,
  title: null,
  translation: null,
  subtitle: null,
  icon: null,
  badge: null,
  tooltip: null,
  link: null,
  externalLink: null,
  target: null,
  disabled: null,
  hidden: null,
  active: null,
  exactMatch: null,
  fragment: null,
  preserveFragment: null,
  queryParams: null,
  queryParamsHandling: null,
  classes: null,
  roles: null,
  children: null,
};

/** A navigation item as the server sends it: every field present, null unless given. */
export function navItem(fields: Partial<NavItem> & Pick<NavItem, 'id' | 'type'>): NavItem {
  return { ...EMPTY_ITEM, ...fields } as NavItem;
}

/** Part of the product's compact menu for an ADMINISTRADOR, as the server builds it. */
export function productMenu(): NavItem[] {
  const basic = (id: string, title: string, translation: string, link: string, icon: string) =>
    navItem({ id, type: 'basic', title, translation, link, icon });
  return [
    basic('overview', 'Inicio', 'shell.nav.overview', '/admin/inicio', 'heroicons_outline:home'),
    basic('users', 'Usuarios', 'shell.nav.users', '/admin/usuarios', 'heroicons_outline:users'),
    navItem({
      id: 'policias',
      type: 'collapsable',
      title: 'Policía de Turismo',
      icon: 'heroicons_outline:shield-check',
      children: [
        basic(
          'police',
          'Policías',
          'shell.nav.police',
          '/admin/policias/lista',
          'heroicons_outline:shield-check',
        ),
        basic(
          'jurisdictions',
          'Jurisdicción',
          'shell.nav.jurisdictions',
          '/admin/policias/jurisdiccion',
          'heroicons_outline:map',
        ),
      ],
    }),
  ];
}
