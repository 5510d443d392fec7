import { describe, expect, it } from 'vitest';
import { addDays, cuscoDate, cuscoDateTime, cuscoInstant } from '../../shared/dates';

describe('cuscoDate', () => {
  it('is the calendar day in Cusco (UTC-5)', () => {
    expect(cuscoDate(new Date('2026-03-01T03:00:00Z'))).toBe('2026-02-28');
    expect(cuscoDate(new Date('2026-03-01T05:00:00Z'))).toBe('2026-03-01');
  });
});

describe('cuscoDateTime', () => {
  it("is Cusco's date and time to the minute", () => {
    expect(cuscoDateTime(new Date('2026-03-01T03:07:59Z'))).toBe('2026-02-28 22:07');
    expect(cuscoDateTime(new Date('2026-11-20T20:30:00.000Z'))).toBe('2026-11-20 15:30');
  });
});

describe('addDays', () => {
  it('moves across months, leap days and years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-01', 0)).toBe('2026-03-01');
  });
});

describe('cuscoInstant', () => {
  it("is the instant Cusco's clock reads a time of a day, midnight by default", () => {
    expect(cuscoInstant('2026-11-26')).toBe('2026-11-26T05:00:00.000Z');
    expect(cuscoInstant('2026-11-26', '22:00')).toBe('2026-11-27T03:00:00.000Z');
    expect(cuscoDateTime(new Date(cuscoInstant('2026-12-31', '23:59')))).toBe('2026-12-31 23:59');
  });
});
