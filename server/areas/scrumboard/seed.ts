import { peruvianName } from '../../seed/people';
import { createRandom } from '../../seed/random';
import {
  type BoardCardRecord,
  type BoardLabelRecord,
  type BoardListRecord,
  type BoardMemberRecord,
  type BoardRecord,
  POSITION_STEP,
} from './model';

interface PlannedBoard {
  title: string;
  description: string;
  icon: string;
  lists: readonly string[];
  cards: readonly string[];
}

const BOARDS: readonly PlannedBoard[] = [
  {
    title: 'Operativo Inti Raymi',
    description: 'Seguridad de visitantes durante la fiesta del Sol en Sacsayhuamán',
    icon: 'heroicons_outline:sun',
    lists: ['Por hacer', 'En curso', 'En revisión', 'Hecho'],
    cards: [
      'Plan de accesos a Sacsayhuamán',
      'Puestos de auxilio con SAMUE',
      'Turnos de la Policía de Turismo',
      'Señalética bilingüe en la explanada',
      'Coordinar con bomberos',
      'Punto de objetos perdidos',
      'Mensajes en radios locales',
      'Revisar tribunas temporales',
      'Informe final del operativo',
      'Capacitar voluntarios',
      'Mapa de evacuación',
      'Reunión con la municipalidad',
    ],
  },
  {
    title: 'Campaña Cusco Seguro',
    description: 'Prevención de estafas y robos a turistas',
    icon: 'heroicons_outline:shield-check',
    lists: ['Ideas', 'Diseño', 'Publicado'],
    cards: [
      'Folleto de taxis autorizados',
      'Video sobre boletos falsos',
      'Afiches en el aeropuerto',
      'Publicaciones en redes',
      'Traducción al portugués',
      'Charla en hostales',
      'Encuesta a visitantes',
      'Stand en la Plaza de Armas',
      'Nota de prensa',
      'Tarjeta con números de emergencia',
    ],
  },
  {
    title: 'Inspecciones de hospedajes',
    description: 'Visitas de control a establecimientos de hospedaje',
    icon: 'heroicons_outline:building-office',
    lists: ['Programadas', 'Visitadas', 'Con observaciones', 'Cerradas'],
    cards: [
      'Hostal en calle Procuradores',
      'Hotel en avenida El Sol',
      'Casa de huéspedes en San Blas',
      'Albergue en Ollantaytambo',
      'Hostal en Pisac',
      'Hotel en Urubamba',
      'Lodge en Aguas Calientes',
      'Hospedaje en Chinchero',
      'Hostal en Santa Ana',
      'Hotel boutique en San Cristóbal',
      'Hostal en Wanchaq',
    ],
  },
];

const LABELS = ['Urgente', 'Campo', 'Oficina', 'Comunicación', 'Logística'];

const boardIdAt = (index: number) => `board-${index + 1}`;
const labelId = (boardId: string, index: number) => `${boardId}-label-${index + 1}`;

/** The ids of the seeded labels (labels added later get time-ordered ids). */
export const SEEDED_LABEL_IDS: readonly string[] = BOARDS.flatMap((_board, boardIndex) =>
  LABELS.map((_title, index) => labelId(boardIdAt(boardIndex), index)),
);

const DESCRIPTIONS = [
  'Confirmar responsables y fechas.',
  'Ver acta de la última reunión.',
  'Pendiente de presupuesto.',
  'Coordinar con la comisaría del sector.',
];

export interface ScrumboardSeed {
  boards: BoardRecord[];
  boardLists: BoardListRecord[];
  boardCards: BoardCardRecord[];
  boardLabels: BoardLabelRecord[];
  boardMembers: BoardMemberRecord[];
}

/** Three boards with lists, cards, labels and members, the same on every machine. */
export function seedScrumboard(now: Date): ScrumboardSeed {
  const random = createRandom(0x5c7b);
  const day = 24 * 60 * 60 * 1000;
  const boardMembers: BoardMemberRecord[] = Array.from({ length: 10 }, (_v, index) => {
    const name = peruvianName(random);
    return {
      id: `board-member-${index + 1}`,
      name: `${name.firstNames} ${name.lastNames}`,
      avatar: null,
    };
  });
  const seed: ScrumboardSeed = {
    boards: [],
    boardLists: [],
    boardCards: [],
    boardLabels: [],
    boardMembers,
  };
  BOARDS.forEach((planned, boardIndex) => {
    const boardId = boardIdAt(boardIndex);
    seed.boards.push({
      id: boardId,
      title: planned.title,
      description: planned.description,
      icon: planned.icon,
      lastActivity: new Date(now.getTime() - random.int(1, 20) * day).toISOString(),
      members: random.sample(boardMembers, random.int(3, 6)).map((member) => member.id),
    });
    const labels = LABELS.map((title, index) => ({
      id: labelId(boardId, index),
      boardId,
      title,
    }));
    seed.boardLabels.push(...labels);
    const lists = planned.lists.map((title, index) => ({
      id: `${boardId}-list-${index + 1}`,
      boardId,
      position: (index + 1) * POSITION_STEP,
      title,
    }));
    seed.boardLists.push(...lists);
    const perList = new Map<string, number>();
    planned.cards.forEach((title, cardIndex) => {
      const list = random.pick(lists);
      const place = (perList.get(list.id) ?? 0) + 1;
      perList.set(list.id, place);
      seed.boardCards.push({
        id: `${boardId}-card-${cardIndex + 1}`,
        boardId,
        listId: list.id,
        position: place * POSITION_STEP,
        title,
        description: random.chance(0.5) ? random.pick(DESCRIPTIONS) : null,
        labels: random.sample(labels, random.int(0, 2)).map((label) => label.id),
        dueDate: random.chance(0.4)
          ? new Date(now.getTime() + random.int(-3, 40) * day).toISOString()
          : null,
      });
    });
  });
  return seed;
}
