import { createRandom } from '../../seed/random';
import { DEMO_ACCOUNTS } from '../users/seed';
import type { TaskRecord, TaskSubTaskRecord, TaskTagRecord } from './model';

const TAG_TITLES = [
  'Urgente',
  'Campo',
  'Oficina',
  'Capacitación',
  'Coordinación',
  'Informe',
  'Temporada alta',
  'Seguimiento',
];

/** Sections and their tasks: the work of a tourism office, enough rows to scroll and search. */
const PLAN: readonly (readonly [section: string, tasks: readonly string[]])[] = [
  [
    'Esta semana',
    [
      'Revisar licencias de guías por vencer',
      'Confirmar operativo en la Plaza de Armas',
      'Enviar informe mensual a MINCETUR',
      'Actualizar números de emergencia del folleto',
      'Responder consultas de agencias sobre el RUC',
      'Coordinar ronda nocturna en San Blas',
      'Preparar reunión con la Policía de Turismo',
      'Verificar extintores en hospedajes inspeccionados',
    ],
  ],
  [
    'Inspecciones',
    [
      'Inspeccionar hospedajes de la calle Procuradores',
      'Visitar agencias de viaje en la avenida El Sol',
      'Revisar señalización en el Camino Inca',
      'Controlar aforo en Sacsayhuamán',
      'Levantar observaciones del hostal en Ollantaytambo',
      'Comprobar botiquines de las agencias de aventura',
      'Auditar registros de huéspedes en Pisac',
      'Revisar condiciones del mirador de Cristo Blanco',
    ],
  ],
  [
    'Capacitación',
    [
      'Organizar taller de primeros auxilios para guías',
      'Preparar material sobre estafas frecuentes',
      'Traducir guía de seguridad al inglés',
      'Programar curso de atención al turista',
      'Evaluar a los guías del último taller',
      'Reservar auditorio para la charla de temporada alta',
    ],
  ],
  [
    'Pendientes',
    [
      'Digitalizar expedientes de agencias de 2024',
      'Actualizar mapa de comisarías',
      'Depurar contactos duplicados',
      'Solicitar radios nuevos para la Policía de Turismo',
      'Revisar quejas del libro de reclamaciones',
      'Planificar campaña Cusco Seguro',
      'Renovar convenio con el hospital regional',
      'Archivar actas de inspección',
    ],
  ],
];

const NOTES = [
  'Coordinar con la comisaría del sector antes de ir.',
  'Llevar copia del reglamento y formato de acta.',
  'Pedir la lista actualizada a la oficina de registros.',
  'Confirmar por teléfono un día antes.',
  null,
  null,
];

const SUB_TASKS = [
  'Llamar al responsable',
  'Preparar documentos',
  'Tomar fotografías',
  'Redactar acta',
  'Subir evidencias',
  'Enviar correo de confirmación',
];

/** Task tags (template demo). */
export function seedTaskTags(): TaskTagRecord[] {
  return TAG_TITLES.map((title, index) => ({ id: `task-tag-${index + 1}`, title }));
}

/**
 * The task list (template demo), the same on every machine: four sections with their tasks,
 * some done, some due, some tagged and assigned, a few with a checklist.
 */
export function seedTasks(now: Date): TaskRecord[] {
  const random = createRandom(0x7a5c);
  const tags = seedTaskTags().map((tag) => tag.id);
  const day = 24 * 60 * 60 * 1000;
  const rows: TaskRecord[] = [];
  let taskNumber = 0;
  const blank = { notes: null, completed: false, dueDate: null, tags: [], assignedTo: null };
  for (const [index, [section, titles]] of PLAN.entries()) {
    rows.push({
      id: `task-section-${index + 1}`,
      type: 'section',
      title: section,
      priority: 1,
      subTasks: [],
      order: rows.length,
      ...blank,
    });
    for (const title of titles) {
      taskNumber += 1;
      const id = `task-${taskNumber}`;
      const subTasks: TaskSubTaskRecord[] = random.chance(0.35)
        ? random.sample(SUB_TASKS, random.int(2, 4)).map((subTitle, subIndex) => ({
            id: `${id}-sub-${subIndex + 1}`,
            title: subTitle,
            completed: random.chance(0.4),
          }))
        : [];
      rows.push({
        id,
        type: 'task',
        title,
        notes: random.pick(NOTES),
        completed: random.chance(0.3),
        dueDate: random.chance(0.6)
          ? new Date(now.getTime() + random.int(-5, 30) * day).toISOString()
          : null,
        priority: random.pick([0, 1, 1, 2] as const),
        tags: random.sample(tags, random.int(0, 2)),
        assignedTo: random.chance(0.7) ? random.pick(DEMO_ACCOUNTS).id : null,
        subTasks,
        order: rows.length,
      });
    }
  }
  return rows;
}
