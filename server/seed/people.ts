import { rucCheckDigit } from '../../shared/documents';
import type { Random } from './random';

/** Invented people of Cusco: Spanish and Quechua given names, Quechua and Spanish surnames. */
// biome-ignore format: a table of names reads better packed
const GIVEN_NAMES: Record<'female' | 'male', readonly string[]> = {
  female: [
    'Rosa', 'María', 'Juana', 'Lucía', 'Carmen', 'Elena', 'Gladys', 'Yaneth', 'Marleni', 'Ruth',
    'Silvia', 'Vilma', 'Nilda', 'Flor', 'Norma', 'Milagros', 'Ana', 'Sonia', 'Karina', 'Roxana',
    'Killa', 'Sumaq', 'Wayta', 'Ima', 'Nayra', 'Jhoselyn', 'Maribel', 'Yesenia', 'Delia', 'Irma',
  ],
  male: [
    'Juan', 'José', 'Luis', 'Carlos', 'Jorge', 'Wilber', 'Edwin', 'Ronald', 'Hernán', 'Fredy',
    'Julio', 'Raúl', 'César', 'Mario', 'Percy', 'Wilfredo', 'Américo', 'Alberto', 'Rubén', 'Efraín',
    'Inti', 'Amaru', 'Wayra', 'Yupanqui', 'Sinchi', 'Rómulo', 'Teófilo', 'Vidal', 'Saturnino', 'Abel',
  ],
} as const;

// biome-ignore format: a table of names reads better packed
const SURNAMES = [
  'Quispe', 'Huamán', 'Mamani', 'Condori', 'Ccori', 'Puma', 'Choque', 'Cusi', 'Huallpa', 'Apaza',
  'Ccahuana', 'Yupanqui', 'Tupayachi', 'Huillca', 'Ttito', 'Cusihuamán', 'Sonqo', 'Chalco',
  'Ccama', 'Huarancca', 'Illa', 'Pumacahua', 'Auccapuma', 'Layme', 'Sullca', 'Ccolque', 'Champi',
  'Gutiérrez', 'Villafuerte', 'Pacheco', 'Zúñiga', 'Vargas', 'Flores', 'Rojas', 'Álvarez',
  'Paredes', 'Castillo', 'Chávez', 'Loayza', 'Mendoza', 'Farfán', 'Valencia', 'Zamalloa',
  'Olivera', 'Del Castillo', 'Béjar', 'Segovia', 'Ochoa', 'Carrasco', 'Luna', 'Miranda', 'Ugarte',
  'Pérez',
];

/** Guides from abroad with a carné de extranjería: their names and the language they bring. */
const FOREIGN_PEOPLE = [
  {
    given: ['Julien', 'Camille', 'Mathieu', 'Élodie'],
    family: ['Dubois', 'Moreau', 'Lefèvre'],
    language: 'fr',
  },
  {
    given: ['Lukas', 'Anna', 'Jonas', 'Katrin'],
    family: ['Schneider', 'Becker', 'Wagner'],
    language: 'de',
  },
  {
    given: ['Marco', 'Giulia', 'Luca', 'Chiara'],
    family: ['Rossi', 'Bianchi', 'Romano'],
    language: 'it',
  },
  {
    given: ['Thiago', 'Fernanda', 'Rafael', 'Beatriz'],
    family: ['Oliveira', 'Souza', 'Carvalho'],
    language: 'pt',
  },
  {
    given: ['Hiroshi', 'Yuki', 'Kenji', 'Aiko'],
    family: ['Tanaka', 'Sato', 'Nakamura'],
    language: 'ja',
  },
  {
    given: ['Emily', 'Daniel', 'Sarah', 'Michael'],
    family: ['Walker', 'Thompson', 'Miller'],
    language: 'en',
  },
  {
    given: ['Noa', 'Itai', 'Yael', 'Omer'],
    family: ['Levi', 'Mizrahi', 'Friedman'],
    language: 'he',
  },
  {
    given: ['Daan', 'Sanne', 'Bram', 'Lotte'],
    family: ['de Vries', 'Jansen', 'Bakker'],
    language: 'nl',
  },
] as const;

export interface PersonName {
  firstNames: string;
  lastNames: string;
}

/** One or two given names and the two surnames (paternal, maternal) Peruvians carry. */
export function peruvianName(random: Random): PersonName {
  const [first, second] = random.sample(GIVEN_NAMES[random.chance(0.5) ? 'female' : 'male'], 2);
  const [paternal, maternal] = random.sample(SURNAMES, 2);
  return {
    firstNames: random.chance(0.45) ? `${first} ${second}` : (first as string),
    lastNames: `${paternal} ${maternal}`,
  };
}

/** A foreign resident's name and native language (ISO 639-1). */
export function foreignName(random: Random): PersonName & { language: string } {
  const people = random.pick(FOREIGN_PEOPLE);
  return {
    firstNames: random.pick(people.given),
    lastNames: random.pick(people.family),
    language: people.language,
  };
}

/** Lower case, no accents or spaces: for e-mail addresses built from names. */
export function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** A personal address such as rosa.quispe27@gmail.com. */
export function personalEmail(random: Random, name: PersonName): string {
  const first = asciiSlug(name.firstNames.split(' ')[0] ?? '');
  const last = asciiSlug(name.lastNames.split(' ')[0] ?? '');
  const domain = random.pick(['gmail.com', 'gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.es']);
  const suffix = random.chance(0.6) ? String(random.int(1, 99)) : '';
  return `${first}.${last}${suffix}@${domain}`;
}

/** A Peruvian mobile number as people write it: 984 123 456. */
export function mobilePhone(random: Random): string {
  const prefix = random.pick(['984', '974', '951', '940', '987', '996', '925', '963']);
  return `${prefix} ${random.digits(3)} ${random.digits(3)}`;
}

/** A Cusco landline as people write it: 084 241234. */
export function cuscoLandline(random: Random): string {
  return `084 2${random.digits(5)}`;
}

/** A DNI: 8 digits, drawn from the range DNIs of adults actually take (no leading 00). */
export function dniNumber(random: Random): string {
  return `${random.int(1, 7)}${random.digits(7)}`;
}

/** A RUC with SUNAT's check digit: persona natural (10 + their DNI) or persona jurídica (20). */
export function rucNumber(random: Random, kind: 'natural' | 'juridica', dni?: string): string {
  const body =
    kind === 'natural'
      ? `10${dni ?? dniNumber(random)}`
      : `20${random.int(10, 60)}${random.digits(6)}`;
  return `${body}${rucCheckDigit(body)}`;
}
