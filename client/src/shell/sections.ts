/** The staff application's sections: their paths under /admin and the keys of their titles. */
export const SECTIONS = [
  { path: 'example', titleKey: 'shell.nav.example' },
  { path: 'usuarios', titleKey: 'shell.nav.users' },
  { path: 'guias-turismo', titleKey: 'shell.nav.guides' },
  { path: 'agencias-viaje', titleKey: 'shell.nav.travelAgencies' },
  { path: 'hospedajes', titleKey: 'shell.nav.lodgings' },
  { path: 'policias/lista', titleKey: 'shell.nav.police' },
  { path: 'policias/jurisdiccion', titleKey: 'shell.nav.jurisdictions' },
] as const;
