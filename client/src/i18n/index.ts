import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguageId, LANGUAGES } from './languages';

const STORAGE_KEY = 'language';

// The dictionaries are served by the server at /i18n/{lang}.json, one file per language.
const httpBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    fetch(`/i18n/${language}.json`)
      .then((response) => {
        if (!response.ok)
          throw new Error(`Cannot load /i18n/${language}.json (${response.status})`);
        return response.json();
      })
      .then((resources) => callback(null, resources))
      // true: i18next tries again a few times, as a dropped connection on a phone often recovers.
      .catch((error: Error) => callback(error, true));
  },
};

function initialLanguage() {
  const saved = localStorage.getItem(STORAGE_KEY);
  return isLanguageId(saved) ? saved : DEFAULT_LANGUAGE;
}

/** Starts i18next for the staff application; resolves when the first dictionary is loaded. */
export function initI18n() {
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
    if (isLanguageId(language)) localStorage.setItem(STORAGE_KEY, language);
  });
  return i18next
    .use(httpBackend)
    .use(initReactI18next)
    .init({
      lng: initialLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((language) => language.id),
      ns: ['translation'],
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

export { i18next as i18n };
