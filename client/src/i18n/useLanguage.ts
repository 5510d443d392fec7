import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguageId, type LanguageId } from './languages';

/** The staff application's active language (es, en or tr); re-renders when it changes. */
export function useLanguage(): LanguageId {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguageId(language) ? language : DEFAULT_LANGUAGE;
}
