import type { Role } from '../../../generated/graphql';
import { type Action, type Area, can, ROLES } from '../../security/permissions';
import type { NavigationItemRecord, NavigationMenuRecord } from './model';

/**
 * Who may open a section: the roles that may take its action (read, unless the section is for
 * changing what anybody may read) on its area in the permission table, so the menu can never
 * offer what the server would refuse (or hide what it allows).
 */
function allowed(area: Area, action: Action): Role[] {
  return ROLES.filter((role) => can(role, area, action));
}

/** A parent is for whoever may open one of its children. */
function anyOf(children: NavigationItemRecord[]): Role[] {
  return ROLES.filter((role) => children.some((child) => child.roles?.includes(role) ?? true));
}

function section(
  id: string,
  title: string,
  translation: string,
  icon: string,
  link: string,
  area: Area,
  action: Action = 'read',
): NavigationItemRecord {
  return { id, type: 'basic', title, translation, icon, link, roles: allowed(area, action) };
}

const example = (): NavigationItemRecord => ({
  id: 'example',
  type: 'basic',
  title: 'Example',
  translation: 'shell.nav.example',
  icon: 'heroicons_outline:home',
  link: '/admin/inicio',
});

function policeGroup(): NavigationItemRecord {
  const children = [
    section(
      'policias-lista',
      'Policías',
      'shell.nav.police',
      'heroicons_outline:shield-check',
      '/admin/policias/lista',
      'police',
    ),
    section(
      'policias-jurisdiccion',
      'Jurisdicción',
      'shell.nav.jurisdictions',
      'heroicons_outline:map',
      '/admin/policias/jurisdiccion',
      'jurisdictions',
    ),
  ];
  return {
    id: 'policias',
    type: 'collapsable',
    title: 'Policía de Turismo',
    translation: 'shell.nav.policeGroup',
    icon: 'heroicons_outline:shield-check',
    roles: anyOf(children),
    children,
  };
}

/**
 * The product's entries (spec §2) in the compact menu, the layout the product uses; the other
 * three menus hold only Example, the landing page people read as "Inicio". It lives at
 * /admin/inicio (the specification's table says /example; the client sends /admin/example on).
 */
export function seedNavigation(): NavigationMenuRecord[] {
  return [
    {
      id: 'compact',
      items: [
        example(),
        section(
          'usuarios',
          'Usuarios',
          'shell.nav.users',
          'heroicons_outline:users',
          '/admin/usuarios',
          'users',
        ),
        section(
          'guias-turismo',
          'Guías de Turismo',
          'shell.nav.guides',
          'heroicons_outline:identification',
          '/admin/guias-turismo',
          'guides',
        ),
        section(
          'agencias-viaje',
          'Agencias de Viaje',
          'shell.nav.travelAgencies',
          'heroicons_outline:briefcase',
          '/admin/agencias-viaje',
          'travel-agencies',
        ),
        section(
          'hospedajes',
          'Hospedajes',
          'shell.nav.lodgings',
          'heroicons_outline:building-office',
          '/admin/hospedajes',
          'lodgings',
        ),
        // The tourists' reports: the officers' daily work, so not folded into the police group.
        section(
          'denuncias',
          'Denuncias',
          'shell.nav.incidents',
          'heroicons_outline:document-text',
          '/admin/denuncias',
          'incidents',
        ),
        policeGroup(),
        // The public numbers are read by everybody: the section is for those who change them.
        section(
          'telefonos-emergencia',
          'Teléfonos de Emergencia',
          'shell.nav.emergencyContacts',
          'heroicons_outline:phone',
          '/admin/telefonos-emergencia',
          'emergency-contacts',
          'update',
        ),
        section(
          'asistente-virtual',
          'Asistente Virtual',
          'shell.nav.assistant',
          'heroicons_outline:chat-bubble-left-right',
          '/admin/asistente-virtual',
          'assistant',
          'update',
        ),
      ],
    },
    { id: 'default', items: [example()] },
    { id: 'futuristic', items: [example()] },
    { id: 'horizontal', items: [example()] },
  ];
}
