import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { SIGN_IN_PART } from '../../../shared/sign-in-texts';
import { DEFAULT_LANGUAGE, isLanguageId, LANGUAGES } from './languages';

const STORAGE_KEY = 'language';

/**
 * The part of the dictionaries read so far: the sign-in page's texts alone (`sign-in`) on a
 * first load of the sign-in page, else (and once the application loads) the whole.
 */
let part: typeof SIGN_IN_PART | undefined;

// The dictionaries are served by the server at /i18n/{lang}.json, one file per language.
const httpBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    fetch(part ? `/i18n/${language}.json?part=${part}` : `/i18n/${language}.json`)
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

/**
 * Starts i18next for the staff application; resolves when the first dictionary is loaded. On
 * the sign-in page only its own texts are read first (`signInFirst`), the rest with
 * `readWholeDictionaries`.
 */
export function initI18n({ signInFirst = false } = {}) {
  part = signInFirst ? SIGN_IN_PART : undefined;
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

/** Reads the whole dictionaries in place of the sign-in page's texts (the application's start). */
export async function readWholeDictionaries(): Promise<void> {
  if (part === undefined) return;
  part = undefined;
  await i18next.reloadResources();
}

export { i18next as i18n };
