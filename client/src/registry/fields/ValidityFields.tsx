import { Col, DatePicker, Form, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { datePickerFormat } from '../../i18n/dates';
import { useLanguage } from '../../i18n/useLanguage';
import { useFormRules } from '../form-rules';

export interface ValidityFieldsProps {
  /** The area's text key: labels are `<i18nKey>.fields.<from>` and `.<until>`. */
  i18nKey: string;
  /** The form field of the first day (a licence's issue, a registration). */
  from: string;
  /** The form field of the last day. */
  until: string;
  /** The text key of the message shown when the last day comes before the first. */
  untilBeforeFrom: string;
  /** Whether both days must be given. */
  required: boolean;
}

/** When a licence or registration starts and ends, side by side; the end not before the start. */
export function ValidityFields({
  i18nKey,
  from,
  until,
  untilBeforeFrom,
  required,
}: ValidityFieldsProps) {
  const { t } = useTranslation();
  const format = datePickerFormat(useLanguage());
  const rules = useFormRules();
  const dateRules = required ? [rules.required] : [];
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item name={from} label={t(`${i18nKey}.fields.${from}`)} rules={dateRules}>
          <DatePicker format={format} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name={until}
          label={t(`${i18nKey}.fields.${until}`)}
          dependencies={[from]}
          rules={[
            ...dateRules,
            ({ getFieldValue }) => ({
              validator: async (_, value: Dayjs | null) => {
                const start: Dayjs | null = getFieldValue(from);
                if (value && start && value.isBefore(start, 'day')) {
                  throw new Error(t(untilBeforeFrom));
                }
              },
            }),
          ]}
        >
          <DatePicker format={format} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </Row>
  );
}
