import { useEffect, useState } from 'react';
import { i18n, type Language, loadLanguage } from '../i18n/i18n';

/**
 * The alerts' words travel in the page only when it has alerts to show (they would weigh on
 * every first visit for nothing: server/http/public-page.ts leaves them out). When alerts arrive later
 * (a refresh, the device's copy), the page fetches its language's whole dictionary once (the
 * service worker keeps it offline).
 */
export function hasAlertWords(lang: Language): boolean {
  return i18n.getResource(lang, 'translation', 'home.alerts.title') !== undefined;
}

/** Whether the alerts' words in `lang` are here; fetches them when `needed` and missing. */
export function useAlertWords(lang: Language, needed: boolean): boolean {
  const [, setArrived] = useState(0);
  const ready = hasAlertWords(lang);
  useEffect(() => {
    if (!needed || ready) return;
    let current = true;
    loadLanguage(lang).then(
      () => current && setArrived((count) => count + 1),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [lang, needed, ready]);
  return ready;
}
