import type { AgencyClassification } from '../../../generated/graphql';
import { cuscoDate } from '../../../shared/dates';
import { expiryPlan, validityPeriod } from '../../seed/expiry';
import { asciiSlug, cuscoLandline, mobilePhone, peruvianName, rucNumber } from '../../seed/people';
import { pickTown, streetAddress } from '../../seed/places';
import { createRandom, drawUnique, spread } from '../../seed/random';
import { recordStamps } from '../../seed/stamps';
import type { SetStatus } from '../guides/model';
import type { TravelAgencyRecord } from './model';

const SEED = 0xa6e7c1;
const COUNT = 44;

// biome-ignore format: word lists read better packed
const BRAND_WORDS = [
  'Inka', 'Qosqo', 'Andean', 'Cóndor', 'Apu', 'Sumaq', 'Killa', 'Inti', 'Pachamama', 'Wayra',
  'Puma', 'Vilcanota', 'Salkantay', 'Ausangate', 'Tawantinsuyu', 'Amaru', 'Chaska', 'Munay',
  'Valle Sagrado', 'Q\'ente', 'Kallpa', 'Willka', 'Llaqta', 'Urpi',
];
// biome-ignore format: word lists read better packed
const BRAND_KINDS = [
  'Travel', 'Tours', 'Expeditions', 'Adventures', 'Trek', 'Viajes', 'Explorer', 'Turismo',
  'Travel & Tours', 'Peru Travel', 'Operador Turístico', 'Trekking',
];
const COMPANY_FORMS = ['S.A.C.', 'E.I.R.L.', 'S.R.L.', 'S.A.C.', 'E.I.R.L.'];

/**
 * The seeded register of travel agencies: 44 agencies, mostly in Cusco city and the Sacred
 * Valley; companies (RUC 20) and sole traders (RUC 10 with the owner's DNI); a few certificates
 * expired or about to, a few suspended.
 */
export function seedTravelAgencies(now: Date): TravelAgencyRecord[] {
  const random = createRandom(SEED);
  const today = cuscoDate(now);
  const expiries = expiryPlan(random, COUNT);
  const statuses = spread<SetStatus>(random, COUNT, [['SUSPENDIDO', 4]], 'VIGENTE');
  const classifications = spread<AgencyClassification>(
    random,
    COUNT,
    [
      ['OPERADOR_TURISMO', 14],
      ['MAYORISTA', 5],
    ],
    'MINORISTA',
  );
  const tradeNames = new Set<string>();
  const rucs = new Set<string>();
  return expiries.map((expiry, index) => {
    const tradeName = drawUnique(
      tradeNames,
      () => `${random.pick(BRAND_WORDS)} ${random.pick(BRAND_KINDS)}`,
    );
    const soleTrader = random.chance(0.3);
    const owner = peruvianName(random);
    const businessName = soleTrader
      ? `${owner.lastNames} ${owner.firstNames}`.toUpperCase()
      : `${tradeName} ${random.pick(COMPANY_FORMS)}`;
    const town = pickTown(random);
    const slug = asciiSlug(tradeName);
    // Certificates of the regional register run for three years.
    const certificate = validityPeriod(random, today, expiry, 1095);
    return {
      id: `travel-agency-${String(index + 1).padStart(3, '0')}`,
      businessName,
      tradeName,
      ruc: drawUnique(rucs, () => rucNumber(random, soleTrader ? 'natural' : 'juridica')),
      classification: classifications[index] as AgencyClassification,
      address: streetAddress(random, town),
      district: town.district,
      province: town.province,
      phone:
        town.province === 'Cusco' && random.chance(0.6)
          ? cuscoLandline(random)
          : mobilePhone(random),
      email: random.chance(0.9)
        ? `${random.pick(['info', 'reservas', 'ventas'])}@${slug}.com`
        : null,
      website: random.chance(0.7) ? `https://www.${slug}.com` : null,
      certificateNumber: `CUS-AV-${certificate.from.slice(0, 4)}-${String(index + 1).padStart(4, '0')}`,
      registeredOn: certificate.from,
      expiresOn: certificate.until,
      status: statuses[index] as SetStatus,
      ...recordStamps(random, now, 900),
    };
  });
}
