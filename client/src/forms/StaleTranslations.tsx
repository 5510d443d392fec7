import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PublicLanguage } from '../../../shared/locales';
import { useLanguage } from '../i18n/useLanguage';
import { useLanguageNames } from '../registry/languages';
import { staleTranslations, TEXT_RULES } from './localized';

type Texts = Partial<Record<PublicLanguage, string>>;

export interface StaleTranslationsProps {
  /** Each text of the form: as saved (null for a new one) and as being edited. */
  texts: [before: Texts | null, draft: Texts | undefined][];
}

/**
 * Warns before a save drops translations: a reworded Spanish or English text takes with it the
 * translations left as they were (the server's rule), and the page shows English until they are
 * written again.
 */
export function StaleTranslations({ texts }: StaleTranslationsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const nameIn = useLanguageNames({ inText: true });
  const stale = new Set(
    texts.flatMap(([before, draft]) => (draft ? staleTranslations(before, draft, TEXT_RULES) : [])),
  );
  if (stale.size === 0) return null;
  const languages = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    [...stale].map(nameIn),
  );
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      title={t('localized.stale', { languages })}
      style={{ marginBottom: 16 }}
    />
  );
}
