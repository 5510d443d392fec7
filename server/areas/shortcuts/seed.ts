import { DEMO_ACCOUNTS } from '../users/seed';
import type { ShortcutRecord } from './model';

type SeedShortcut = Pick<ShortcutRecord, 'label' | 'description' | 'icon' | 'link' | 'useRouter'>;

const GUIDES: SeedShortcut = {
  label: 'Guías de Turismo',
  description: 'Registro de guías oficiales',
  icon: 'heroicons_outline:identification',
  link: '/admin/guias-turismo',
  useRouter: true,
};
const POLICE: SeedShortcut = {
  label: 'Policías',
  description: 'Efectivos de la Policía de Turismo',
  icon: 'heroicons_outline:shield-check',
  link: '/admin/policias/lista',
  useRouter: true,
};

/** A few links each role uses daily: only sections the role may open, plus official sites. */
const BY_USER: Record<(typeof DEMO_ACCOUNTS)[number]['id'], SeedShortcut[]> = {
  'user-admin': [
    {
      label: 'Usuarios',
      description: 'Cuentas del personal y sus roles',
      icon: 'heroicons_outline:users',
      link: '/admin/usuarios',
      useRouter: true,
    },
    GUIDES,
    POLICE,
    {
      label: 'MINCETUR',
      description: 'Ministerio de Comercio Exterior y Turismo',
      icon: 'heroicons_outline:globe-alt',
      link: 'https://www.gob.pe/mincetur',
      useRouter: false,
    },
  ],
  'user-dircetur': [
    GUIDES,
    {
      label: 'Agencias de Viaje',
      description: 'Agencias registradas en la región',
      icon: 'heroicons_outline:briefcase',
      link: '/admin/agencias-viaje',
      useRouter: true,
    },
    {
      label: 'Hospedajes',
      description: 'Establecimientos de hospedaje',
      icon: 'heroicons_outline:building-office',
      link: '/admin/hospedajes',
      useRouter: true,
    },
    {
      label: 'Consulta RUC',
      description: 'Padrón de contribuyentes de SUNAT',
      icon: 'heroicons_outline:magnifying-glass',
      link: 'https://e-consultaruc.sunat.gob.pe',
      useRouter: false,
    },
  ],
  'user-policia': [
    POLICE,
    {
      label: 'Jurisdicción',
      description: 'Zonas a cargo de cada comisaría',
      icon: 'heroicons_outline:map',
      link: '/admin/policias/jurisdiccion',
      useRouter: true,
    },
    {
      label: 'Policía Nacional',
      description: 'Portal de la PNP',
      icon: 'heroicons_outline:globe-alt',
      link: 'https://www.gob.pe/pnp',
      useRouter: false,
    },
  ],
};

export function seedShortcuts(now: string): ShortcutRecord[] {
  return DEMO_ACCOUNTS.flatMap(({ id: userId, username }) =>
    BY_USER[userId].map((shortcut, index) => ({
      id: `shortcut-${username}-${index + 1}`,
      userId,
      ...shortcut,
      createdAt: now,
      updatedAt: now,
    })),
  );
}
