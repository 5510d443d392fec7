import { AutoComplete, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  ALERT_CATEGORIES,
  ALERT_CERTAINTIES,
  ALERT_LIMITS,
  ALERT_SEVERITIES,
  ALERT_URGENCIES,
} from '../../../../shared/alerts';
import { datePickerFormat, formatDateTime } from '../../i18n/dates';
import { useLanguage } from '../../i18n/useLanguage';
import { useFormRules } from '../../registry/form-rules';
import {
  type AlertFormValues,
  expiryProblem,
  fromWallClock,
  isHttpsLink,
  latestExpiry,
} from './alert-values';
import { SOURCE_SUGGESTIONS } from './config';
import { ALERT_MESSAGES } from './messages';

/** A date picker's form with the time, on Cusco's clock in the UI language's way. */
const dateTimeFormat = (language: string) =>
  language === 'en' ? 'MMM DD, YYYY h:mm A' : `${datePickerFormat(language)[0]} HH:mm`;

/** The CAP values a staff member chooses, each with a short help saying what CAP means by it. */
const CAP_FIELDS = [
  { name: 'severity', enumName: 'AlertSeverity', values: ALERT_SEVERITIES },
  { name: 'urgency', enumName: 'AlertUrgency', values: ALERT_URGENCIES },
  { name: 'certainty', enumName: 'AlertCertainty', values: ALERT_CERTAINTIES },
] as const;

/** What the alert is (category and CAP's three measures). */
export function AlertKindFields({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const { required } = useFormRules();
  const form = Form.useFormInstance<AlertFormValues>();
  const option = (enumName: string, value: string) => ({
    value,
    label: t(`enums.${enumName}.${value}`),
  });
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item name="category" label={t('alerts.fields.category')} rules={[required]}>
          <Select
            disabled={disabled}
            showSearch
            optionFilterProp="label"
            options={ALERT_CATEGORIES.map((value) => option('AlertCategory', value))}
          />
        </Form.Item>
      </Col>
      {CAP_FIELDS.map(({ name, enumName, values }) => (
        <Col xs={24} sm={12} key={name}>
          <CapField name={name} enumName={enumName} form={form}>
            <Select
              disabled={disabled}
              showSearch
              optionFilterProp="label"
              options={values.map((value: string) => option(enumName, value))}
            />
          </CapField>
        </Col>
      ))}
    </Row>
  );
}

/** A CAP measure with its help: what CAP means by the value chosen, else by the measure. */
function CapField({
  name,
  enumName,
  form,
  children,
}: {
  name: 'severity' | 'urgency' | 'certainty';
  enumName: string;
  form: ReturnType<typeof Form.useFormInstance<AlertFormValues>>;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { required } = useFormRules();
  const value: string | undefined = Form.useWatch(name, form);
  return (
    <Form.Item
      name={name}
      label={t(`alerts.fields.${name}`)}
      rules={[required]}
      extra={value ? t(`alerts.cap.${enumName}.${value}`) : t(`alerts.cap.${enumName}.help`)}
    >
      {children}
    </Form.Item>
  );
}

/** When it applies: the onset and the expiry on Cusco's clock, the expiry's limit said first. */
export function AlertTimeFields({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const form = Form.useFormInstance<AlertFormValues>();
  const onset: Dayjs | null | undefined = Form.useWatch('onset', form);
  const { required } = useFormRules();
  const format = dateTimeFormat(language);
  const onsetIso = onset?.isValid() ? fromWallClock(onset) : null;
  const picker = (
    <DatePicker
      showTime={{ format: language === 'en' ? 'h:mm A' : 'HH:mm', minuteStep: 5 }}
      // "Now" would be the device's clock, which may not be Cusco's.
      showNow={false}
      format={format}
      disabled={disabled}
      style={{ width: '100%' }}
    />
  );
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item
          name="onset"
          label={t('alerts.fields.onset')}
          extra={t('alerts.form.cuscoClock')}
          rules={[required]}
        >
          {picker}
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="expires"
          label={t('alerts.fields.expires')}
          dependencies={['onset']}
          extra={
            onsetIso
              ? t('alerts.form.expiryLimit', {
                  days: ALERT_LIMITS.daysAhead,
                  latest: formatDateTime(latestExpiry(onsetIso, new Date()), language),
                })
              : t('alerts.form.expiryHelp', { days: ALERT_LIMITS.daysAhead })
          }
          rules={[
            required,
            {
              validator: async (_, value: Dayjs | null | undefined) => {
                if (!value?.isValid()) return;
                const problem = expiryProblem(onsetIso, fromWallClock(value), new Date());
                if (problem) throw new Error(t(problem, { days: ALERT_LIMITS.daysAhead }));
              },
            },
          ]}
        >
          {picker}
        </Form.Item>
      </Col>
    </Row>
  );
}

/** Who the alert comes from, with the usual sources offered, and where to read more. */
export function AlertSourceFields({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const { requiredText, max, check } = useFormRules(ALERT_MESSAGES);
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item
          name="source"
          label={t('alerts.fields.source')}
          extra={t('alerts.form.sourceHelp')}
          rules={[requiredText, max(ALERT_LIMITS.source)]}
        >
          <AutoComplete
            disabled={disabled}
            options={SOURCE_SUGGESTIONS.map((value) => ({ value }))}
            filterOption={(input, option) =>
              String(option?.value ?? '')
                .toLowerCase()
                .includes(input.trim().toLowerCase())
            }
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="link"
          label={t('alerts.fields.link')}
          extra={t('alerts.form.linkHelp')}
          rules={[
            max(ALERT_LIMITS.link),
            check((value) => (isHttpsLink(value) ? null : 'An https address')),
          ]}
        >
          <Input type="url" disabled={disabled} autoComplete="off" placeholder="https://" />
        </Form.Item>
      </Col>
    </Row>
  );
}
