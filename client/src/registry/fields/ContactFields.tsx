import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { phoneError, useFormRules } from '../form-rules';

export interface ContactFieldsProps {
  /** The area's text key: labels are `<i18nKey>.fields.phone` and `.email`. */
  i18nKey: string;
}

/** A record's optional phone and e-mail (form fields `phone`, `email`), side by side. */
export function ContactFields({ i18nKey }: ContactFieldsProps) {
  const { t } = useTranslation();
  const { max, email, check } = useFormRules();
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item
          name="phone"
          label={t(`${i18nKey}.fields.phone`)}
          rules={[max(30), check(phoneError)]}
        >
          <Input type="tel" autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="email" label={t(`${i18nKey}.fields.email`)} rules={[email, max(254)]}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
      </Col>
    </Row>
  );
}
