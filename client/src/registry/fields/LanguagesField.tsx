import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLanguageCode } from '../../../../shared/languages';
import { LanguagesSelect } from '../LanguagesSelect';

export interface LanguagesFieldProps {
  /** The area's text key: `<i18nKey>.fields.languages`, help `<i18nKey>.form.languagesHelp`. */
  i18nKey: string;
}

/** The languages a person speaks (form field `languages`): at least one, ISO 639-1 codes only. */
export function LanguagesField({ i18nKey }: LanguagesFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="languages"
      label={t(`${i18nKey}.fields.languages`)}
      extra={t(`${i18nKey}.form.languagesHelp`)}
      rules={[
        {
          required: true,
          type: 'array',
          min: 1,
          message: t('registry.validation.languagesRequired'),
        },
        {
          validator: async (_, codes: string[] | undefined) => {
            if (codes?.some((code) => !isLanguageCode(code))) {
              throw new Error(t('registry.validation.languageCode'));
            }
          },
        },
      ]}
    >
      <LanguagesSelect />
    </Form.Item>
  );
}
