import { closesOvernight, type OfficeHours } from '../../../../shared/office-hours';

/** The sentences an office's hours are told in: `allDay`, `daily` and `overnight`. */
export type HoursWords = (
  key: 'allDay' | 'daily' | 'overnight',
  values?: { opens: string; closes: string },
) => string;

/** A time of day (HH:mm) as people read it in `lang`: 20:30 in Spanish, 8:30 PM in English. */
export function clockText(time: string, lang: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(lang, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(Date.UTC(2000, 0, 1, hours, minutes));
}

/** An office's hours in a sentence of `lang`, or null when they are not registered. */
export function hoursText(
  hours: OfficeHours | null | undefined,
  lang: string,
  words: HoursWords,
): string | null {
  if (!hours) return null;
  if (hours.allDay) return words('allDay');
  const values = { opens: clockText(hours.opens, lang), closes: clockText(hours.closes, lang) };
  return words(closesOvernight(hours) ? 'overnight' : 'daily', values);
}
