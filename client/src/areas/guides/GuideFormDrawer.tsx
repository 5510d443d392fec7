import { Col, DatePicker, Form, Input, type InputProps, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  type GuideRowFragment,
  useCreateGuideMutation,
  useGuideLicenseFormatQuery,
  useUpdateGuideMutation,
} from '../../../../generated/client';
import { licenseExample, licenseNumberError } from '../../../../shared/license-format';
import { datePickerFormat } from '../../i18n/dates';
import { useLanguage } from '../../i18n/useLanguage';
import { enumOptions } from '../../registry/area';
import type { MessageRule } from '../../registry/field-errors';
import { phoneError, useFormRules } from '../../registry/form-rules';
import { LanguagesSelect } from '../../registry/LanguagesSelect';
import { RegistryFormDrawer } from '../../registry/RegistryFormDrawer';
import { useRecordForm } from '../../registry/useRecordForm';
import { GUIDES, SETTABLE_STATUSES } from './config';
import {
  createInputOf,
  formValuesOf,
  type GuideFormValues,
  NEW_GUIDE,
  updateInputOf,
} from './guide-values';
import { documentError, isLanguageCode, isPhotoLink } from './rules';

/** The guide service's own field messages. */
const GUIDE_MESSAGES: readonly MessageRule[] = [
  ['Not before the issue date', 'guides.validation.expiryBeforeIssue'],
  [/^VIGENTE or SUSPENDIDO/, 'guides.validation.status'],
  [/^Not in the registry's format (?<format>\S+)$/, 'guides.validation.licenseFormat'],
];

export type GuideEditing = { mode: 'create' } | { mode: 'edit'; guide: GuideRowFragment };

export interface GuideFormDrawerProps {
  editing: GuideEditing | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Registers a guide or edits one: every field of the registry, with the server's rules mirrored. */
export function GuideFormDrawer({ editing, onClose, onSaved }: GuideFormDrawerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [createGuide] = useCreateGuideMutation();
  const [updateGuide] = useUpdateGuideMutation();
  const { initial, submit } = useRecordForm(editing?.mode === 'edit' ? editing.guide : null, {
    valuesOf: formValuesOf,
    empty: NEW_GUIDE,
    createInputOf,
    updateInputOf,
    create: (input) => createGuide({ variables: { input } }),
    update: (id, input) => updateGuide({ variables: { id, input } }),
  });

  // The server's setting; until it is known the server alone checks the format.
  const format = useGuideLicenseFormatQuery().data?.guideLicenseFormat;
  const field = (name: keyof GuideFormValues) => t(`guides.fields.${name}`);
  const { required, requiredText, max, check, email } = useFormRules(GUIDE_MESSAGES);

  return (
    <RegistryFormDrawer<GuideFormValues>
      config={GUIDES}
      open={editing !== null}
      mode={editing?.mode ?? 'create'}
      initialValues={initial}
      onSubmit={submit}
      onSaved={onSaved}
      onClose={onClose}
      messageRules={GUIDE_MESSAGES}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="lastNames" label={field('lastNames')} rules={[requiredText, max(80)]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="firstNames" label={field('firstNames')} rules={[requiredText, max(80)]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={10}>
          <Form.Item name="documentType" label={field('documentType')} rules={[required]}>
            <Select options={enumOptions(t, 'DocumentType', ['DNI', 'CE'])} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={14}>
          <Form.Item
            name="documentNumber"
            label={field('documentNumber')}
            dependencies={['documentType']}
            rules={[
              requiredText,
              ({ getFieldValue }) =>
                check((value) => documentError(getFieldValue('documentType'), value)),
            ]}
          >
            <DocumentNumberInput />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="licenseNumber"
        label={field('licenseNumber')}
        extra={format && t('guides.form.licenseHelp', { format, example: licenseExample(format) })}
        rules={[
          requiredText,
          max(20),
          check((value) => (format ? licenseNumberError(format, value) : null)),
        ]}
      >
        <Input autoComplete="off" placeholder={format && licenseExample(format)} />
      </Form.Item>
      <Form.Item
        name="languages"
        label={field('languages')}
        extra={t('guides.form.languagesHelp')}
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
      <Form.Item
        name="specialties"
        label={field('specialties')}
        extra={t('guides.form.specialtiesHelp')}
      >
        <Select mode="tags" open={false} tokenSeparators={[',']} suffixIcon={null} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="licenseIssuedOn" label={field('licenseIssuedOn')} rules={[required]}>
            <DatePicker format={datePickerFormat(language)} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="licenseExpiresOn"
            label={field('licenseExpiresOn')}
            dependencies={['licenseIssuedOn']}
            rules={[
              required,
              ({ getFieldValue }) => ({
                validator: async (_, value: Dayjs | null) => {
                  const issued: Dayjs | null = getFieldValue('licenseIssuedOn');
                  if (value && issued && value.isBefore(issued, 'day')) {
                    throw new Error(t('guides.validation.expiryBeforeIssue'));
                  }
                },
              }),
            ]}
          >
            <DatePicker format={datePickerFormat(language)} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="status"
        label={field('status')}
        extra={t('guides.form.statusHelp')}
        rules={[required]}
      >
        <Select options={enumOptions(t, 'RegistrationStatus', SETTABLE_STATUSES)} />
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
      <Form.Item name="association" label={field('association')} rules={[max(120)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="photo"
        label={field('photo')}
        extra={t('guides.form.photoHelp')}
        rules={[check((value) => (isPhotoLink(value.trim()) ? null : 'An http(s) URL'))]}
      >
        <Input type="url" autoComplete="off" />
      </Form.Item>
    </RegistryFormDrawer>
  );
}

/** The document number: a numeric keypad for a DNI (digits only), the full keyboard for a CE. */
function DocumentNumberInput(props: InputProps) {
  const type = Form.useWatch('documentType', Form.useFormInstance<GuideFormValues>());
  return <Input {...props} autoComplete="off" inputMode={type === 'CE' ? 'text' : 'numeric'} />;
}
