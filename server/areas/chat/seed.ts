import { createRandom, textSeed } from '../../seed/random';
import { DEMO_ACCOUNTS } from '../users/seed';
import type { ChatContactRecord, ChatMessageRecord, ChatRecord } from './model';

/**
 * The quick chat's demo data: colleagues of the demo accounts and conversations with them,
 * made by a generator seeded from each account's id, so every seed (and every test) gets the
 * same conversations, with times relative to the moment of seeding.
 */

type Line = readonly ['them' | 'me', string];

interface SeedContact {
  key: string;
  name: string;
  about: string;
  title: string;
  company: string;
  address: string;
  email: string;
  phone: string;
  /** Broadcasts nobody needs to be alerted to. */
  muted?: boolean;
  /** Short conversations; the generator picks some of them. */
  dialogues: readonly (readonly Line[])[];
}

const CONTACTS: readonly SeedContact[] = [
  {
    key: 'rosa-quispe',
    name: 'Rosa Quispe Huamán',
    about: 'Inspectora de turismo en DIRCETUR Cusco',
    title: 'Inspectora de Turismo',
    company: 'DIRCETUR Cusco',
    address: 'Av. de la Cultura 734, Cusco',
    email: 'rosa.quispe@dircetur.example',
    phone: '984 000 101',
    dialogues: [
      [
        ['them', 'Buenos días, ¿ya tiene el cronograma de inspecciones de esta semana?'],
        ['me', 'Sí, se lo envío en un momento.'],
        ['them', 'Gracias. Empezamos por los hospedajes de San Blas.'],
        ['me', 'Perfecto, coordino con la policía para el acompañamiento.'],
      ],
      [
        ['them', 'Encontramos una agencia sin licencia en la calle Procuradores.'],
        ['me', '¿Levantaron el acta?'],
        ['them', 'Sí, con fotos. La subo al registro esta tarde.'],
        ['me', 'Bien, avíseme cuando esté para revisarla.'],
      ],
      [
        ['me', 'Rosa, ¿me confirma cuántos guías renovaron su carné este mes?'],
        ['them', 'Van 18 renovaciones y 4 solicitudes nuevas.'],
        ['me', 'Gracias, lo incluyo en el informe.'],
        ['them', 'Le mando el detalle por correo.'],
      ],
    ],
  },
  {
    key: 'julio-mamani',
    name: 'Sgto. PNP Julio Mamani Condori',
    about: 'Policía de Turismo, Centro Histórico',
    title: 'Sargento PNP',
    company: 'Policía de Turismo Cusco',
    address: 'Calle Saphi 510, Cusco',
    email: 'julio.mamani@policia.example',
    phone: '984 000 102',
    dialogues: [
      [
        ['them', 'Buenas tardes. Un turista se extravió en Sacsayhuamán; ya está ubicado.'],
        ['me', 'Qué bueno. ¿Necesita algo de nuestra parte?'],
        ['them', 'Solo registrar el caso. Le paso los datos.'],
        ['me', 'Listo, quedo atento.'],
      ],
      [
        ['me', 'Sargento, ¿cuántos efectivos hay en el turno de noche?'],
        ['them', 'Seis en el Centro Histórico y dos en San Blas.'],
        ['me', 'Gracias. Mañana revisamos la jurisdicción de San Cristóbal.'],
        ['them', 'Entendido.'],
      ],
      [
        ['them', 'El sistema no me deja ver la lista de jurisdicciones.'],
        ['me', 'Déjeme revisar sus permisos.'],
        ['me', 'Ya debería poder verla, inténtelo de nuevo.'],
        ['them', 'Ya funciona, muchas gracias.'],
      ],
    ],
  },
  {
    key: 'carmen-flores',
    name: 'Carmen Flores Vargas',
    about: 'Gerente de Andes Kuntur Viajes',
    title: 'Gerente general',
    company: 'Andes Kuntur Viajes',
    address: 'Calle Plateros 348, Cusco',
    email: 'carmen.flores@andeskuntur.example',
    phone: '984 000 103',
    dialogues: [
      [
        ['them', 'Buenos días, quisiera saber cómo va la renovación de nuestra licencia.'],
        ['me', 'Está en revisión; falta la póliza de seguro.'],
        ['them', 'La enviamos hoy mismo.'],
        ['me', 'Gracias, con eso seguimos el trámite.'],
      ],
      [
        ['them', '¿Pueden publicar la lista de agencias autorizadas en la web?'],
        ['me', 'Es una buena idea, lo vemos con el equipo.'],
        ['them', 'Así los turistas evitan a los informales.'],
      ],
    ],
  },
  {
    key: 'luis-huallpa',
    name: 'Luis Huallpa Ccori',
    about: 'Guía oficial de turismo (quechua, español, inglés)',
    title: 'Guía oficial de turismo',
    company: 'Independiente',
    address: 'Urb. Larapa B-12, San Jerónimo, Cusco',
    email: 'luis.huallpa@guias.example',
    phone: '984 000 104',
    dialogues: [
      [
        ['them', 'Buenas tardes, ya renové mi carné de guía.'],
        ['me', 'Perfecto, ¿dejó la copia en mesa de partes?'],
        ['them', 'Sí, esta mañana.'],
        ['me', 'Entonces lo actualizamos en el registro hoy.'],
      ],
      [
        ['them', '¿Sigue en pie el curso de primeros auxilios para guías?'],
        ['me', 'Sí, el sábado a las 9:00 en el auditorio.'],
        ['them', 'Allí estaré, gracias.'],
      ],
    ],
  },
  {
    key: 'marco-paredes',
    name: 'Marco Paredes Salas',
    about: 'Administrador del Hospedaje Wayra Wasi',
    title: 'Administrador',
    company: 'Hospedaje Wayra Wasi',
    address: 'Cuesta de San Blas 615, Cusco',
    email: 'marco.paredes@wayrawasi.example',
    phone: '984 000 105',
    dialogues: [
      [
        ['them', 'Hola, ampliamos el hospedaje a 14 habitaciones.'],
        ['me', 'Debe actualizar la declaración jurada.'],
        ['them', '¿La puedo enviar por correo?'],
        ['me', 'Sí, y luego pasamos a verificar.'],
      ],
      [
        ['me', 'Marco, la inspección será el martes a las 10:00.'],
        ['them', 'Muy bien, los esperamos.'],
      ],
    ],
  },
  {
    key: 'diana-chavez',
    name: 'Diana Chávez Loayza',
    about: 'Mesa de ayuda del sistema',
    title: 'Soporte técnico',
    company: 'Gobierno Regional Cusco',
    address: 'Av. Tomasa Ttito Condemayta s/n, Cusco',
    email: 'diana.chavez@soporte.example',
    phone: '984 000 106',
    muted: true,
    dialogues: [
      [
        ['them', 'Hola, el sábado haremos mantenimiento del servidor de 22:00 a 23:00.'],
        ['me', 'Gracias por avisar.'],
        ['them', 'El registro no estará disponible durante ese tiempo.'],
      ],
      [
        ['me', 'Diana, un compañero olvidó su contraseña.'],
        ['them', 'Que use «¿Olvidó su contraseña?» en la pantalla de ingreso.'],
        ['me', 'Se lo digo, gracias.'],
      ],
    ],
  },
  {
    key: 'elena-ttito',
    name: 'Cap. PNP Elena Ttito Huamán',
    about: 'Jefa de la Policía de Turismo Cusco',
    title: 'Capitana PNP',
    company: 'Policía de Turismo Cusco',
    address: 'Calle Saphi 510, Cusco',
    email: 'elena.ttito@policia.example',
    phone: '984 000 107',
    dialogues: [
      [
        ['them', 'Mañana llegan tres grupos grandes al Qorikancha.'],
        ['me', 'Reforzamos el patrullaje desde las 8:00.'],
        ['them', 'Perfecto. Reporten cualquier incidente.'],
      ],
      [
        ['them', 'Necesito el parte de la semana para el viernes.'],
        ['me', 'Lo tendrá el jueves por la tarde.'],
        ['them', 'Gracias.'],
      ],
    ],
  },
];

/** Whom each demo account talks to. */
const CONTACTS_OF: Record<(typeof DEMO_ACCOUNTS)[number]['id'], readonly string[]> = {
  'user-admin': ['rosa-quispe', 'julio-mamani', 'diana-chavez', 'carmen-flores', 'marco-paredes'],
  'user-dircetur': [
    'rosa-quispe',
    'luis-huallpa',
    'carmen-flores',
    'marco-paredes',
    'diana-chavez',
  ],
  'user-policia': ['elena-ttito', 'julio-mamani', 'rosa-quispe', 'diana-chavez'],
};

const contactId = (key: string) => `chat-contact-${key}`;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Documents and links shared in the conversations; each contact gets a few of them. */
const DOCS = [
  'cronograma-inspecciones.pdf',
  'acta-de-inspeccion.pdf',
  'renovaciones-de-carne.xlsx',
  'informe-mensual.docx',
  'relacion-de-hospedajes.xlsx',
  'turnos-policia-turismo.pdf',
];
const LINKS = [
  'https://www.gob.pe/mincetur',
  'https://www.gob.pe/pnp',
  'https://www.senamhi.gob.pe',
  'https://e-consultaruc.sunat.gob.pe',
];

/**
 * The contacts with their details. Birthdays and shared files come from a generator seeded by
 * the contact's key, so they stay the same on every seed. No images are shared: the project
 * ships none to point at.
 */
export function seedChatContacts(): ChatContactRecord[] {
  return CONTACTS.map((contact) => {
    const random = createRandom(textSeed(contact.key));
    const year = 1970 + random.int(0, 29);
    const day = random.int(0, 364);
    // Each count is drawn before the shuffle it cuts.
    const docs = random.int(1, 3);
    const docsShared = random.shuffle(DOCS).slice(0, docs);
    const links = random.int(0, 2);
    const linksShared = random.shuffle(LINKS).slice(0, links);
    const birthday = new Date(Date.UTC(year, 0, 1 + day)).toISOString();
    return {
      id: contactId(contact.key),
      avatar: null,
      background: null,
      name: contact.name,
      about: contact.about,
      details: {
        emails: [{ email: contact.email, label: 'Trabajo' }],
        phoneNumbers: [{ country: 'pe', phoneNumber: contact.phone, label: 'Celular' }],
        title: contact.title,
        company: contact.company,
        birthday,
        address: contact.address,
      },
      attachments: {
        media: [],
        docs: docsShared,
        links: linksShared,
      },
    };
  });
}

export interface ChatSeed {
  chats: ChatRecord[];
  chatMessages: ChatMessageRecord[];
}

/**
 * Each demo account's conversations: one to three of each contact's dialogues, a day or more
 * apart, the newest ending minutes to hours before `now`. About half (never all, never none)
 * are left unread: the newest dialogue stops at the contact's last line, not read yet.
 */
export function seedChats(now: string): ChatSeed {
  const at = Date.parse(now);
  const chats: ChatRecord[] = [];
  const chatMessages: ChatMessageRecord[] = [];
  for (const user of DEMO_ACCOUNTS) {
    const random = createRandom(textSeed(user.id));
    const keys = CONTACTS_OF[user.id];
    // About half unread, but never all or none, so the demo shows both.
    const unreadFlags = keys.map(() => random.chance(0.5));
    if (unreadFlags.every(Boolean) || !unreadFlags.some(Boolean)) {
      unreadFlags[unreadFlags.length - 1] = !unreadFlags[unreadFlags.length - 1];
    }
    keys.forEach((key, chatIndex) => {
      const contact = CONTACTS.find((candidate) => candidate.key === key);
      if (!contact) throw new Error(`unknown chat contact ${key}`);
      const chatId = `chat-${user.username}-${key}`;
      const count = random.int(1, contact.dialogues.length);
      const first = random.int(0, contact.dialogues.length - 1);
      const dialogues = Array.from(
        { length: count },
        (_, index) => contact.dialogues[(first + index) % contact.dialogues.length] ?? [],
      );
      const unread = unreadFlags[chatIndex] ?? false;
      const newest = dialogues.at(-1) ?? [];
      if (unread) {
        dialogues[dialogues.length - 1] = newest.slice(
          0,
          newest.findLastIndex(([who]) => who === 'them') + 1,
        );
      }

      // Walk back from the newest dialogue: it ends 5 minutes to 10 hours ago, each earlier one
      // a day or three before the next.
      let end = at - random.int(5, 600) * MINUTE;
      const lines: { line: Line; time: number }[] = [];
      for (const dialogue of [...dialogues].reverse()) {
        let time = end;
        const timed = [...dialogue].reverse().map((line) => {
          const entry = { line, time };
          time -= random.int(1, 9) * MINUTE;
          return entry;
        });
        lines.unshift(...timed.reverse());
        end = end - random.int(1, 3) * DAY - random.int(0, 180) * MINUTE;
      }

      const trailing = lines.length - 1 - lines.findLastIndex(({ line }) => line[0] === 'me');
      chats.push({
        id: chatId,
        userId: user.id,
        contactId: contactId(key),
        unreadCount: unread ? trailing : 0,
        muted: contact.muted ?? false,
      });
      lines.forEach(({ line: [who, value], time }, index) => {
        chatMessages.push({
          id: `${chatId}-${index + 1}`,
          chatId,
          contactId: who === 'me' ? user.id : contactId(key),
          value,
          createdAt: new Date(time).toISOString(),
          isMine: who === 'me',
        });
      });
    });
  }
  return { chats, chatMessages };
}
