import { cuscoDate } from '../../../shared/dates';
import { expiryPlan, validityPeriod } from '../../seed/expiry';
import {
  dniNumber,
  foreignName,
  mobilePhone,
  personalEmail,
  peruvianName,
} from '../../seed/people';
import { createRandom, drawUnique, type Random, spread } from '../../seed/random';
import { recordStamps } from '../../seed/stamps';
import type { GuideRecord, SetStatus } from './model';

export const GUIDE_SPECIALTIES = [
  'Arqueología',
  'Historia inca',
  'Historia colonial',
  'Turismo de aventura',
  'Camino Inca',
  'Trekking de alta montaña',
  'Observación de aves',
  'Turismo vivencial',
  'Gastronomía',
  'Arte y textilería andina',
  'Turismo místico',
  'Selva y Manu',
] as const;

export const GUIDE_ASSOCIATIONS = [
  'Asociación de Guías Oficiales de Turismo del Cusco',
  'Colegio de Licenciados en Turismo del Cusco',
  'Asociación de Guías de Turismo del Valle Sagrado',
  'Asociación de Guías de Montaña del Cusco',
  'Asociación de Guías del Camino Inca',
] as const;

/** How often a guide of Cusco works in each language besides Spanish. */
const LANGUAGE_ODDS: readonly (readonly [code: string, odds: number])[] = [
  ['en', 0.85],
  ['qu', 0.4],
  ['fr', 0.14],
  ['pt', 0.1],
  ['de', 0.09],
  ['it', 0.08],
  ['ja', 0.04],
  ['he', 0.03],
  ['zh', 0.03],
  ['ko', 0.02],
  ['ru', 0.02],
  ['nl', 0.02],
  ['ay', 0.02],
];

/**
 * `count` valid guides, all with different documents and carnés, drawn from `seed`: the same
 * arguments give the same guides. About 10% of the carnés have expired by `now`, at least 5
 * (about 8%) expire within the next 30 days, and about 7% are SUSPENDIDO. Used by the seed and
 * by the list benchmark (10,000 take about 0.2 s).
 */
export function generateGuides(count: number, now: Date, seed: number): GuideRecord[] {
  const random = createRandom(seed);
  const today = cuscoDate(now);
  const expiries = expiryPlan(random, count);
  const statuses = spread<SetStatus>(
    random,
    count,
    [['SUSPENDIDO', Math.round(count * 0.07)]],
    'VIGENTE',
  );
  const documents = new Set<string>();
  const width = Math.max(4, String(count).length);
  return expiries.map((expiry, index) => {
    const foreign = random.chance(0.08) ? foreignName(random) : null;
    const name = foreign
      ? { firstNames: foreign.firstNames, lastNames: foreign.lastNames }
      : peruvianName(random);
    // Carnés are issued for two or three years.
    const carne = validityPeriod(random, today, expiry, random.pick([730, 1095]));
    const sequence = String(index + 1).padStart(width, '0');
    return {
      id: `guide-${String(index + 1).padStart(3, '0')}`,
      ...name,
      documentType: foreign ? 'CE' : 'DNI',
      documentNumber: drawUnique(documents, () =>
        // A carné de extranjería is 9 digits, the first two zeros.
        foreign ? `00${random.digits(7)}` : dniNumber(random),
      ),
      licenseNumber: `GOT-${carne.from.slice(0, 4)}-${sequence}`,
      languages: guideLanguages(random, foreign?.language ?? null),
      specialties: random.sample(GUIDE_SPECIALTIES, random.int(1, 3)),
      phone: random.chance(0.95) ? mobilePhone(random) : null,
      email: random.chance(0.85) ? personalEmail(random, name) : null,
      licenseIssuedOn: carne.from,
      licenseExpiresOn: carne.until,
      status: statuses[index] as SetStatus,
      association: random.chance(0.8) ? random.pick(GUIDE_ASSOCIATIONS) : null,
      photo: null,
      ...recordStamps(random, now, 900),
    };
  });
}

/** Spanish always, first; a foreigner's own language next; others by how common they are. */
function guideLanguages(random: Random, native: string | null): string[] {
  const languages = new Set(['es']);
  if (native) languages.add(native);
  for (const [code, odds] of LANGUAGE_ODDS) if (random.chance(odds)) languages.add(code);
  return [...languages];
}
