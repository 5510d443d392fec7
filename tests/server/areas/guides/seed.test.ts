import { describe, expect, it } from 'vitest';
import { generateGuides } from '../../../../server/areas/guides/bulk';
import { seedGuides } from '../../../../server/areas/guides/seed';
import { addDays, cuscoDate } from '../../../../shared/dates';
import { identityDocumentError, normalizeDocument } from '../../../../shared/documents';
import { isLanguageCode } from '../../../../shared/languages';

const NOW = new Date('2026-05-10T15:00:00Z');
const TODAY = cuscoDate(NOW);
const IN_30_DAYS = addDays(TODAY, 30);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

describe('seedGuides', () => {
  const guides = seedGuides(NOW);

  it('seeds at least 64 guides with unique ids, documents and carnés', () => {
    expect(guides.length).toBeGreaterThanOrEqual(64);
    for (const key of ['id', 'documentNumber', 'licenseNumber'] as const) {
      expect(new Set(guides.map((guide) => guide[key])).size).toBe(guides.length);
    }
  });

  it('gives every guide a valid document, kept normalised, and a normalised carné', () => {
    for (const guide of guides) {
      expect(identityDocumentError(guide.documentType, guide.documentNumber)).toBeNull();
      expect(guide.documentNumber).toBe(normalizeDocument(guide.documentNumber));
      expect(guide.licenseNumber).toBe(guide.licenseNumber.toUpperCase());
    }
    expect(guides.some((guide) => guide.documentType === 'CE')).toBe(true);
  });

  it('gives every guide Spanish first and only ISO 639-1 codes, without repeats', () => {
    for (const guide of guides) {
      expect(guide.languages[0]).toBe('es');
      expect(new Set(guide.languages).size).toBe(guide.languages.length);
      for (const code of guide.languages) expect(isLanguageCode(code)).toBe(true);
      expect(guide.specialties.length).toBeGreaterThan(0);
    }
    expect(guides.filter((guide) => guide.languages.includes('qu')).length).toBeGreaterThan(5);
  });

  it('issues carnés before they expire and never in the future', () => {
    for (const guide of guides) {
      expect(guide.licenseIssuedOn).toMatch(DAY);
      expect(guide.licenseExpiresOn).toMatch(DAY);
      expect(guide.licenseIssuedOn < guide.licenseExpiresOn).toBe(true);
      expect(guide.licenseIssuedOn <= TODAY).toBe(true);
      expect(guide.createdAt <= NOW.toISOString()).toBe(true);
      expect(guide.createdAt <= guide.updatedAt).toBe(true);
    }
  });

  it('has about 10% expired carnés, at least 5 expiring within 30 days, some suspended', () => {
    const expired = guides.filter((guide) => guide.licenseExpiresOn < TODAY);
    const expiring = guides.filter(
      (guide) => guide.licenseExpiresOn >= TODAY && guide.licenseExpiresOn <= IN_30_DAYS,
    );
    expect(expired.length / guides.length).toBeGreaterThanOrEqual(0.08);
    expect(expired.length / guides.length).toBeLessThanOrEqual(0.12);
    expect(expiring.length).toBeGreaterThanOrEqual(5);
    const suspended = guides.filter((guide) => guide.status === 'SUSPENDIDO');
    expect(suspended.length).toBeGreaterThanOrEqual(3);
    expect(guides.every((guide) => ['VIGENTE', 'SUSPENDIDO'].includes(guide.status))).toBe(true);
  });

  it('is the same on every build, and moves its dates with `now`', () => {
    expect(seedGuides(NOW)).toEqual(guides);
    const later = seedGuides(new Date('2027-01-01T12:00:00Z'));
    expect(later.map((guide) => guide.documentNumber)).toEqual(
      guides.map((guide) => guide.documentNumber),
    );
    expect(later[0]?.licenseExpiresOn).not.toBe(guides[0]?.licenseExpiresOn);
  });
});

describe('generateGuides', () => {
  it('makes 10,000 valid guides with unique ids, documents and carnés', () => {
    const guides = generateGuides(10_000, NOW, 42);
    expect(guides).toHaveLength(10_000);
    for (const key of ['id', 'documentNumber', 'licenseNumber'] as const) {
      expect(new Set(guides.map((guide) => guide[key])).size).toBe(10_000);
    }
    const invalid = guides.filter(
      (guide) =>
        identityDocumentError(guide.documentType, guide.documentNumber) !== null ||
        !guide.languages.every(isLanguageCode) ||
        guide.licenseIssuedOn >= guide.licenseExpiresOn,
    );
    expect(invalid).toEqual([]);
    const expired = guides.filter((guide) => guide.licenseExpiresOn < TODAY).length;
    expect(expired).toBe(1000);
  });

  it('depends only on its arguments', () => {
    expect(generateGuides(50, NOW, 7)).toEqual(generateGuides(50, NOW, 7));
    expect(generateGuides(50, NOW, 8)).not.toEqual(generateGuides(50, NOW, 7));
  });
});
