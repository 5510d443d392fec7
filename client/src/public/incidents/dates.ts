import type { Language } from '../i18n/i18n';

/** A date and time as people in Cusco read it (Peru's time), in `lang`. */
export function cuscoDateTime(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Lima',
  }).format(new Date(iso));
}
