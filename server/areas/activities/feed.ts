import { DAY_MS, randomFor, type Today } from '../dashboards/calendar';
import type { Activity } from './model';

type Kind = Omit<Activity, 'id' | 'date' | 'image'>;

/** What happens in the registries, as the feed tells it. */
const KINDS: readonly Kind[] = [
  {
    icon: 'heroicons_solid:identification',
    description: 'Se registró un nuevo guía de turismo',
    extraContent: null,
    linkedContent: 'Guías de turismo',
    link: '/admin/guias-turismo',
    useRouter: true,
  },
  {
    icon: 'heroicons_solid:building-office',
    description: 'Una agencia de viajes renovó su licencia',
    extraContent: null,
    linkedContent: 'Agencias de viaje',
    link: '/admin/agencias-viaje',
    useRouter: true,
  },
  {
    icon: 'heroicons_solid:home-modern',
    description: 'Inspección de hospedaje terminada',
    extraContent: 'Sin observaciones; el certificado sigue vigente.',
    linkedContent: 'Hospedajes',
    link: '/admin/hospedajes',
    useRouter: true,
  },
  {
    icon: 'heroicons_solid:shield-check',
    description: 'La Policía de Turismo actualizó los turnos de patrullaje',
    extraContent: null,
    linkedContent: 'Policías',
    link: '/admin/policias',
    useRouter: true,
  },
  {
    icon: 'heroicons_solid:exclamation-triangle',
    description: 'Aviso de lluvias intensas en la región',
    extraContent: 'Se recomienda informar a los guías de las rutas de trekking.',
    linkedContent: 'SENAMHI',
    link: 'https://www.senamhi.gob.pe',
    useRouter: false,
  },
  {
    icon: 'heroicons_solid:phone',
    description: 'Se revisaron los teléfonos de emergencia de la página pública',
    extraContent: null,
    linkedContent: null,
    link: null,
    useRouter: null,
  },
  {
    icon: 'heroicons_solid:user-plus',
    description: 'Se creó una cuenta para un nuevo inspector',
    extraContent: null,
    linkedContent: 'Usuarios',
    link: '/admin/usuarios',
    useRouter: true,
  },
  {
    icon: 'heroicons_solid:megaphone',
    description: 'MINCETUR publicó una nueva directiva para prestadores',
    extraContent: null,
    linkedContent: 'MINCETUR',
    link: 'https://www.gob.pe/mincetur',
    useRouter: false,
  },
];

/**
 * Sixteen activities of the three weeks before `today` (never today itself, so the answer does
 * not change with the hour), newest first. Deterministic for the date.
 */
export function activitiesOn(today: Today): Activity[] {
  const random = randomFor(today, 'activities');
  const stamps = Array.from({ length: 16 }, () => {
    const day = random.int(1, 21);
    const minutes = random.int(7 * 60, 20 * 60);
    return today.start - day * DAY_MS + minutes * 60_000;
  }).sort((a, b) => b - a);
  return stamps.map((stamp, index) => ({
    id: `activity-${today.date}-${index + 1}`,
    image: null,
    ...random.pick(KINDS),
    date: new Date(stamp).toISOString(),
  }));
}
