import type { OfficerStatus, PoliceRank } from '../../../generated/graphql';
import { asciiSlug, dniNumber, mobilePhone, peruvianName } from '../../seed/people';
import { createRandom, drawUnique, type Random, spread } from '../../seed/random';
import { recordStamps } from '../../seed/stamps';
import type { PoliceOfficerRecord } from './model';

const SEED = 0x9011ce;

/** The unit each area's officers serve in, in the jurisdictions seed's order. */
const UNIT_BY_JURISDICTION: Record<string, string> = {
  'jurisdiction-cusco-centro': 'DEPTUR Cusco',
  'jurisdiction-san-blas': 'DEPTUR Cusco',
  'jurisdiction-wanchaq': 'DEPTUR Cusco',
  'jurisdiction-santiago': 'DEPTUR Cusco',
  'jurisdiction-san-sebastian': 'DEPTUR Cusco',
  'jurisdiction-pisac': 'DEPTUR Valle Sagrado',
  'jurisdiction-urubamba': 'DEPTUR Valle Sagrado',
  'jurisdiction-ollantaytambo': 'DEPTUR Valle Sagrado',
  'jurisdiction-machupicchu': 'DEPTUR Machupicchu',
  'jurisdiction-sicuani': 'Sección de Turismo Sicuani',
};
const COMMAND_UNIT = 'DIVPOTUR Cusco';

/** The ranks of the chiefs of the ten areas, in the order of UNIT_BY_JURISDICTION. */
const CHIEF_RANKS: readonly PoliceRank[] = [
  'MAYOR',
  'CAPITAN',
  'CAPITAN',
  'TENIENTE',
  'CAPITAN',
  'CAPITAN',
  'MAYOR',
  'TENIENTE',
  'MAYOR',
  'CAPITAN',
];

/** The ranks of the other officers in the areas: mostly suboficiales. */
const RANKS: readonly (readonly [PoliceRank, number])[] = [
  ['SUBOFICIAL_TERCERA', 6],
  ['SUBOFICIAL_SEGUNDA', 5],
  ['SUBOFICIAL_PRIMERA', 5],
  ['SUBOFICIAL_TECNICO_TERCERA', 4],
  ['SUBOFICIAL_TECNICO_SEGUNDA', 3],
  ['SUBOFICIAL_TECNICO_PRIMERA', 3],
  ['SUBOFICIAL_SUPERIOR', 2],
  ['SUBOFICIAL_BRIGADIER', 2],
  ['ALFEREZ', 2],
  ['TENIENTE', 2],
];

/** How many of the other officers serve in each area: the busiest places get the most. */
const POSTED: Record<string, number> = {
  'jurisdiction-cusco-centro': 8,
  'jurisdiction-san-blas': 3,
  'jurisdiction-wanchaq': 3,
  'jurisdiction-santiago': 2,
  'jurisdiction-san-sebastian': 2,
  'jurisdiction-pisac': 3,
  'jurisdiction-urubamba': 3,
  'jurisdiction-ollantaytambo': 3,
  'jurisdiction-machupicchu': 5,
  'jurisdiction-sicuani': 2,
};

interface Posting {
  rank: PoliceRank;
  jurisdictionId: string | null;
  status: OfficerStatus;
}

/**
 * The seeded tourism police: the chiefs of the ten areas (officer-001 to officer-010, each in
 * the area they lead, the order of the jurisdictions seed), two of the command (no area), then 34
 * officers posted across the areas with every PNP rank present and a few on leave or discharged.
 */
export function seedPolice(now: Date): PoliceOfficerRecord[] {
  const random = createRandom(SEED);
  const chiefs: Posting[] = Object.keys(UNIT_BY_JURISDICTION).map((jurisdictionId, index) => ({
    rank: CHIEF_RANKS[index] as PoliceRank,
    jurisdictionId,
    status: 'ACTIVO',
  }));
  const command: Posting[] = [
    { rank: 'CORONEL', jurisdictionId: null, status: 'ACTIVO' },
    { rank: 'COMANDANTE', jurisdictionId: null, status: 'ACTIVO' },
  ];
  const areas = Object.entries(POSTED).flatMap(([id, count]) => Array<string>(count).fill(id));
  const ranks = spread(random, areas.length, RANKS, 'SUBOFICIAL_TERCERA');
  const statuses = spread<OfficerStatus>(
    random,
    areas.length,
    [
      ['FRANCO', 4],
      ['VACACIONES', 3],
      ['LICENCIA', 2],
      ['BAJA', 2],
    ],
    'ACTIVO',
  );
  const others: Posting[] = areas.map((jurisdictionId, index) => {
    const status = statuses[index] as OfficerStatus;
    // A discharged officer keeps the record but no longer belongs to an area.
    return {
      rank: ranks[index] as PoliceRank,
      jurisdictionId: status === 'BAJA' ? null : jurisdictionId,
      status,
    };
  });
  const cips = new Set<string>();
  const dnis = new Set<string>();
  return [...chiefs, ...command, ...others].map((posting, index) => {
    const name = peruvianName(random);
    return {
      id: `officer-${String(index + 1).padStart(3, '0')}`,
      rank: posting.rank,
      ...name,
      cip: drawUnique(cips, () => cipNumber(random, posting.rank)),
      dni: drawUnique(dnis, () => dniNumber(random)),
      phone: random.chance(0.95) ? mobilePhone(random) : null,
      email: random.chance(0.8) ? institutionalEmail(name) : null,
      unit: posting.jurisdictionId
        ? (UNIT_BY_JURISDICTION[posting.jurisdictionId] ?? COMMAND_UNIT)
        : COMMAND_UNIT,
      jurisdictionId: posting.jurisdictionId,
      languages: officerLanguages(random),
      status: posting.status,
      ...recordStamps(random, now, 900),
    };
  });
}

/** Senior officers carry the older, shorter CIPs; later promotions have 8 digits. */
function cipNumber(random: Random, rank: PoliceRank): string {
  const senior = rank === 'CORONEL' || rank === 'COMANDANTE' || rank === 'MAYOR';
  return senior ? String(random.int(100000, 399999)) : `3${random.digits(7)}`;
}

/** e.g. rquispeh@pnp.gob.pe: initial, paternal surname, maternal initial. */
function institutionalEmail(name: { firstNames: string; lastNames: string }): string {
  const [paternal = '', maternal = ''] = name.lastNames.split(' ');
  return `${asciiSlug(name.firstNames).slice(0, 1)}${asciiSlug(paternal)}${asciiSlug(maternal).slice(0, 1)}@pnp.gob.pe`;
}

function officerLanguages(random: Random): string[] {
  const languages = ['es'];
  if (random.chance(0.55)) languages.push('qu');
  if (random.chance(0.6)) languages.push('en');
  if (random.chance(0.06)) languages.push(random.pick(['fr', 'pt', 'de', 'it']));
  return languages;
}
