import { describe, expect, it } from 'vitest';
import { cuscoClock, unexpired, untilNextExpiry } from '../../../../client/src/public/alerts/clock';
import { BEFORE_EXPIRY, publicAlertsIn, RAIN_EXPIRES } from '../../../support/public-alerts';

const ids = (alerts: { id: string }[]) => alerts.map((alert) => alert.id);

describe('the alerts by the phone’s clock', () => {
  const alerts = publicAlertsIn('en');

  it('keeps those not yet expired, in order', () => {
    expect(ids(unexpired(alerts, BEFORE_EXPIRY))).toEqual(['strike', 'railway', 'rain']);
    expect(ids(unexpired(alerts, RAIN_EXPIRES - 1))).toEqual(['strike', 'railway', 'rain']);
  });

  it('drops one at its expiry, whatever copy brought it', () => {
    expect(ids(unexpired(alerts, RAIN_EXPIRES))).toEqual(['strike', 'railway']);
    expect(ids(unexpired(alerts, Date.parse('2026-12-01T00:00:00Z')))).toEqual([]);
  });

  it('knows how long until the next one expires', () => {
    expect(untilNextExpiry(alerts, BEFORE_EXPIRY)).toBe(RAIN_EXPIRES - BEFORE_EXPIRY);
    expect(untilNextExpiry(alerts, RAIN_EXPIRES)).toBe(
      Date.parse('2026-11-29T17:00:00.000Z') - RAIN_EXPIRES,
    );
    expect(untilNextExpiry(alerts, Date.parse('2026-12-01T00:00:00Z'))).toBeNull();
    expect(untilNextExpiry([], BEFORE_EXPIRY)).toBeNull();
  });
});

describe('Cusco’s clock', () => {
  it('reads UTC-5 whatever the phone’s zone, with the date only for another day', () => {
    const reference = '2026-11-28T15:00:00.000Z';
    expect(cuscoClock('2026-11-28T14:40:00.000Z', reference)).toBe('09:40');
    // 01:30 UTC on the 29th is still the 28th in Cusco.
    expect(cuscoClock('2026-11-29T01:30:00.000Z', reference)).toBe('20:30');
    expect(cuscoClock('2026-11-28T04:59:00.000Z', reference)).toBe('2026-11-27 23:59');
    expect(cuscoClock('2026-11-28T14:40:00.000Z', Date.parse('2026-11-29T12:00:00Z'))).toBe(
      '2026-11-28 09:40',
    );
  });
});
