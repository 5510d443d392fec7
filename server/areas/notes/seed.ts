import { createRandom } from '../../seed/random';
import type { NoteLabelRecord, NoteRecord } from './model';

/** Spec §9's note labels, in its order. */
export const NOTE_LABEL_TITLES = ['Family', 'Work', 'Tasks', 'Priority', 'Personal', 'Friends'];

const NOTES: readonly (readonly [title: string, content: string])[] = [
  [
    'Reunión con DIRCETUR',
    'Llevar el resumen de inspecciones del mes y la lista de agencias observadas.',
  ],
  ['Cumpleaños de mamá', 'Reservar mesa en el restaurante de San Blas para el sábado.'],
  ['Ideas para la campaña', 'Folletos en inglés y portugués; video corto sobre taxis seguros.'],
  ['Lista de compras', ''],
  ['Turnos de diciembre', 'Confirmar quién cubre Navidad y Año Nuevo en la Plaza de Armas.'],
  ['Libro recomendado', '"La ciudad de los reyes": préstamo de la biblioteca municipal.'],
  ['Contacto del hospital', 'Dra. Quispe, emergencias: pedir el número directo de triaje.'],
  ['Viaje a Ollantaytambo', 'Salida 6:00 desde Pavitos. Llevar casaca y bloqueador.'],
  ['Capacitación de guías', 'Tema: primeros auxilios en altura. Sala reservada el jueves.'],
  ['Pendientes de oficina', ''],
  ['Partido del domingo', 'Fulbito con los amigos del colegio, cancha de Wanchaq, 9:00.'],
  ['Claves del operativo', 'Punto de encuentro: comisaría de Turismo, 7:30. Radios cargadas.'],
  ['Receta de chiri uchu', 'Cuy, gallina, charqui, torreja, rocoto y cochayuyo.'],
  ['Renovación de licencia', 'Vence en marzo: foto, pago en el banco y certificado médico.'],
  ['Quejas frecuentes', 'Cobros excesivos de taxis del aeropuerto; boletos falsos a Machu Picchu.'],
  ['Fotos del Inti Raymi', 'Pasar las fotos al disco compartido antes del informe.'],
  ['Mudanza', 'Cotizar camión para el 15; cajas en la tienda de la avenida de la Cultura.'],
  ['Clases de quechua', 'Martes y jueves, 19:00, centro cultural.'],
  ['Presupuesto 2027', 'Radios, chalecos reflectivos, señalética bilingüe.'],
  ['Regalos de Navidad', ''],
  ['Agencias por visitar', 'Tres en la calle Plateros, dos en Procuradores.'],
  ['Aniversario', 'Reservar el hotel en Urubamba y comprar flores.'],
  ['Prioridades de la semana', 'Informe mensual, capacitación, operativo nocturno.'],
  ['Cena con amigos', 'Viernes en Limacpampa; llevar postre.'],
  ['Charla en colegios', 'Seguridad en el turismo para quinto de secundaria.'],
  ['Médico', 'Control anual el 10 a las 8:30; ir en ayunas.'],
  ['Inventario de botiquines', 'Revisar vencimientos de vendas y alcohol.'],
  ['Vacaciones', 'Pedir la segunda quincena de febrero.'],
];

const CHECKLISTS = [
  ['Leche', 'Pan', 'Huevos', 'Palta', 'Queso paria'],
  ['Enviar informe', 'Firmar actas', 'Actualizar agenda', 'Llamar a la comisaría'],
  ['Chompa para papá', 'Libro para Ana', 'Juguetes para los sobrinos'],
];

/** The note labels (template demo). */
export function seedNoteLabels(): NoteLabelRecord[] {
  return NOTE_LABEL_TITLES.map((title, index) => ({ id: `note-label-${index + 1}`, title }));
}

/** The notes (template demo), the same on every machine, written over the last two months. */
export function seedNotes(now: Date): NoteRecord[] {
  const random = createRandom(0x4e07);
  const labels = seedNoteLabels().map((label) => label.id);
  const hour = 60 * 60 * 1000;
  let checklist = 0;
  return NOTES.map(([title, content], index) => {
    const id = `note-${index + 1}`;
    const created = now.getTime() - random.int(48, 60 * 24) * hour;
    const updated = created + random.int(0, 47) * hour;
    const items = content === '' ? (CHECKLISTS[checklist++ % CHECKLISTS.length] ?? []) : [];
    return {
      id,
      title,
      content,
      tasks: items.map((item, taskIndex) => ({
        id: `${id}-task-${taskIndex + 1}`,
        content: item,
        completed: random.chance(0.3),
      })),
      image: null,
      reminder: random.chance(0.25)
        ? new Date(now.getTime() + random.int(1, 240) * hour).toISOString()
        : null,
      labels: random.sample(labels, random.int(0, 2)),
      archived: random.chance(0.15),
      createdAt: new Date(created).toISOString(),
      updatedAt: new Date(updated).toISOString(),
    };
  });
}
