import { createRandom, spread } from '../../seed/random';
import { seededId } from '../../template/seed-id';
import type { MailboxSettingsRecord, MailLabelRecord, MailRecord } from './model';

export const SETTINGS_ID = 'settings';

/** The template's labels and colours; ids fixed so that seeded mails can carry them. */
export const SEEDED_LABELS: MailLabelRecord[] = [
  { id: 'label-personal', title: 'Personal', slug: 'personal', color: 'blue' },
  { id: 'label-work', title: 'Work', slug: 'work', color: 'indigo' },
  { id: 'label-payments', title: 'Payments', slug: 'payments', color: 'red' },
  { id: 'label-invoices', title: 'Invoices', slug: 'invoices', color: 'teal' },
  { id: 'label-accounts', title: 'Accounts', slug: 'accounts', color: 'purple' },
  { id: 'label-forums', title: 'Forums', slug: 'forums', color: 'green' },
];

const SENDERS = [
  ['Rosa Quispe Mamani', 'rquispe@dircetur.cusco.gob.pe'],
  ['Julio Huamán Condori', 'jhuaman@andeanexpeditions.pe'],
  ['María Elena Ccahuana', 'mccahuana@hostalsanblas.pe'],
  ['Comisaría de Turismo Cusco', 'turismo.cusco@policia.gob.pe'],
  ['Luis Alberto Paucar', 'lpaucar@guiasoficiales.pe'],
  ['Patricia Villena', 'pvillena@municusco.gob.pe'],
  ['Soporte iPerú', 'soporte@iperu.org.pe'],
  ['Carlos Mendoza Tito', 'cmendoza@incatrail.pe'],
  ['Foro de Agencias del Cusco', 'foro@agenciascusco.pe'],
  ['Facturación Electrónica', 'facturas@proveedor-sunat.pe'],
] as const;

// Subjects, each with the labels it naturally carries.
const TOPICS: readonly (readonly [subject: string, labels: readonly string[]])[] = [
  ['Renovación del carné de guía oficial', ['label-work']],
  ['Reporte semanal de atenciones a turistas', ['label-work']],
  ['Cierre temporal del Camino Inca por mantenimiento', ['label-work', 'label-forums']],
  ['Factura electrónica F001-00%N', ['label-invoices', 'label-payments']],
  ['Pago pendiente de la tasa de inscripción', ['label-payments']],
  ['Su cuenta del portal de agencias fue activada', ['label-accounts']],
  ['Cambio de contraseña solicitado', ['label-accounts']],
  ['Invitación al taller de seguridad turística', ['label-work']],
  ['Turista extraviado en Vinicunca: coordinación', ['label-work']],
  ['Consulta sobre la inscripción de un hospedaje', []],
  ['Almuerzo del viernes en San Blas', ['label-personal']],
  ['Fotos del Inti Raymi', ['label-personal']],
  ['Debate: horarios de ingreso a Machu Picchu', ['label-forums']],
  ['Boletín de alertas meteorológicas', []],
];

const PARAGRAPHS = [
  'Le escribo para coordinar los detalles pendientes antes de la temporada alta.',
  'Adjunto la documentación solicitada; quedo atento a cualquier observación.',
  'Según lo conversado en la reunión del lunes, enviamos el cronograma actualizado.',
  'Por favor confirme la recepción de este mensaje a la brevedad posible.',
  'Recuerde que el plazo vence a fin de mes y no habrá prórroga.',
  'Agradecemos su apoyo constante en la atención a los visitantes de la región.',
];

const FOLDER_SHARES = [
  ['sent', 8],
  ['drafts', 6],
  ['spam', 6],
  ['trash', 10],
] as const;
const MAILS = 64;
const ME = 'yo <bandeja@turismo.cusco.pe>';

export function seedMailboxSettings(): MailboxSettingsRecord[] {
  return [{ id: SETTINGS_ID, messageLayout: 'right' }];
}

/** 64 mails over the 60 days before `now`: most in the inbox, some in every other folder. */
export function seedMails(now: Date, seed = 0x3a11b0): MailRecord[] {
  const random = createRandom(seed);
  const folders = spread(random, MAILS, FOLDER_SHARES, 'inbox');
  return folders.map((folder, index) => {
    const [name, email] = random.pick(SENDERS);
    const [subjectTemplate, labels] = random.pick(TOPICS);
    const subject = subjectTemplate.replace('%N', String(1000 + index));
    const fromMe = folder === 'sent' || folder === 'drafts';
    const date = new Date(now.getTime() - random.int(10, 60 * 24 * 60) * 60_000);
    const body = random.sample(PARAGRAPHS, random.int(2, 4));
    const attachment = random.chance(0.25);
    return {
      id: seededId(random),
      type: 'mail',
      from: fromMe
        ? { avatar: null, contact: ME }
        : { avatar: null, contact: `${name} <${email}>` },
      to: fromMe ? `${name} <${email}>` : ME,
      cc: random.chance(0.3) ? [random.pick(SENDERS)[1]] : [],
      bcc: random.chance(0.1) ? ['archivo@turismo.cusco.pe'] : [],
      date: date.toISOString(),
      subject,
      content: `<p>Estimado(a):</p>${body.map((p) => `<p>${p}</p>`).join('')}<p>Saludos cordiales,<br>${fromMe ? 'Turismo Seguro Cusco' : name}</p>`,
      attachments: attachment
        ? [
            {
              type: 'application/pdf',
              name: `documento-${index + 1}.pdf`,
              size: random.int(20_000, 2_000_000),
              preview: '',
              downloadUrl: '',
            },
          ]
        : [],
      starred: random.chance(0.2),
      important: random.chance(0.2),
      unread: !fromMe && random.chance(0.4),
      folder,
      labels: [...labels],
    };
  });
}
