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

/** The product's compact menu for an ADMINISTRADOR, as the server seeds it. */
export function productMenu(): NavItem[] {
  const basic = (id: string, title: string, translation: string, link: string, icon: string) =>
    navItem({ id, type: 'basic', title, translation, link, icon });
  return [
    basic('example', 'Example', 'shell.nav.example', '/admin/inicio', 'heroicons_outline:home'),
    basic('usuarios', 'Usuarios', 'shell.nav.users', '/admin/usuarios', 'heroicons_outline:users'),
    navItem({
      id: 'policias',
      type: 'collapsable',
      title: 'Policía de Turismo',
      icon: 'heroicons_outline:shield-check',
      children: [
        basic(
          'policias-lista',
          'Policías',
          'shell.nav.police',
          '/admin/policias/lista',
          'heroicons_outline:shield-check',
        ),
        basic(
          'policias-jurisdiccion',
          'Jurisdicción',
          'shell.nav.jurisdictions',
          '/admin/policias/jurisdiccion',
          'heroicons_outline:map',
        ),
      ],
    }),
  ];
}
