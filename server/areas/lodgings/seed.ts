import type { LodgingCategory, LodgingClass, LodgingStatus } from '../../../generated/graphql';
import { asciiSlug, cuscoLandline, mobilePhone, peruvianName, rucNumber } from '../../seed/people';
import { nearTown, pickTown, streetAddress, TOWNS, type Town } from '../../seed/places';
import { createRandom, drawUnique, type Random, spread } from '../../seed/random';
import { recordStamps } from '../../seed/stamps';
import type { LodgingRecord } from './model';

const SEED = 0x10d61e;
const COUNT = 64;

// biome-ignore format: word lists read better packed
const NAMES = [
  'Inti Wasi', 'Tambo del Inka', 'Qorichaska', 'Munay Wasi', 'Samay Wasi', 'Killa Wasi',
  'Ñawpa Wasi', 'Rumi Wasi', 'Sumaq Pacha', 'Wayra Wasi', 'Hatun Rumi', 'Tika Wasi', 'Kusi Wasi',
  'Sol de Oro', 'Mirador del Valle', 'Las Terrazas', 'El Balcón',
  'Colonial', 'Imperial', 'Los Andes', 'Puma Wasi', 'Wiñay Wasi', 'Amaru', 'Ccori Wasi',
  'Mama Killa', 'Pachacútec', 'Huayna Wasi', 'Sapa Inca', 'Kantu', 'Chaska', 'Qantu Wasi',
  'Valle Verde', 'Río Vilcanota', 'Casona Real', 'Patio Andino', 'La Recoleta', 'Yawar Wasi',
];

const CLASS_WORD: Record<LodgingClass, readonly string[]> = {
  HOTEL: ['Hotel', 'Hotel Boutique'],
  APART_HOTEL: ['Apart Hotel'],
  HOSTAL: ['Hostal', 'Hostal'],
  ALBERGUE: ['Hostel', 'Albergue'],
  ECOLODGE: ['Ecolodge', 'Lodge'],
  OTRO: ['Casa de Huéspedes', 'Posada'],
};

const CATEGORIES: Record<LodgingClass, readonly LodgingCategory[]> = {
  HOTEL: ['TRES_ESTRELLAS', 'TRES_ESTRELLAS', 'CUATRO_ESTRELLAS', 'CINCO_ESTRELLAS'],
  APART_HOTEL: ['TRES_ESTRELLAS', 'CUATRO_ESTRELLAS'],
  HOSTAL: ['UNA_ESTRELLA', 'DOS_ESTRELLAS', 'DOS_ESTRELLAS', 'TRES_ESTRELLAS', 'SIN_CATEGORIA'],
  ALBERGUE: ['SIN_CATEGORIA'],
  ECOLODGE: ['SIN_CATEGORIA', 'TRES_ESTRELLAS'],
  OTRO: ['SIN_CATEGORIA'],
};

const ROOMS: Record<LodgingClass, readonly [min: number, max: number]> = {
  HOTEL: [20, 140],
  APART_HOTEL: [10, 40],
  HOSTAL: [8, 30],
  ALBERGUE: [6, 20],
  ECOLODGE: [6, 24],
  OTRO: [3, 10],
};

/** Where ecolodges are: the cloud forest and the jungle edge, not city streets. */
const ECOLODGE_TOWNS = TOWNS.filter((town) =>
  ['Kosñipata', 'Santa Teresa', 'Machupicchu', 'Urubamba', 'Mollepata'].includes(town.district),
);

/**
 * The seeded register of lodgings: 64 hotels, hostales, hostels and lodges, mostly in Cusco
 * city, the Sacred Valley and Aguas Calientes, most with the coordinates of their town.
 */
export function seedLodgings(now: Date): LodgingRecord[] {
  const random = createRandom(SEED);
  const classes = spread<LodgingClass>(
    random,
    COUNT,
    [
      ['HOTEL', 22],
      ['APART_HOTEL', 4],
      ['ALBERGUE', 8],
      ['ECOLODGE', 5],
      ['OTRO', 3],
    ],
    'HOSTAL',
  );
  const statuses = spread<LodgingStatus>(
    random,
    COUNT,
    [
      ['SUSPENDIDO', 4],
      ['CERRADO', 3],
    ],
    'ACTIVO',
  );
  const tradeNames = new Set<string>();
  const rucs = new Set<string>();
  return classes.map((lodgingClass, index) => {
    const town = lodgingClass === 'ECOLODGE' ? random.pick(ECOLODGE_TOWNS) : pickTown(random);
    const tradeName = drawUnique(
      tradeNames,
      () => `${random.pick(CLASS_WORD[lodgingClass])} ${random.pick(NAMES)}`,
    );
    const rooms = random.int(...ROOMS[lodgingClass]);
    const soleTrader = (lodgingClass === 'HOSTAL' || lodgingClass === 'OTRO') && random.chance(0.5);
    const place = random.chance(0.85)
      ? nearTown(random, town)
      : { latitude: null, longitude: null };
    const lodging = {
      id: `lodging-${String(index + 1).padStart(3, '0')}`,
      tradeName,
      businessName: businessName(random, tradeName, soleTrader),
      ruc: drawUnique(rucs, () => rucNumber(random, soleTrader ? 'natural' : 'juridica')),
      lodgingClass,
      category: random.pick(CATEGORIES[lodgingClass]),
      address: streetAddress(random, town),
      district: town.district,
      province: town.province,
      phone: phone(random, town),
      email: random.chance(0.9) ? `reservas@${asciiSlug(tradeName)}.com` : null,
      rooms,
      // Hostels sell beds in shared rooms; the others mostly doubles and some triples.
      beds:
        lodgingClass === 'ALBERGUE'
          ? rooms * random.int(3, 6)
          : rooms + random.int(Math.ceil(rooms / 2), rooms),
      status: statuses[index] as LodgingStatus,
      ...place,
      ...recordStamps(random, now, 900),
    };
    return { ...lodging, certificateNumber: certificateOf(index, lodging.createdAt) };
  });
}

/** The establishment's certificate: `CUS-EH-<year registered>-<number>`, unique by its index. */
export const certificateOf = (index: number, createdAt: string) =>
  `CUS-EH-${createdAt.slice(0, 4)}-${String(index + 1).padStart(4, '0')}`;

/** Razón social: the owner's name for a sole trader, a company name otherwise. */
function businessName(random: Random, tradeName: string, soleTrader: boolean): string {
  if (soleTrader) {
    const owner = peruvianName(random);
    return `${owner.lastNames} ${owner.firstNames}`.toUpperCase();
  }
  const prefix = random.pick([
    'Inversiones Turísticas',
    'Hotelera',
    'Negociaciones',
    'Inversiones',
  ]);
  const base = tradeName.replace(
    /^(Hotel Boutique|Hotel|Apart Hotel|Ecolodge|Lodge|Hostel|Albergue) /,
    '',
  );
  return `${prefix} ${base} ${random.pick(['S.A.C.', 'E.I.R.L.', 'S.R.L.'])}`;
}

function phone(random: Random, town: Town): string | null {
  if (random.chance(0.05)) return null;
  return town.province === 'Cusco' && random.chance(0.6)
    ? cuscoLandline(random)
    : mobilePhone(random);
}
