import { Col, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormRules } from '../form-rules';

export interface PersonNameFieldsProps {
  /** The area's text key: labels are `<i18nKey>.fields.lastNames` and `.firstNames`. */
  i18nKey: string;
}

/** A person's surnames and given names (form fields `lastNames`, `firstNames`): two columns of a row. */
export function PersonNameFields({ i18nKey }: PersonNameFieldsProps) {
  const { t } = useTranslation();
  const { requiredText, max } = useFormRules();
  return (['lastNames', 'firstNames'] as const).map((name) => (
    <Col key={name} xs={24} sm={12}>
      <Form.Item name={name} label={t(`${i18nKey}.fields.${name}`)} rules={[requiredText, max(80)]}>
        <Input autoComplete="off" />
      </Form.Item>
    </Col>
  ));
}
