import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import utc from 'dayjs/plugin/utc';
// The date pickers' calendars name months and weekdays, and start weeks, in dayjs's locale.
import 'dayjs/locale/es';
import 'dayjs/locale/tr';
import { CUSCO_OFFSET_MS, cuscoDate, DAY_MS } from '../../../shared/dates';
import { DEFAULT_LANGUAGE, isLanguageId, type LanguageId } from './languages';

dayjs.extend(customParseFormat);
dayjs.extend(utc);

/**
 * How the staff application writes dates and times: one form of a day and one of an instant per
 * language, used by every list, drawer, panel and date picker. Spanish and Turkish write the day
 * first, as people there do; English names the month ("Feb 01, 2029"), which no reader, British or
 * American, takes for 2 January — the numeric MM/DD/YYYY swapped days and months of dates typed in
 * Spanish. Its date-time follows the template's 'MMM dd, h:mm a', with the year a history needs.
 *
 * Days (YYYY-MM-DD: a carné's expiry) are calendar days in Cusco and are never shifted by a time
 * zone. Instants (ISO timestamps: history, notifications, a case's times) are shown on Cusco's
 * clock (Peru's time, America/Lima) whatever zone the device is set to: staff and police read
 * "reported at 16:20" together, and a laptop left on another zone must not show other hours.
 */
const FORMATS: Record<LanguageId, { day: string; dateTime: string; time: string }> = {
  es: { day: 'DD/MM/YYYY', dateTime: 'DD/MM/YYYY HH:mm', time: 'HH:mm' },
  en: { day: 'MMM DD, YYYY', dateTime: 'MMM DD, YYYY, h:mm A', time: 'h:mm A' },
  tr: { day: 'DD.MM.YYYY', dateTime: 'DD.MM.YYYY HH:mm', time: 'HH:mm' },
};

const LOCAL_DATE = 'YYYY-MM-DD';

// A language the product does not have (an old saved choice) writes dates as Spanish does.
const formatsOf = (language: string) =>
  FORMATS[isLanguageId(language) ? language : DEFAULT_LANGUAGE];

/**
 * What a date picker shows and reads in `language`: the day's form first; English also reads a
 * typed ISO day (2029-02-01), which cannot be misread, besides "Feb 01, 2029".
 */
export function datePickerFormat(language: string): string[] {
  const day = formatsOf(language).day;
  return language === 'en' ? [day, 'MMM D, YYYY', LOCAL_DATE] : [day];
}

/** A DatePicker's value as the API's LocalDate (YYYY-MM-DD), or null. */
export function toLocalDate(value: Dayjs | null | undefined): string | null {
  return value?.isValid() ? value.format(LOCAL_DATE) : null;
}

/** An API LocalDate as a DatePicker's value (a calendar day, no time zone shift), or null. */
export function fromLocalDate(value: string | null | undefined): Dayjs | null {
  if (!value) return null;
  const day = dayjs(value, LOCAL_DATE, true);
  return day.isValid() ? day : null;
}

/** An API LocalDate as `language` writes it ("01/02/2029", "Feb 01, 2029", "01.02.2029"). */
export function formatDate(value: string | null | undefined, language: string): string {
  return fromLocalDate(value)?.locale('en').format(formatsOf(language).day) ?? '';
}

// An instant as Cusco's wall clock reads it: moved by Peru's fixed offset and read as UTC, so the
// device's zone (and its daylight saving) plays no part. Only English names a month in the forms
// above: always in English, whatever locale dayjs is set to (a date picker's, the screen's).
function instant(value: string | Date): Dayjs | null {
  const at = typeof value === 'string' ? Date.parse(value) : value.getTime();
  return Number.isNaN(at) ? null : dayjs.utc(at + CUSCO_OFFSET_MS).locale('en');
}

/** An instant as `language` writes a date and time ("01/02/2029 16:20", "Feb 01, 2029, 4:20 PM"). */
export function formatDateTime(value: string | Date, language: string): string {
  return instant(value)?.format(formatsOf(language).dateTime) ?? '';
}

/** An instant's calendar day in Cusco, as `language` writes a day. */
export function formatInstantDate(value: string | Date, language: string): string {
  return instant(value)?.format(formatsOf(language).day) ?? '';
}

/** An instant's time of day ("16:20", "4:20 PM"). */
export function formatTime(value: string | Date, language: string): string {
  return instant(value)?.format(formatsOf(language).time) ?? '';
}

/** The calendar day of an instant in Cusco, as YYYY-MM-DD (a key to group by). */
export function localDayKey(value: string | Date): string {
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? '' : cuscoDate(at);
}

/** Whole calendar days from one YYYY-MM-DD day to another (0: the same day; negative: before). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

// Days are counted as the server counts them.
export { addDays } from '../../../shared/dates';
