import type { PermissionAction } from '../session/session';

/**
 * The staff application's sections: their paths under /admin, the keys of their titles, and the
 * area of the server's permission table whose `read` permission (or `action`) opens them (none:
 * every member of staff). The menu hides, and the router refuses with a 403 page, what
 * `me.permissions` lacks.
 */
export const SECTIONS = [
  // The landing page (Inicio); its old address /admin/example still leads here (router.tsx).
  { path: 'inicio', titleKey: 'shell.nav.example' },
  { path: 'usuarios', titleKey: 'shell.nav.users', area: 'users' },
  { path: 'guias-turismo', titleKey: 'shell.nav.guides', area: 'guides' },
  { path: 'agencias-viaje', titleKey: 'shell.nav.travelAgencies', area: 'travel-agencies' },
  { path: 'hospedajes', titleKey: 'shell.nav.lodgings', area: 'lodgings' },
  { path: 'denuncias', titleKey: 'shell.nav.incidents', area: 'incidents' },
  { path: 'policias/lista', titleKey: 'shell.nav.police', area: 'police' },
  { path: 'policias/jurisdiccion', titleKey: 'shell.nav.jurisdictions', area: 'jurisdictions' },
  // Everybody reads the public numbers: this section is for those who change them.
  {
    path: 'telefonos-emergencia',
    titleKey: 'shell.nav.emergencyContacts',
    area: 'emergency-contacts',
    action: 'update',
  },
  // The assistant's answers are public: this section is for those who edit them.
  {
    path: 'asistente-virtual',
    titleKey: 'shell.nav.assistant',
    area: 'assistant',
    action: 'update',
  },
] as const satisfies readonly Section[];

export interface Section {
  path: string;
  titleKey: string;
  area?: string;
  action?: PermissionAction;
}
