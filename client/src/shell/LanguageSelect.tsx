import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../i18n/languages';

/** The language of the staff application (remembered by i18n for the next visit). */
export function LanguageSelect({ width = 140 }: { width?: number }) {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t('shell.language')}
      value={i18n.resolvedLanguage}
      onChange={(language) => void i18n.changeLanguage(language)}
      options={LANGUAGES.map(({ id, label }) => ({ value: id, label }))}
      style={{ width }}
    />
  );
}
