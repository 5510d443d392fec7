import { type SeedItem, seedInboxItems } from '../../inbox/seed';
import { DEMO_ACCOUNTS } from '../users/seed';
import type { NotificationRecord } from './model';

const HOUR = 60;
const DAY = 24 * HOUR;

const GUIDE_REQUEST: SeedItem = {
  minutesAgo: 40,
  icon: 'heroicons_outline:identification',
  title: 'Nueva solicitud de registro de guía',
  description: '<strong>Luis Huallpa Ccori</strong> solicitó su inscripción como guía oficial.',
  link: '/admin/guias-turismo',
  read: false,
};
const JURISDICTION: SeedItem = {
  minutesAgo: DAY,
  icon: 'heroicons_outline:map',
  title: 'Jurisdicción actualizada',
  description: 'La comisaría de <strong>San Blas</strong> amplió su zona hasta la calle Tandapata.',
  link: '/admin/policias/jurisdiccion',
  read: true,
};

/** What the registry tells each role, newest first; links only to sections the role opens. */
const BY_USER: Record<(typeof DEMO_ACCOUNTS)[number]['id'], SeedItem[]> = {
  'user-admin': [
    {
      minutesAgo: 15,
      icon: 'heroicons_outline:user-plus',
      title: 'Nueva cuenta por activar',
      description:
        '<strong>María Condori Apaza</strong> pidió una cuenta de personal. Actívala y asígnale un rol.',
      link: '/admin/usuarios',
      read: false,
    },
    GUIDE_REQUEST,
    { ...JURISDICTION, minutesAgo: 6 * HOUR },
    {
      minutesAgo: DAY,
      icon: 'heroicons_outline:check-circle',
      title: 'Copia de seguridad completada',
      description: 'El respaldo diario del registro terminó sin errores.',
      read: true,
    },
  ],
  'user-dircetur': [
    { ...GUIDE_REQUEST, minutesAgo: 10 },
    {
      minutesAgo: 3 * HOUR,
      icon: 'heroicons_outline:exclamation-triangle',
      title: 'Carné de guía por vencer',
      description:
        'El carné de <strong>Ana Tupa Yupanqui</strong> vence en <strong>15 días</strong>.',
      link: '/admin/guias-turismo',
      read: false,
    },
    {
      minutesAgo: DAY,
      icon: 'heroicons_outline:briefcase',
      title: 'Agencia con licencia observada',
      description: '<strong>Andes Kuntur Viajes</strong> no presentó su póliza de seguro vigente.',
      link: '/admin/agencias-viaje',
      read: true,
    },
    {
      minutesAgo: 3 * DAY,
      icon: 'heroicons_outline:building-office',
      title: 'Hospedaje clasificado',
      description: '<strong>Hospedaje Wayra Wasi</strong> obtuvo la categoría de tres estrellas.',
      link: '/admin/hospedajes',
      read: true,
    },
  ],
  'user-policia': [
    {
      minutesAgo: 20,
      icon: 'heroicons_outline:exclamation-circle',
      title: 'Denuncia de turista registrada',
      description:
        'Pérdida de pasaporte en la <strong>Plaza de Armas</strong>; la turista espera en la comisaría.',
      link: '/admin/policias/lista',
      read: false,
    },
    {
      minutesAgo: 2 * HOUR,
      icon: 'heroicons_outline:clock',
      title: 'Cambio de turno',
      description: 'Su turno del <strong>sábado</strong> pasa a ser de 14:00 a 22:00.',
      read: false,
    },
    JURISDICTION,
    {
      minutesAgo: 2 * DAY,
      icon: 'heroicons_outline:cloud',
      title: 'Aviso meteorológico',
      description: 'SENAMHI anuncia <strong>lluvias intensas</strong> en la provincia de Urubamba.',
      link: 'https://www.senamhi.gob.pe',
      read: true,
    },
  ],
};

export function seedNotifications(now: string): NotificationRecord[] {
  return DEMO_ACCOUNTS.flatMap((user) =>
    seedInboxItems('notification', user, now, BY_USER[user.id]),
  );
}
