import { describe, expect, it } from 'vitest';
import {
  alertInputOf,
  expiryProblem,
  formFieldOf,
  formValuesOf,
  fromWallClock,
  isHttpsLink,
  latestExpiry,
  toWallClock,
} from '../../../client/src/areas/alerts/alert-values';
import { railCut } from './fixtures';

describe('the alert form values', () => {
  it("show an instant on Cusco's clock and read it back as the same instant", () => {
    const wall = toWallClock('2026-11-20T13:00:00.000Z');
    expect(wall.format('YYYY-MM-DD HH:mm')).toBe('2026-11-20 08:00');
    expect(fromWallClock(wall)).toBe('2026-11-20T13:00:00.000Z');
  });

  it('send an area of each kind with only its own places', () => {
    const values = formValuesOf(railCut);
    expect(alertInputOf(values).area).toEqual({ kind: 'PROVINCES', provinces: ['Urubamba'] });
    expect(alertInputOf({ ...values, areaKind: 'REGION' }).area).toEqual({ kind: 'REGION' });
    expect(
      alertInputOf({
        ...values,
        areaKind: 'DISTRICTS',
        districts: [{ province: 'Urubamba', district: 'Machupicchu' }],
      }).area,
    ).toEqual({
      kind: 'DISTRICTS',
      districts: [{ province: 'Urubamba', district: 'Machupicchu' }],
    });
    expect(
      alertInputOf({
        ...values,
        areaKind: 'CIRCLE',
        latitude: -13.1631,
        longitude: -72.545,
        radiusKm: 5,
      }).area,
    ).toEqual({ kind: 'CIRCLE', circle: { latitude: -13.1631, longitude: -72.545, radiusKm: 5 } });
  });

  it('send Spanish and English first, then the added languages, trimmed; zh-Hans as GraphQL spells it', () => {
    const values = formValuesOf(railCut);
    const input = alertInputOf({
      ...values,
      extraLanguages: ['zh-Hans'],
      texts: {
        ...values.texts,
        'zh-Hans': { headline: ' 火车停运 ', description: '停运。', instruction: '今天不要出行。' },
      },
      link: '  ',
    });
    expect(input.texts.map((text) => text.language)).toEqual(['es', 'en', 'zh_Hans']);
    expect(input.texts[2]?.headline).toBe('火车停运');
    expect(input.link).toBeNull();
    // Read back: the added language is one of the form's again.
    const again = formValuesOf({
      ...railCut,
      texts: [...railCut.texts, { ...input.texts[2], __typename: 'AlertText' } as never],
    });
    expect(again.extraLanguages).toEqual(['zh-Hans']);
  });

  it('refuse an expiry before the onset or more than 14 days after it (or after now, once begun)', () => {
    const onset = '2026-11-20T13:00:00.000Z';
    const before = new Date('2026-11-01T00:00:00Z');
    expect(expiryProblem(onset, onset, before)).toBe('alerts.validation.expiryBeforeOnset');
    expect(expiryProblem(onset, '2026-12-04T13:00:00.000Z', before)).toBeNull();
    expect(expiryProblem(onset, '2026-12-04T13:01:00.000Z', before)).toBe(
      'alerts.validation.expiryTooLate',
    );
    // Renewed on 1 December: 14 days from then.
    expect(latestExpiry(onset, new Date('2026-12-01T00:00:00Z'))).toBe('2026-12-15T00:00:00.000Z');
  });

  it('take only https links', () => {
    expect(isHttpsLink('https://www.perurail.com/avisos')).toBe(true);
    expect(isHttpsLink('http://www.perurail.com')).toBe(false);
    expect(isHttpsLink('https://')).toBe(false);
    expect(isHttpsLink('javascript:alert(1)')).toBe(false);
  });

  it("place the server's field keys on the form's fields", () => {
    const sent = ['es', 'en', 'ja'] as const;
    expect(formFieldOf('texts.2.headline', sent)).toBe('texts.ja.headline');
    expect(formFieldOf('area.circle.latitude', sent)).toBe('latitude');
    expect(formFieldOf('area.provinces.3', sent)).toBe('provinces');
    expect(formFieldOf('area.districts.0.district', sent)).toBe('districts.0.district');
    expect(formFieldOf('area', sent)).toBe('areaKind');
    expect(formFieldOf('expires', sent)).toBe('expires');
  });
});
