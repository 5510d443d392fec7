import { App, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../i18n/languages';
import { switchLanguage } from '../i18n/switchLanguage';

/** The language of the staff application (remembered by i18n for the next visit). */
export function LanguageSelect({ width = 140 }: { width?: number }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  return (
    <Select
      aria-label={t('shell.language')}
      value={i18n.resolvedLanguage}
      onChange={(language) =>
        void switchLanguage(i18n, language).then((switched) => {
          if (!switched) void message.error(t('shell.toolbar.languageFailed'));
        })
      }
      options={LANGUAGES.map(({ id, label }) => ({ value: id, label }))}
      style={{ width }}
    />
  );
}
