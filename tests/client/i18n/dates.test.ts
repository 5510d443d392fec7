import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  datePickerFormat,
  formatDate,
  formatDateTime,
  formatInstantDate,
  formatTime,
  fromLocalDate,
  toLocalDate,
} from '../../../client/src/i18n/dates';

// Local wall-clock times, so the expected texts hold in any time zone.
const FEB_1_2029_1620 = new Date(2029, 1, 1, 16, 20).toISOString();
const JAN_5_2026_0903 = new Date(2026, 0, 5, 9, 3).toISOString();

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
