import { describe, expect, it } from 'vitest';
import { seedTravelAgencies } from '../../../../server/areas/travel-agencies/seed';
import { isDistrictOf, isProvince } from '../../../../shared/cusco';
import { addDays, cuscoDate } from '../../../../shared/dates';
import { isValidRuc } from '../../../../shared/documents';

const NOW = new Date('2026-05-10T15:00:00Z');
const TODAY = cuscoDate(NOW);

describe('seedTravelAgencies', () => {
  // The seed registers agencies as staff do, with their certificate's dates.
  const agencies = seedTravelAgencies(NOW).map((agency) => ({
    ...agency,
    registeredOn: agency.registeredOn ?? 'missing',
    expiresOn: agency.expiresOn ?? 'missing',
  }));

  it('dates every certificate', () => {
    expect(agencies.filter((agency) => agency.expiresOn === 'missing')).toEqual([]);
    expect(agencies.filter((agency) => agency.registeredOn === 'missing')).toEqual([]);
  });

  it('seeds at least 44 agencies with unique ids, RUCs, certificates and trade names', () => {
    expect(agencies.length).toBeGreaterThanOrEqual(44);
    for (const key of ['id', 'ruc', 'certificateNumber', 'tradeName'] as const) {
      expect(new Set(agencies.map((agency) => agency[key])).size).toBe(agencies.length);
    }
  });

  it('gives every agency a RUC with a correct check digit, companies and sole traders', () => {
    for (const agency of agencies) expect(isValidRuc(agency.ruc), agency.ruc).toBe(true);
    expect(agencies.some((agency) => agency.ruc.startsWith('20'))).toBe(true);
    expect(agencies.some((agency) => agency.ruc.startsWith('10'))).toBe(true);
  });

  it('places every agency in a district of its province', () => {
    for (const agency of agencies) {
      expect(isProvince(agency.province)).toBe(true);
      expect(isDistrictOf(agency.province, agency.district), agency.district).toBe(true);
    }
  });

  it('uses every classification and keeps certificates upper case', () => {
    const classes = new Set(agencies.map((agency) => agency.classification));
    expect([...classes].sort()).toEqual(['MAYORISTA', 'MINORISTA', 'OPERADOR_TURISMO']);
    for (const agency of agencies) {
      expect(agency.certificateNumber).toBe(agency.certificateNumber.toUpperCase());
      expect(agency.registeredOn < agency.expiresOn).toBe(true);
      expect(agency.registeredOn <= TODAY).toBe(true);
    }
  });

  it('has expired and soon-expiring certificates and some suspended agencies', () => {
    const expired = agencies.filter((agency) => agency.expiresOn < TODAY);
    const expiring = agencies.filter(
      (agency) => agency.expiresOn >= TODAY && agency.expiresOn <= addDays(TODAY, 30),
    );
    expect(expired.length).toBeGreaterThanOrEqual(3);
    expect(expired.length / agencies.length).toBeLessThanOrEqual(0.15);
    expect(expiring.length).toBeGreaterThanOrEqual(5);
    expect(agencies.filter((agency) => agency.status === 'SUSPENDIDO').length).toBeGreaterThan(0);
  });

  it('is the same on every build', () => {
    expect(seedTravelAgencies(NOW)).toEqual(agencies);
  });
});
