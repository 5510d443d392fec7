import { Button, Form, Input, Select, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ALERT_LIMITS } from '../../../../shared/alerts';
import { localeOf, type PublicLanguage } from '../../../../shared/locales';
import { useFormRules } from '../../registry/form-rules';
import { useLanguageNames } from '../../registry/languages';
import {
  type AlertFormValues,
  addableLanguages,
  isRequired,
  writtenLanguages,
} from './alert-values';

const FIELDS = ['headline', 'description', 'instruction'] as const;

export interface AlertTextsFieldsProps {
  /** The language whose tab is open; the drawer opens the first with a problem. */
  active: PublicLanguage;
  onActive: (lang: PublicLanguage) => void;
  disabled?: boolean;
}

/**
 * What tourists read, one tab per language: Spanish and English always, the page's other
 * languages added on demand (a tourist in a language not written reads English, and is told).
 * Every tab's fields stay mounted, so a problem in a closed tab is found before sending.
 */
export function AlertTextsFields({ active, onActive, disabled }: AlertTextsFieldsProps) {
  const { t } = useTranslation();
  const languageName = useLanguageNames();
  const form = Form.useFormInstance<AlertFormValues>();
  const extra: PublicLanguage[] = Form.useWatch('extraLanguages', form) ?? [];
  const languages = writtenLanguages({ extraLanguages: extra });
  const { requiredText, max } = useFormRules();
  const limits = {
    headline: ALERT_LIMITS.headline,
    description: ALERT_LIMITS.description,
    instruction: ALERT_LIMITS.instruction,
  };

  const add = (lang: PublicLanguage) => {
    form.setFieldValue('extraLanguages', [...extra, lang]);
    onActive(lang);
  };
  const remove = (lang: PublicLanguage) => {
    form.setFieldValue(
      'extraLanguages',
      extra.filter((one) => one !== lang),
    );
    form.setFieldValue(['texts', lang], undefined);
    onActive('es');
  };

  return (
    <fieldset className="alerts-fieldset">
      <legend>{t('alerts.form.texts')}</legend>
      <p className="alerts-help">{t('alerts.form.textsHelp')}</p>
      {/* The list of added languages is a value of the form, so a change counts as an edit. */}
      <Form.Item name="extraLanguages" hidden>
        <Select mode="multiple" />
      </Form.Item>
      <Tabs
        activeKey={languages.includes(active) ? active : 'es'}
        onChange={(key) => onActive(key as PublicLanguage)}
        items={languages.map((lang) => ({
          key: lang,
          forceRender: true,
          label: isRequired(lang)
            ? t('alerts.form.requiredLanguage', { language: languageName(lang) })
            : languageName(lang),
          children: (
            <div lang={lang} dir={localeOf(lang).dir}>
              {FIELDS.map((field) => (
                <Form.Item
                  key={field}
                  name={['texts', lang, field]}
                  label={t(`alerts.fields.${field}`)}
                  extra={field === 'instruction' ? t('alerts.form.instructionHelp') : undefined}
                  rules={[requiredText, max(limits[field])]}
                >
                  {field === 'headline' ? (
                    <Input disabled={disabled} showCount maxLength={limits[field]} />
                  ) : (
                    <Input.TextArea
                      disabled={disabled}
                      showCount
                      maxLength={limits[field]}
                      autoSize={{ minRows: field === 'description' ? 4 : 2, maxRows: 12 }}
                    />
                  )}
                </Form.Item>
              ))}
              {!isRequired(lang) && !disabled && (
                <Button danger onClick={() => remove(lang)}>
                  {t('alerts.form.removeLanguage', { language: languageName(lang) })}
                </Button>
              )}
            </div>
          ),
        }))}
      />
      {!disabled && addableLanguages({ extraLanguages: extra }).length > 0 && (
        <Form.Item label={t('alerts.form.addLanguage')} htmlFor="alerts-add-language">
          <Select<PublicLanguage>
            id="alerts-add-language"
            value={null}
            placeholder={t('alerts.form.addLanguagePlaceholder')}
            options={addableLanguages({ extraLanguages: extra }).map((lang) => ({
              value: lang,
              label: languageName(lang),
            }))}
            onChange={add}
          />
        </Form.Item>
      )}
    </fieldset>
  );
}
