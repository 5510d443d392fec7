import { Col, Form, Input, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { isClockTime } from '../../../../shared/office-hours';
import type { JurisdictionFormValues } from './jurisdiction-values';

const MODE: ['headquarters', 'hours', 'mode'] = ['headquarters', 'hours', 'mode'];

/**
 * The station's opening hours: not registered, open 24 hours, or from one time to another
 * (native time inputs: a phone shows its own clock, a screen reader reads them as times).
 */
export function StationHoursFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<JurisdictionFormValues>();
  const mode = Form.useWatch(MODE, form);
  const time = (name: 'opens' | 'closes') => (
    <Form.Item
      name={['headquarters', 'hours', name]}
      dependencies={name === 'closes' ? [['headquarters', 'hours', 'opens']] : undefined}
      label={t(`jurisdictions.form.${name}`)}
      rules={[
        { required: true, message: t('jurisdictions.validation.time') },
        {
          validator: (_rule, value?: string) =>
            !value || isClockTime(value)
              ? Promise.resolve()
              : Promise.reject(new Error(t('jurisdictions.validation.time'))),
        },
        ...(name === 'closes'
          ? [
              {
                validator: (_rule: unknown, value?: string) =>
                  value && value === form.getFieldValue(['headquarters', 'hours', 'opens'])
                    ? Promise.reject(new Error(t('jurisdictions.validation.sameTime')))
                    : Promise.resolve(),
              },
            ]
          : []),
      ]}
    >
      <Input type="time" />
    </Form.Item>
  );
  return (
    <>
      <Form.Item
        name={MODE}
        label={t('jurisdictions.fields.hours')}
        extra={mode === 'range' ? t('jurisdictions.form.hoursHelp') : undefined}
      >
        {/* A label's `for` cannot name a group of radios: the group carries the name itself. */}
        <Radio.Group
          aria-label={t('jurisdictions.fields.hours')}
          options={[
            { value: 'none', label: t('jurisdictions.form.hoursNone') },
            { value: 'allDay', label: t('jurisdictions.form.hoursAllDay') },
            { value: 'range', label: t('jurisdictions.form.hoursRange') },
          ]}
        />
      </Form.Item>
      {mode === 'range' && (
        <Row gutter={16}>
          <Col xs={12}>{time('opens')}</Col>
          <Col xs={12}>{time('closes')}</Col>
        </Row>
      )}
    </>
  );
}
