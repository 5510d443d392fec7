import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../client/public/i18n/en.json';
import es from '../../client/public/i18n/es.json';
import tr from '../../client/public/i18n/tr.json';

/** i18next as the staff application runs it, with the real dictionaries loaded up front. */
export async function initShellI18n() {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: 'es',
      fallbackLng: 'es',
      resources: { es: { translation: es }, en: { translation: en }, tr: { translation: tr } },
      interpolation: { escapeValue: false },
    });
  }
  await i18next.changeLanguage('es');
  return i18next;
}
