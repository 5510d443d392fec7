import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  datePickerFormat,
  daysBetween,
  formatDate,
  formatDateTime,
  formatInstantDate,
  formatTime,
  fromLocalDate,
  localDayKey,
  toLocalDate,
} from '../../../client/src/i18n/dates';

// Instants as the API sends them; the texts are Cusco's clock (UTC-5) whatever zone the machine
// running the tests is set to (the suite is run with TZ=Asia/Tokyo, UTC and America/Lima).
const FEB_1_2029_1620 = '2029-02-01T21:20:00.000Z';
const JAN_5_2026_0903 = '2026-01-05T14:03:00.000Z';

describe('one date and one date-time format per language', () => {
  it('writes a day as DD/MM/YYYY, MMM DD, YYYY and DD.MM.YYYY', () => {
    expect(formatDate('2029-02-01', 'es')).toBe('01/02/2029');
    expect(formatDate('2029-02-01', 'en')).toBe('Feb 01, 2029');
    expect(formatDate('2029-02-01', 'tr')).toBe('01.02.2029');
  });

  it('never swaps day and month: 1 February stays 1 February in every language', () => {
    const typedInSpanish = toLocalDate(dayjs('01/02/2029', datePickerFormat('es'), true));
    expect(typedInSpanish).toBe('2029-02-01');
    expect(formatDate(typedInSpanish, 'en')).toBe('Feb 01, 2029');
    expect(formatDate(typedInSpanish, 'tr')).toBe('01.02.2029');
    expect(formatDate(typedInSpanish, 'es')).toBe('01/02/2029');
  });

  it('writes an instant as a 24-hour date-time in Spanish and Turkish, the template form in English', () => {
    expect(formatDateTime(FEB_1_2029_1620, 'es')).toBe('01/02/2029 16:20');
    expect(formatDateTime(FEB_1_2029_1620, 'en')).toBe('Feb 01, 2029, 4:20 PM');
    expect(formatDateTime(FEB_1_2029_1620, 'tr')).toBe('01.02.2029 16:20');
    expect(formatDateTime(JAN_5_2026_0903, 'es')).toBe('05/01/2026 09:03');
  });

  it("writes an instant's day and time of day in the same forms", () => {
    expect(formatInstantDate(FEB_1_2029_1620, 'es')).toBe('01/02/2029');
    expect(formatInstantDate(FEB_1_2029_1620, 'en')).toBe('Feb 01, 2029');
    expect(formatTime(FEB_1_2029_1620, 'es')).toBe('16:20');
    expect(formatTime(FEB_1_2029_1620, 'en')).toBe('4:20 PM');
    expect(formatTime(FEB_1_2029_1620, 'tr')).toBe('16:20');
  });

  it("shows an instant on Cusco's clock, not the device's", () => {
    // Three in the morning in Greenwich, ten at night the day before in Cusco.
    expect(formatDateTime('2026-11-27T03:00:00Z', 'es')).toBe('26/11/2026 22:00');
    expect(formatDateTime('2026-11-27T03:00:00Z', 'en')).toBe('Nov 26, 2026, 10:00 PM');
    expect(formatDateTime(new Date('2026-11-27T03:00:00Z'), 'tr')).toBe('26.11.2026 22:00');
    expect(formatInstantDate('2026-11-27T03:00:00Z', 'es')).toBe('26/11/2026');
    expect(formatTime('2026-11-27T04:59:00Z', 'es')).toBe('23:59');
    expect(formatTime('2026-11-27T05:00:00Z', 'es')).toBe('00:00');
    // Peru keeps one offset all year: the hours the device's summer time would move stay put.
    expect(formatDateTime('2026-03-29T01:30:00Z', 'es')).toBe('28/03/2026 20:30');
    expect(formatDateTime('2026-07-15T12:00:00Z', 'es')).toBe('15/07/2026 07:00');
    expect(formatDateTime('2026-03-08T07:30:00Z', 'es')).toBe('08/03/2026 02:30');
    expect(formatDateTime('not a date', 'es')).toBe('');
  });

  it("groups by Cusco's day and counts whole days between days", () => {
    expect(localDayKey('2026-11-27T04:59:59Z')).toBe('2026-11-26');
    expect(localDayKey('2026-11-27T05:00:00Z')).toBe('2026-11-27');
    expect(localDayKey(new Date('2026-01-01T02:00:00Z'))).toBe('2025-12-31');
    expect(daysBetween('2026-11-22', '2026-11-22')).toBe(0);
    expect(daysBetween('2026-11-22', '2026-12-22')).toBe(30);
    // Across the change to summer time in Europe and in the United States: still whole days.
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-11-23', '2026-11-22')).toBe(-1);
  });

  it('keeps English month names whatever locale dayjs is set to', () => {
    dayjs.locale('es');
    try {
      expect(formatDateTime(FEB_1_2029_1620, 'en')).toBe('Feb 01, 2029, 4:20 PM');
      expect(formatDate('2029-02-01', 'en')).toBe('Feb 01, 2029');
    } finally {
      dayjs.locale('en');
    }
  });

  it('reads a typed day in the form it shows; English also reads an ISO day', () => {
    const read = (text: string, language: string) =>
      toLocalDate(dayjs(text, datePickerFormat(language), true));
    expect(read('01.02.2029', 'tr')).toBe('2029-02-01');
    expect(read('Feb 01, 2029', 'en')).toBe('2029-02-01');
    expect(read('Feb 1, 2029', 'en')).toBe('2029-02-01');
    expect(read('2029-02-01', 'en')).toBe('2029-02-01');
    // Numeric English days are not read at all: 01/02/2029 could be either day.
    expect(read('01/02/2029', 'en')).toBeNull();
  });

  it('a language it does not know writes as Spanish; nothing for no day', () => {
    expect(formatDate('2029-02-01', 'fr')).toBe('01/02/2029');
    expect(formatDate(null, 'es')).toBe('');
    expect(fromLocalDate('2029-02-30')).toBeNull();
  });
});
