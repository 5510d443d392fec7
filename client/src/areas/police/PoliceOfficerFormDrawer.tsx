import { AutoComplete, Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type PoliceOfficerRowFragment,
  useCreatePoliceOfficerMutation,
  useUpdatePoliceOfficerMutation,
} from '../../../../generated/client';
import { enumOptions } from '../../registry/area';
import type { MessageRule } from '../../registry/field-errors';
import { ContactFields } from '../../registry/fields/ContactFields';
import { editedRecord, type RecordEditingProps } from '../../registry/fields/editing';
import { LanguagesField } from '../../registry/fields/LanguagesField';
import { PersonNameFields } from '../../registry/fields/PersonNameFields';
import { RecordFormDrawer } from '../../registry/fields/RecordFormDrawer';
import { recordMutations } from '../../registry/fields/record-mutations';
import { StatusField } from '../../registry/fields/StatusField';
import { useFormRules } from '../../registry/form-rules';
import { useRecordForm } from '../../registry/useRecordForm';
import { OFFICER_STATUSES, POLICE_RANKS, policeConfig, UNIT_SUGGESTIONS } from './config';
import {
  createInputOf,
  formValuesOf,
  NEW_OFFICER,
  type OfficerFormValues,
  updateInputOf,
} from './officer-values';
import { cipError, dniError } from './rules';

/** The police service's own field messages. */
export const OFFICER_MESSAGES: readonly MessageRule[] = [
  ['No such jurisdiction', 'police.validation.jurisdiction'],
  ['Not a rank of the PNP', 'police.validation.rank'],
  ['Not an officer status', 'police.validation.status'],
];

/** How the form reads and writes the record. */
const OFFICER_FORM = { valuesOf: formValuesOf, empty: NEW_OFFICER, createInputOf, updateInputOf };

const CONFIG = policeConfig();

export interface PoliceOfficerFormDrawerProps extends RecordEditingProps<PoliceOfficerRowFragment> {
  /** The jurisdictions an officer may serve in. */
  jurisdictions: readonly { id: string; name: string }[];
}

/** Registers an officer or edits one: every field of the registry, with the server's rules mirrored. */
export function PoliceOfficerFormDrawer({ jurisdictions, ...props }: PoliceOfficerFormDrawerProps) {
  const { t } = useTranslation();
  const mutations = recordMutations(
    useCreatePoliceOfficerMutation(),
    useUpdatePoliceOfficerMutation(),
  );
  const form = useRecordForm(editedRecord(props.editing), { ...OFFICER_FORM, ...mutations });

  const field = (name: keyof OfficerFormValues) => t(`police.fields.${name}`);
  const { required, requiredText, max, check } = useFormRules(OFFICER_MESSAGES);

  return (
    <RecordFormDrawer {...props} config={CONFIG} form={form} messageRules={OFFICER_MESSAGES}>
      <Form.Item name="rank" label={field('rank')} rules={[required]}>
        <Select options={enumOptions(t, 'PoliceRank', POLICE_RANKS)} />
      </Form.Item>
      <Row gutter={16}>
        <PersonNameFields i18nKey="police" />
        <Col xs={24} sm={12}>
          <Form.Item name="cip" label={field('cip')} rules={[requiredText, check(cipError)]}>
            <Input autoComplete="off" inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="dni" label={field('dni')} rules={[requiredText, check(dniError)]}>
            <Input autoComplete="off" inputMode="numeric" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="unit"
            label={field('unit')}
            extra={t('police.form.unitHelp')}
            rules={[requiredText, max(80)]}
          >
            <AutoComplete
              options={UNIT_SUGGESTIONS.map((unit) => ({ value: unit }))}
              filterOption={(typed, option) =>
                String(option?.value ?? '')
                  .toLowerCase()
                  .includes(typed.toLowerCase())
              }
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="jurisdictionId" label={field('jurisdictionId')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('police.noJurisdiction')}
              options={jurisdictions.map(({ id, name }) => ({ value: id, label: name }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <LanguagesField i18nKey="police" />
      <StatusField i18nKey="police" enumName="OfficerStatus" values={OFFICER_STATUSES} />
      <ContactFields i18nKey="police" />
    </RecordFormDrawer>
  );
}
