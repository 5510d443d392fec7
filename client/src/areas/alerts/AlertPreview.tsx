import { Alert, Card, Select, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertText } from '../../../../shared/alerts';
import {
  fallbacksOf,
  localeOf,
  PUBLIC_LANGUAGES,
  type PublicLanguage,
} from '../../../../shared/locales';
import { formatTime } from '../../i18n/dates';
import { useLanguage } from '../../i18n/useLanguage';
import { useLanguageNames } from '../../registry/languages';
import type { AlertFormValues } from './alert-values';
import { SEVERITY_COLORS } from './config';

export interface AlertPreviewProps {
  values: Partial<AlertFormValues>;
  /** When it was last published or changed; a new one would be "now". */
  updatedAt: string;
}

/**
 * The texts a tourist reading `lang` gets: that language's when written, else English, else
 * Spanish, as the public page picks them; `lang` says which.
 */
export function previewText(
  texts: AlertFormValues['texts'] | undefined,
  lang: PublicLanguage,
): { text: Partial<AlertText>; lang: PublicLanguage } | null {
  for (const candidate of fallbacksOf(lang)) {
    const text = texts?.[candidate];
    if (text?.headline?.trim()) return { text, lang: candidate };
  }
  return null;
}

/**
 * What a tourist sees, close to the public page's card: severity, headline, what to do, the
 * description, the source and "actualizado HH:MM", in the language chosen above it; when the
 * alert is not written in that language, the English (or Spanish) text with the note saying so.
 */
export function AlertPreview({ values, updatedAt }: AlertPreviewProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const languageName = useLanguageNames();
  const nameInText = useLanguageNames({ inText: true });
  const id = useId();
  const [lang, setLang] = useState<PublicLanguage>('es');
  const shown = previewText(values.texts, lang);
  const severity = values.severity;

  return (
    <section className="alerts-preview" aria-labelledby={`${id}-title`}>
      <Typography.Title level={2} id={`${id}-title`} className="alerts-preview-title">
        {t('alerts.preview.title')}
      </Typography.Title>
      <label htmlFor={`${id}-lang`} className="alerts-preview-label">
        {t('alerts.preview.language')}
      </label>
      <Select<PublicLanguage>
        id={`${id}-lang`}
        value={lang}
        onChange={setLang}
        showSearch
        optionFilterProp="label"
        style={{ width: '100%', marginBottom: 12 }}
        options={PUBLIC_LANGUAGES.map((code) => ({
          value: code,
          label: `${localeOf(code).name} · ${languageName(code)}`,
        }))}
      />
      <div aria-live="polite">
        {shown && shown.lang !== lang && (
          <Alert
            type="info"
            showIcon
            className="alerts-preview-note"
            title={t('alerts.preview.fallback', {
              wanted: nameInText(lang),
              shown: nameInText(shown.lang),
            })}
          />
        )}
        {shown ? (
          <Card
            size="small"
            className={`alerts-preview-card alerts-severity-${severity ?? 'none'}`}
          >
            <div lang={shown.lang} dir={localeOf(shown.lang).dir}>
              <div className="alerts-preview-head">
                {severity && (
                  <Tag color={SEVERITY_COLORS[severity]}>
                    {t(`enums.AlertSeverity.${severity}`)}
                  </Tag>
                )}
                {values.category && (
                  <Typography.Text type="secondary">
                    {t(`enums.AlertCategory.${values.category}`)}
                  </Typography.Text>
                )}
              </div>
              <p className="alerts-preview-headline">{shown.text.headline}</p>
              {shown.text.instruction && (
                <p className="alerts-preview-instruction">
                  <strong>{t('alerts.preview.whatToDo')}</strong> {shown.text.instruction}
                </p>
              )}
              {shown.text.description && (
                <p className="alerts-preview-description">{shown.text.description}</p>
              )}
            </div>
            <Typography.Text type="secondary" className="alerts-preview-foot">
              {[
                values.source?.trim() &&
                  t('alerts.preview.source', { source: values.source.trim() }),
                t('alerts.preview.updated', { time: formatTime(updatedAt, language) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography.Text>
          </Card>
        ) : (
          <Typography.Text type="secondary">{t('alerts.preview.empty')}</Typography.Text>
        )}
      </div>
    </section>
  );
}
