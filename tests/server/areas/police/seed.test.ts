import { describe, expect, it } from 'vitest';
import type { PoliceRank } from '../../../../generated/graphql';
import { seedJurisdictions } from '../../../../server/areas/jurisdictions/seed';
import { seedPolice } from '../../../../server/areas/police/seed';
import { isDistrictOf, isProvince } from '../../../../shared/cusco';
import { isValidCip, isValidDni } from '../../../../shared/documents';
import { isLanguageCode } from '../../../../shared/languages';

const NOW = new Date('2026-05-10T15:00:00Z');

const RANKS: PoliceRank[] = [
  'SUBOFICIAL_TERCERA',
  'SUBOFICIAL_SEGUNDA',
  'SUBOFICIAL_PRIMERA',
  'SUBOFICIAL_TECNICO_TERCERA',
  'SUBOFICIAL_TECNICO_SEGUNDA',
  'SUBOFICIAL_TECNICO_PRIMERA',
  'SUBOFICIAL_SUPERIOR',
  'SUBOFICIAL_BRIGADIER',
  'ALFEREZ',
  'TENIENTE',
  'CAPITAN',
  'MAYOR',
  'COMANDANTE',
  'CORONEL',
];

describe('seedPolice', () => {
  const officers = seedPolice(NOW);

  it('seeds at least 44 officers with unique ids, CIPs and DNIs, all valid', () => {
    expect(officers.length).toBeGreaterThanOrEqual(44);
    for (const key of ['id', 'cip', 'dni'] as const) {
      expect(new Set(officers.map((officer) => officer[key])).size).toBe(officers.length);
    }
    for (const officer of officers) {
      expect(isValidCip(officer.cip), officer.cip).toBe(true);
      expect(isValidDni(officer.dni), officer.dni).toBe(true);
      expect(officer.languages[0]).toBe('es');
      expect(officer.languages.every(isLanguageCode)).toBe(true);
      expect(officer.unit.length).toBeGreaterThan(0);
    }
  });

  it('has every PNP rank and mostly active officers, some on leave or discharged', () => {
    expect(new Set(officers.map((officer) => officer.rank))).toEqual(new Set(RANKS));
    const active = officers.filter((officer) => officer.status === 'ACTIVO').length;
    expect(active / officers.length).toBeGreaterThan(0.6);
    expect(new Set(officers.map((officer) => officer.status)).size).toBe(5);
  });

  it('keeps discharged officers out of every area', () => {
    for (const officer of officers.filter((officer) => officer.status === 'BAJA')) {
      expect(officer.jurisdictionId).toBeNull();
    }
  });

  it('is the same on every build', () => {
    expect(seedPolice(NOW)).toEqual(officers);
  });
});

describe('seedJurisdictions', () => {
  const jurisdictions = seedJurisdictions(NOW);
  const officers = seedPolice(NOW);
  const officerById = new Map(officers.map((officer) => [officer.id, officer]));
  const jurisdictionIds = new Set(jurisdictions.map((jurisdiction) => jurisdiction.id));

  it('seeds 8 to 10 areas with unique ids and names', () => {
    expect(jurisdictions.length).toBeGreaterThanOrEqual(8);
    expect(jurisdictions.length).toBeLessThanOrEqual(10);
    expect(jurisdictionIds.size).toBe(jurisdictions.length);
    expect(new Set(jurisdictions.map((jurisdiction) => jurisdiction.name)).size).toBe(
      jurisdictions.length,
    );
  });

  it('lists districts of its own province, a station in the region and tourist zones', () => {
    for (const jurisdiction of jurisdictions) {
      expect(isProvince(jurisdiction.province)).toBe(true);
      expect(jurisdiction.districts.length).toBeGreaterThan(0);
      for (const district of jurisdiction.districts) {
        expect(isDistrictOf(jurisdiction.province, district), district).toBe(true);
      }
      const { headquarters } = jurisdiction;
      expect(headquarters.name).toMatch(/Comisaría|Puesto/);
      expect(headquarters.phone).toMatch(/^084 \d{6}$/);
      expect(headquarters.latitude).toBeGreaterThan(-15.5);
      expect(headquarters.latitude).toBeLessThan(-11.2);
      expect(headquarters.longitude).toBeGreaterThan(-74);
      expect(headquarters.longitude).toBeLessThan(-70.3);
      expect(jurisdiction.touristZones.length).toBeGreaterThan(0);
    }
  });

  it('is led by an active officer who belongs to it', () => {
    for (const jurisdiction of jurisdictions) {
      const chief = officerById.get(jurisdiction.responsibleOfficerId ?? '');
      expect(chief, jurisdiction.id).toBeDefined();
      expect(chief?.jurisdictionId).toBe(jurisdiction.id);
      expect(chief?.status).toBe('ACTIVO');
    }
  });

  it('is where every assigned officer serves, and each area has officers besides its chief', () => {
    for (const officer of officers) {
      if (officer.jurisdictionId !== null) {
        expect(jurisdictionIds.has(officer.jurisdictionId)).toBe(true);
      }
    }
    for (const jurisdiction of jurisdictions) {
      const staff = officers.filter((officer) => officer.jurisdictionId === jurisdiction.id);
      expect(staff.length, jurisdiction.id).toBeGreaterThanOrEqual(2);
    }
  });

  it('places Machu Picchu under Machupicchu Pueblo', () => {
    const machupicchu = jurisdictions.find((jurisdiction) =>
      jurisdiction.districts.includes('Machupicchu'),
    );
    expect(machupicchu?.touristZones).toContain('Santuario Histórico de Machu Picchu');
  });
});
