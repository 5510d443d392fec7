import { Col, Form, Input, type InputProps, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type GuideRowFragment,
  useCreateGuideMutation,
  useGuideLicenseFormatQuery,
  useUpdateGuideMutation,
} from '../../../../generated/client';
import { licenseExample, licenseNumberError } from '../../../../shared/license-format';
import { enumOptions } from '../../registry/area';
import type { MessageRule } from '../../registry/field-errors';
import { ContactFields } from '../../registry/fields/ContactFields';
import { editedRecord, type RecordEditingProps } from '../../registry/fields/editing';
import { LanguagesField } from '../../registry/fields/LanguagesField';
import { PersonNameFields } from '../../registry/fields/PersonNameFields';
import { RecordFormDrawer } from '../../registry/fields/RecordFormDrawer';
import { recordMutations } from '../../registry/fields/record-mutations';
import { StatusField } from '../../registry/fields/StatusField';
import { ValidityFields } from '../../registry/fields/ValidityFields';
import { useFormRules } from '../../registry/form-rules';
import { useRecordForm } from '../../registry/useRecordForm';
import { GUIDES, SETTABLE_STATUSES } from './config';
import {
  createInputOf,
  formValuesOf,
  type GuideFormValues,
  NEW_GUIDE,
  updateInputOf,
} from './guide-values';
import { documentError, isPhotoLink } from './rules';

/** The guide service's own field messages. */
const GUIDE_MESSAGES: readonly MessageRule[] = [
  ['Not before the issue date', 'guides.validation.expiryBeforeIssue'],
  [/^VIGENTE or SUSPENDIDO/, 'guides.validation.status'],
  [/^Not in the registry's format (?<format>\S+)$/, 'guides.validation.licenseFormat'],
];

/** How the form reads and writes the record. */
const GUIDE_FORM = { valuesOf: formValuesOf, empty: NEW_GUIDE, createInputOf, updateInputOf };

/** Registers a guide or edits one: every field of the registry, with the server's rules mirrored. */
export function GuideFormDrawer(props: RecordEditingProps<GuideRowFragment>) {
  const { t } = useTranslation();
  const mutations = recordMutations(useCreateGuideMutation(), useUpdateGuideMutation());
  const form = useRecordForm(editedRecord(props.editing), { ...GUIDE_FORM, ...mutations });

  // The server's setting; until it is known the server alone checks the format.
  const format = useGuideLicenseFormatQuery().data?.guideLicenseFormat;
  const field = (name: keyof GuideFormValues) => t(`guides.fields.${name}`);
  const { required, requiredText, max, check } = useFormRules(GUIDE_MESSAGES);

  return (
    <RecordFormDrawer {...props} config={GUIDES} form={form} messageRules={GUIDE_MESSAGES}>
      <Row gutter={16}>
        <PersonNameFields i18nKey="guides" />
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
      <LanguagesField i18nKey="guides" />
      <Form.Item
        name="specialties"
        label={field('specialties')}
        extra={t('guides.form.specialtiesHelp')}
      >
        <Select mode="tags" open={false} tokenSeparators={[',']} suffixIcon={null} />
      </Form.Item>
      <ValidityFields
        i18nKey="guides"
        from="licenseIssuedOn"
        until="licenseExpiresOn"
        untilBeforeFrom="guides.validation.expiryBeforeIssue"
        required
      />
      <StatusField i18nKey="guides" enumName="RegistrationStatus" values={SETTABLE_STATUSES} help />
      <ContactFields i18nKey="guides" />
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
    </RecordFormDrawer>
  );
}

/** The document number: a numeric keypad for a DNI (digits only), the full keyboard for a CE. */
function DocumentNumberInput(props: InputProps) {
  const type = Form.useWatch('documentType', Form.useFormInstance<GuideFormValues>());
  return <Input {...props} autoComplete="off" inputMode={type === 'CE' ? 'text' : 'numeric'} />;
}
