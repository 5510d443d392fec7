import { useEffect, useState } from 'react';

/**
 * What a tourist verifying a record marked "not in the directory" reads, in `language`, as the
 * public page words it (its own dictionary, `home.verify.notInDirectory`): staff confirming an
 * import that marks many records see the very sentence. Null until loaded, or if it cannot be.
 */
export function useTouristNotListedText(language: string, day: string): string | null {
  const [template, setTemplate] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    fetch(`/i18n/public/${language}.json`)
      .then((response) => (response.ok ? response.json() : null))
      .then((dictionary) => {
        const text = dictionary?.home?.verify?.notInDirectory;
        if (current && typeof text === 'string') setTemplate(text);
      })
      // Without it the confirmation says the same in the staff's own words.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [language]);
  return template?.replaceAll('{{date}}', longDate(day, language)) ?? null;
}

/** A day as the public page writes it: "15 de octubre de 2026". */
function longDate(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
