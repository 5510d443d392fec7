import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { enumOptions } from '../area';
import { useFormRules } from '../form-rules';

export interface StatusFieldProps<Value extends string> {
  /** The area's text key: label `<i18nKey>.fields.status`, help `<i18nKey>.form.statusHelp`. */
  i18nKey: string;
  /** The GraphQL enum whose names (`enums.<enumName>.<value>`) the options show. */
  enumName: string;
  /** The statuses staff may set. */
  values: readonly Value[];
  /** Whether the help text is shown under the field. */
  help?: boolean;
  disabled?: boolean;
}

/** The status staff set on a record (form field `status`), required. */
export function StatusField<Value extends string>({
  i18nKey,
  enumName,
  values,
  help = false,
  disabled,
}: StatusFieldProps<Value>) {
  const { t } = useTranslation();
  const { required } = useFormRules();
  return (
    <Form.Item
      name="status"
      label={t(`${i18nKey}.fields.status`)}
      extra={help ? t(`${i18nKey}.form.statusHelp`) : undefined}
      rules={[required]}
    >
      <Select options={enumOptions(t, enumName, values)} disabled={disabled} />
    </Form.Item>
  );
}
