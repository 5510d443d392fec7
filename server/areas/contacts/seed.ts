import { createRandom, drawUnique } from '../../seed/random';
import { seededId } from '../../template/seed-id';
import type { ContactRecord, ContactTagRecord } from './model';

/** The template's contact tags. */
export const SEEDED_CONTACT_TAGS: ContactTagRecord[] = [
  'Work',
  'Friend',
  'Family',
  'High School',
  'College',
  'Baseball Team',
  'Band',
].map((title) => ({ id: `tag-${title.toLowerCase().replace(/ /g, '-')}`, title }));

const FIRST = [
  'Rosa',
  'Julio',
  'María Elena',
  'Luis',
  'Patricia',
  'Carlos',
  'Ana Lucía',
  'Jorge',
  'Milagros',
  'Wilber',
  'Yolanda',
  'Edwin',
  'Sonia',
  'Raúl',
  'Flor',
  'Óscar',
  'Nilda',
  'Hernán',
];
const LAST = [
  'Quispe',
  'Huamán',
  'Mamani',
  'Condori',
  'Ccahuana',
  'Paucar',
  'Villena',
  'Mendoza',
  'Tito',
  'Álvarez',
  'Choque',
  'Zúñiga',
  'Farfán',
  'Ñahui',
  'Loayza',
  'Puma',
];
const JOBS = [
  ['Guía oficial de turismo', 'Andean Expeditions'],
  ['Gerente', 'Hostal San Blas'],
  ['Suboficial', 'Comisaría de Turismo Cusco'],
  ['Especialista en turismo', 'DIRCETUR Cusco'],
  ['Coordinadora de operaciones', 'Inca Trail Travel'],
  ['Recepcionista', 'Hotel Plaza de Armas'],
  ['Arriero', 'Asociación de Arrieros de Mollepata'],
  ['Médico', 'Hospital Regional del Cusco'],
] as const;
const STREETS = [
  'Av. El Sol',
  'Calle Plateros',
  'Cuesta San Blas',
  'Av. de la Cultura',
  'Calle Saphy',
  'Jr. Tullumayo',
];
const DISTRICTS = ['Cusco', 'Wanchaq', 'Santiago', 'San Sebastián', 'Urubamba', 'Pisac'];
const FOREIGN: readonly (readonly [string, string])[] = [
  ['us', '+1 415 555 01'],
  ['es', '+34 612 34 '],
  ['tr', '+90 532 555 '],
  ['de', '+49 151 234 '],
];

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.');

/** 36 contacts with Cusco jobs, phones and addresses; some tagged, a few abroad. */
export function seedContacts(seed = 0xc0a7ac): ContactRecord[] {
  const random = createRandom(seed);
  const names = new Set<string>();
  return Array.from({ length: 36 }, () => {
    const name = drawUnique(
      names,
      () => `${random.pick(FIRST)} ${random.pick(LAST)} ${random.pick(LAST)}`,
    );
    const [title, company] = random.pick(JOBS);
    const handle = ascii(name.split(' ').slice(0, 2).join(' '));
    const abroad = random.chance(0.15) ? random.pick(FOREIGN) : null;
    const year = random.int(1960, 2002);
    const month = String(random.int(1, 12)).padStart(2, '0');
    const day = String(random.int(1, 28)).padStart(2, '0');
    return {
      id: seededId(random),
      avatar: null,
      background: null,
      name,
      emails: [
        {
          email: `${handle}@${company.toLowerCase().replace(/[^a-z]+/g, '')}.pe`,
          label: 'Trabajo',
        },
        ...(random.chance(0.4)
          ? [{ email: `${handle}${random.int(1, 99)}@gmail.com`, label: 'Personal' }]
          : []),
      ],
      phoneNumbers: [
        {
          country: 'pe',
          phoneNumber: `9${random.digits(2)} ${random.digits(3)} ${random.digits(3)}`,
          label: 'Móvil',
        },
        ...(abroad
          ? [
              {
                country: abroad[0],
                phoneNumber: `${abroad[1]}${random.digits(2)}`,
                label: 'Extranjero',
              },
            ]
          : []),
      ],
      title,
      company,
      birthday: `${year}-${month}-${day}T12:00:00.000Z`,
      address: `${random.pick(STREETS)} ${random.int(100, 999)}, ${random.pick(DISTRICTS)}, Cusco`,
      notes: random.chance(0.5) ? `<p>Contacto de ${company}.</p>` : null,
      tags: random.sample(SEEDED_CONTACT_TAGS, random.int(0, 2)).map((tag) => tag.id),
    };
  });
}
