import { describe, expect, it } from 'vitest';
import { eventTextValues, spanishDay } from '../../shared/notification-events';

describe("a notification event's values", () => {
  const words = { label: (key: string) => `«${key}»`, day: (value: string) => `day ${value}` };

  it('show enum values as labels and days as the reader writes them, other text as it is', () => {
    expect(
      eventTextValues(
        {
          type: 'THEFT',
          expiresOn: '2026-12-20',
          closesOn: '2027-02-18',
          name: 'Rosa <b>',
          count: 3,
        },
        words,
      ),
    ).toEqual({
      type: '«enums.IncidentType.THEFT»',
      expiresOn: 'day 2026-12-20',
      closesOn: 'day 2027-02-18',
      name: 'Rosa <b>',
    });
  });

  it('write days the Spanish way for the texts the server writes', () => {
    expect(spanishDay('2026-12-20')).toBe('20/12/2026');
  });
});
