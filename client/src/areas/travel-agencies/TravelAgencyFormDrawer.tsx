import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  type TravelAgencyRowFragment,
  useCreateTravelAgencyMutation,
  useUpdateTravelAgencyMutation,
} from '../../../../generated/client';
import { codeError } from '../../../../shared/code-text';
import { datePickerFormat } from '../../i18n/dates';
import { useLanguage } from '../../i18n/useLanguage';
import { enumOptions } from '../../registry/area';
import type { MessageRule } from '../../registry/field-errors';
import { phoneError, rucError, useFormRules } from '../../registry/form-rules';
import { PlaceFields } from '../../registry/PlaceFields';
import { RegistryFormDrawer } from '../../registry/RegistryFormDrawer';
import { useRecordForm } from '../../registry/useRecordForm';
import { AGENCY_CLASSIFICATIONS, SETTABLE_STATUSES, TRAVEL_AGENCIES } from './config';
import { websiteError } from './rules';
import {
  createInputOf,
  formValuesOf,
  NEW_TRAVEL_AGENCY,
  type TravelAgencyFormValues,
  updateInputOf,
} from './travel-agency-values';

/** The agency service's own field messages. */
const AGENCY_MESSAGES: readonly MessageRule[] = [
  ['Not before the registration date', 'travelAgencies.validation.expiryBeforeRegistration'],
  [/^VIGENTE or SUSPENDIDO/, 'travelAgencies.validation.status'],
  ['Not a classification', 'travelAgencies.validation.classification'],
  ['An http(s) URL', 'travelAgencies.validation.website'],
];

export type TravelAgencyEditing =
  | { mode: 'create' }
  | { mode: 'edit'; agency: TravelAgencyRowFragment };

export interface TravelAgencyFormDrawerProps {
  editing: TravelAgencyEditing | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Registers an agency or edits one: every field of the registry, with the server's rules mirrored. */
export function TravelAgencyFormDrawer({ editing, onClose, onSaved }: TravelAgencyFormDrawerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [createAgency] = useCreateTravelAgencyMutation();
  const [updateAgency] = useUpdateTravelAgencyMutation();
  const { required, requiredText, max, email, check } = useFormRules(AGENCY_MESSAGES);
  // An agency imported from the national directory has no dates until staff give them.
  const undated = editing?.mode === 'edit' && editing.agency.expiresOn === null;
  const dateRules = undated ? [] : [required];
  const { initial, submit } = useRecordForm(editing?.mode === 'edit' ? editing.agency : null, {
    valuesOf: formValuesOf,
    empty: NEW_TRAVEL_AGENCY,
    createInputOf,
    updateInputOf,
    create: (input) => createAgency({ variables: { input } }),
    update: (id, input) => updateAgency({ variables: { id, input } }),
  });

  const field = (name: keyof TravelAgencyFormValues) => t(`travelAgencies.fields.${name}`);
  const dateFormat = datePickerFormat(language);

  return (
    <RegistryFormDrawer<TravelAgencyFormValues>
      config={TRAVEL_AGENCIES}
      open={editing !== null}
      mode={editing?.mode ?? 'create'}
      initialValues={initial}
      onSubmit={submit}
      onSaved={onSaved}
      onClose={onClose}
      messageRules={AGENCY_MESSAGES}
    >
      <Form.Item name="tradeName" label={field('tradeName')} rules={[requiredText, max(120)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="businessName" label={field('businessName')} rules={[requiredText, max(160)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={10}>
          <Form.Item name="ruc" label={field('ruc')} rules={[requiredText, check(rucError)]}>
            <Input inputMode="numeric" autoComplete="off" maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={14}>
          <Form.Item
            name="certificateNumber"
            label={field('certificateNumber')}
            rules={[requiredText, max(30), check(codeError)]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="classification" label={field('classification')} rules={[required]}>
        <Select options={enumOptions(t, 'AgencyClassification', AGENCY_CLASSIFICATIONS)} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="registeredOn" label={field('registeredOn')} rules={dateRules}>
            <DatePicker format={dateFormat} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="expiresOn"
            label={field('expiresOn')}
            dependencies={['registeredOn']}
            rules={[
              ...dateRules,
              ({ getFieldValue }) => ({
                validator: async (_, value: Dayjs | null) => {
                  const registered: Dayjs | null = getFieldValue('registeredOn');
                  if (value && registered && value.isBefore(registered, 'day')) {
                    throw new Error(t('travelAgencies.validation.expiryBeforeRegistration'));
                  }
                },
              }),
            ]}
          >
            <DatePicker format={dateFormat} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="status"
        label={field('status')}
        extra={t('travelAgencies.form.statusHelp')}
        rules={[required]}
      >
        <Select options={enumOptions(t, 'RegistrationStatus', SETTABLE_STATUSES)} />
      </Form.Item>
      <PlaceFields i18nKey="travelAgencies" />
      <Form.Item name="address" label={field('address')} rules={[requiredText, max(200)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="phone" label={field('phone')} rules={[max(30), check(phoneError)]}>
            <Input type="tel" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="email" label={field('email')} rules={[email, max(254)]}>
            <Input type="email" autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="website"
        label={field('website')}
        extra={t('travelAgencies.form.websiteHelp')}
        rules={[max(300), check(websiteError)]}
      >
        <Input type="url" autoComplete="off" placeholder="https://" />
      </Form.Item>
    </RegistryFormDrawer>
  );
}
