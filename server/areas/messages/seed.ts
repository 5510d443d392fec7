import { type SeedItem, seedInboxItems } from '../../inbox/seed';
import { DEMO_ACCOUNTS } from '../users/seed';
import type { MessageRecord } from './model';

const ICON = 'heroicons_outline:chat-bubble-left-ellipsis';
const HOUR = 60;
const DAY = 24 * HOUR;

/** Notes from colleagues (the people of the quick chat), newest first. */
const BY_USER: Record<(typeof DEMO_ACCOUNTS)[number]['id'], SeedItem[]> = {
  'user-admin': [
    {
      minutesAgo: 12,
      icon: ICON,
      title: 'Rosa Quispe Huamán',
      description:
        'Le envié el informe de inspecciones de <strong>noviembre</strong>. ¿Puede revisarlo antes del viernes?',
      read: false,
    },
    {
      minutesAgo: HOUR,
      icon: ICON,
      title: 'Sgto. PNP Julio Mamani Condori',
      description:
        'Necesitamos habilitar la cuenta del <strong>S2 PNP Ríos</strong> para el turno de noche.',
      link: '/admin/usuarios',
      read: false,
    },
    {
      minutesAgo: DAY,
      icon: ICON,
      title: 'Diana Chávez Loayza',
      description: 'El mantenimiento del servidor será el <strong>sábado a las 22:00</strong>.',
      read: true,
    },
    {
      minutesAgo: 3 * DAY,
      icon: ICON,
      title: 'Carmen Flores Vargas',
      description:
        'Gracias por la atención de ayer. Le dejo la constancia de la agencia en mesa de partes.',
      read: true,
    },
  ],
  'user-dircetur': [
    {
      minutesAgo: 25,
      icon: ICON,
      title: 'Luis Huallpa Ccori',
      description:
        'Ya presenté la copia de mi <strong>carné de guía</strong> renovado. ¿Me confirma la recepción?',
      link: '/admin/guias-turismo',
      read: false,
    },
    {
      minutesAgo: 2 * HOUR,
      icon: ICON,
      title: 'Carmen Flores Vargas',
      description:
        '¿Cuándo programan la <strong>inspección</strong> de nuestra nueva oficina en la calle Plateros?',
      read: false,
    },
    {
      minutesAgo: 5 * HOUR,
      icon: ICON,
      title: 'Rosa Quispe Huamán',
      description: 'Mañana salimos a verificar hospedajes en <strong>San Blas</strong> a las 9:00.',
      read: true,
    },
    {
      minutesAgo: 2 * DAY,
      icon: ICON,
      title: 'Marco Paredes Salas',
      description: 'Enviamos la actualización del número de habitaciones del hospedaje.',
      link: '/admin/hospedajes',
      read: true,
    },
  ],
  'user-policia': [
    {
      minutesAgo: 8,
      icon: ICON,
      title: 'Cap. PNP Elena Ttito Huamán',
      description:
        'Reforzar el patrullaje en el <strong>Qorikancha</strong> por la llegada de grupos grandes.',
      read: false,
    },
    {
      minutesAgo: 50,
      icon: ICON,
      title: 'Sgto. PNP Julio Mamani Condori',
      description: 'La turista canadiense recuperó su mochila; el acta quedó en la comisaría.',
      read: false,
    },
    {
      minutesAgo: DAY,
      icon: ICON,
      title: 'Rosa Quispe Huamán',
      description:
        '¿Nos acompañan en el operativo a agencias informales el <strong>jueves</strong>?',
      read: true,
    },
    {
      minutesAgo: 4 * DAY,
      icon: ICON,
      title: 'Diana Chávez Loayza',
      description: 'Recuerde cambiar su contraseña temporal desde su perfil.',
      read: true,
    },
  ],
};

export function seedMessages(now: string): MessageRecord[] {
  return DEMO_ACCOUNTS.flatMap((user) => seedInboxItems('message', user, now, BY_USER[user.id]));
}
