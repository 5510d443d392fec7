import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type JurisdictionRowFragment,
  useCreateJurisdictionMutation,
  useUpdateJurisdictionMutation,
} from '../../../../generated/client';
import { coordinateError, districtsOf, PROVINCES } from '../../../../shared/cusco';
import { MAX_PHONE_LENGTH, NOT_A_WHATSAPP_MOBILE, peruvianMobile } from '../../../../shared/dial';
import { OFFICE_HOURS_ERRORS } from '../../../../shared/office-hours';
import { CoordinateInput } from '../../registry/CoordinateInput';
import type { MessageRule } from '../../registry/field-errors';
import { editedRecord, type RecordEditingProps } from '../../registry/fields/editing';
import { RecordFormDrawer } from '../../registry/fields/RecordFormDrawer';
import { recordMutations } from '../../registry/fields/record-mutations';
import { useFormRules } from '../../registry/form-rules';
import { useRecordForm } from '../../registry/useRecordForm';
import { jurisdictionsConfig } from './config';
import {
  createInputOf,
  formValuesOf,
  type JurisdictionFormValues,
  NEW_JURISDICTION,
  updateInputOf,
} from './jurisdiction-values';
import { ResponsibleOfficerSelect } from './ResponsibleOfficerSelect';
import { StationHoursFields } from './StationHoursFields';
import './jurisdictions.css';

/** The jurisdiction service's own field messages. */
export const JURISDICTION_MESSAGES: readonly MessageRule[] = [
  ['No such officer', 'jurisdictions.validation.officer'],
  ['At least one district', 'jurisdictions.validation.districts'],
  ['Must be a number', 'jurisdictions.validation.number'],
  [OFFICE_HOURS_ERRORS.time, 'jurisdictions.validation.time'],
  [OFFICE_HOURS_ERRORS.sameTime, 'jurisdictions.validation.sameTime'],
  [NOT_A_WHATSAPP_MOBILE, 'jurisdictions.validation.whatsapp'],
];

/** How the form reads and writes the record. */
const JURISDICTION_FORM = {
  valuesOf: formValuesOf,
  empty: NEW_JURISDICTION,
  createInputOf,
  updateInputOf,
};

/** The server's rule for the office's WhatsApp number (shared/dial.ts), as a field message. */
const whatsappError = (value: string) =>
  value.trim() === '' || peruvianMobile(value) !== null ? null : NOT_A_WHATSAPP_MOBILE;

const CONFIG = jurisdictionsConfig();

/** Creates a jurisdiction or edits one: its place, its comisaría, who leads it and its zones. */
export function JurisdictionFormDrawer(props: RecordEditingProps<JurisdictionRowFragment>) {
  const { t } = useTranslation();
  const jurisdiction = editedRecord(props.editing);
  const mutations = recordMutations(
    useCreateJurisdictionMutation(),
    useUpdateJurisdictionMutation(),
  );
  const form = useRecordForm(jurisdiction, { ...JURISDICTION_FORM, ...mutations });

  const { required, requiredText, max, check } = useFormRules(JURISDICTION_MESSAGES);

  return (
    <RecordFormDrawer {...props} config={CONFIG} form={form} messageRules={JURISDICTION_MESSAGES}>
      <Form.Item
        name="name"
        label={t('jurisdictions.fields.name')}
        rules={[requiredText, max(120)]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <PlaceFields />
      <fieldset className="jurisdiction-station">
        <legend>{t('jurisdictions.form.headquarters')}</legend>
        <Form.Item
          name={['headquarters', 'name']}
          label={t('jurisdictions.form.stationName')}
          rules={[requiredText, max(120)]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name={['headquarters', 'address']}
          label={t('jurisdictions.fields.address')}
          rules={[requiredText, max(200)]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name={['headquarters', 'phone']}
          label={t('jurisdictions.fields.phone')}
          rules={[
            requiredText,
            max(30),
            {
              pattern: /^\s*\+?[\d\s()-]{3,}\s*$/,
              message: t('registry.validation.phone'),
            },
          ]}
        >
          <Input type="tel" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name={['headquarters', 'whatsapp']}
          label={t('jurisdictions.fields.whatsapp')}
          extra={t('jurisdictions.form.whatsappHelp')}
          rules={[max(MAX_PHONE_LENGTH), check(whatsappError)]}
        >
          <Input type="tel" inputMode="tel" autoComplete="off" placeholder="987 654 321" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name={['headquarters', 'latitude']}
              label={t('jurisdictions.fields.latitude')}
              rules={[required, check<number>((value) => coordinateError('latitude', value))]}
            >
              <CoordinateInput placeholder="-13,5170" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name={['headquarters', 'longitude']}
              label={t('jurisdictions.fields.longitude')}
              rules={[required, check<number>((value) => coordinateError('longitude', value))]}
            >
              <CoordinateInput placeholder="-71,9785" />
            </Form.Item>
          </Col>
        </Row>
        <StationHoursFields />
      </fieldset>
      <Form.Item
        name="responsibleOfficerId"
        label={t('jurisdictions.fields.responsibleOfficerId')}
        extra={t('jurisdictions.form.responsibleHelp')}
      >
        <ResponsibleOfficerSelect
          current={jurisdiction?.responsibleOfficer ?? null}
          placeholder={t('jurisdictions.form.noResponsible')}
        />
      </Form.Item>
      <Form.Item
        name="touristZones"
        label={t('jurisdictions.fields.touristZones')}
        extra={t('jurisdictions.form.touristZonesHelp')}
        rules={[
          {
            type: 'array',
            max: 40,
            message: t('registry.validation.tooMany', { max: 40 }),
          },
        ]}
      >
        <Select mode="tags" open={false} tokenSeparators={[',']} suffixIcon={null} />
      </Form.Item>
    </RecordFormDrawer>
  );
}

/** The province and the districts of that province; a new province starts with none chosen. */
function PlaceFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<JurisdictionFormValues>();
  const province = Form.useWatch('province', form);
  const districts = districtsOf(province ?? '');
  return (
    <Row gutter={16}>
      <Col xs={24} sm={10}>
        <Form.Item
          name="province"
          label={t('jurisdictions.fields.province')}
          rules={[{ required: true, message: t('registry.validation.province') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={PROVINCES.map((name) => ({ value: name, label: name }))}
            onChange={() => form.setFieldValue('districts', [])}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={14}>
        <Form.Item
          name="districts"
          label={t('jurisdictions.fields.districts')}
          rules={[
            {
              required: true,
              type: 'array',
              min: 1,
              message: t('jurisdictions.validation.districts'),
            },
          ]}
        >
          <Select
            mode="multiple"
            disabled={districts.length === 0}
            placeholder={districts.length === 0 ? t('jurisdictions.form.provinceFirst') : undefined}
            optionFilterProp="label"
            options={districts.map((name) => ({ value: name, label: name }))}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
