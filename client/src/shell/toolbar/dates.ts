import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/tr';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import type { LanguageId } from '../../i18n/languages';

dayjs.extend(localizedFormat);

// A language id is also the locale name dayjs knows: es, en and tr are all loaded above.

/** Spec §9: messages and notifications show 'MMM dd, h:mm a' ("Jan 05, 3:30 PM"). */
export function formatFeedTime(time: string, language: LanguageId) {
  return dayjs(time).locale(language).format('MMM DD, h:mm A');
}

/** A chat message's time of day in the language's own style ("3:30 PM", "15:30"). */
export function formatClockTime(time: string, language: LanguageId) {
  return dayjs(time).locale(language).format('LT');
}

/** A calendar day written out ("January 5, 2026", "5 de enero de 2026"). */
export function formatLongDate(time: string, language: LanguageId) {
  return dayjs(time).locale(language).format('LL');
}

/** The local calendar day of an instant, as YYYY-MM-DD: the key chat messages are grouped by. */
export function localDayKey(time: string | Date) {
  return dayjs(time).format('YYYY-MM-DD');
}
