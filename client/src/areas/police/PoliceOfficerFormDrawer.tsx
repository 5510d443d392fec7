import { AutoComplete, Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type PoliceOfficerRowFragment,
  useCreatePoliceOfficerMutation,
  useUpdatePoliceOfficerMutation,
} from '../../../../generated/client';
import { enumOptions } from '../../registry/area';
import type { MessageRule } from '../../registry/field-errors';
import { phoneError, useFormRules } from '../../registry/form-rules';
import { LanguagesSelect } from '../../registry/LanguagesSelect';
import { RegistryFormDrawer } from '../../registry/RegistryFormDrawer';
import { useRecordForm } from '../../registry/useRecordForm';
import { OFFICER_STATUSES, POLICE_RANKS, policeConfig, UNIT_SUGGESTIONS } from './config';
import {
  createInputOf,
  formValuesOf,
  NEW_OFFICER,
  type OfficerFormValues,
  updateInputOf,
} from './officer-values';
import { cipError, dniError, isLanguageCode } from './rules';

/** The police service's own field messages. */
export const OFFICER_MESSAGES: readonly MessageRule[] = [
  ['No such jurisdiction', 'police.validation.jurisdiction'],
  ['Not a rank of the PNP', 'police.validation.rank'],
  ['Not an officer status', 'police.validation.status'],
];

const CONFIG = policeConfig();

export type OfficerEditing =
  | { mode: 'create' }
  | { mode: 'edit'; officer: PoliceOfficerRowFragment };

export interface PoliceOfficerFormDrawerProps {
  editing: OfficerEditing | null;
  /** The jurisdictions an officer may serve in. */
  jurisdictions: readonly { id: string; name: string }[];
  onClose: () => void;
  onSaved: () => void;
}

/** Registers an officer or edits one: every field of the registry, with the server's rules mirrored. */
export function PoliceOfficerFormDrawer({
  editing,
  jurisdictions,
  onClose,
  onSaved,
}: PoliceOfficerFormDrawerProps) {
  const { t } = useTranslation();
  const [createOfficer] = useCreatePoliceOfficerMutation();
  const [updateOfficer] = useUpdatePoliceOfficerMutation();
  const { initial, submit } = useRecordForm(editing?.mode === 'edit' ? editing.officer : null, {
    valuesOf: formValuesOf,
    empty: NEW_OFFICER,
    createInputOf,
    updateInputOf,
    create: (input) => createOfficer({ variables: { input } }),
    update: (id, input) => updateOfficer({ variables: { id, input } }),
  });

  const field = (name: keyof OfficerFormValues) => t(`police.fields.${name}`);
  const { required, requiredText, max, check, email } = useFormRules(OFFICER_MESSAGES);

  return (
    <RegistryFormDrawer<OfficerFormValues>
      config={CONFIG}
      open={editing !== null}
      mode={editing?.mode ?? 'create'}
      initialValues={initial}
      onSubmit={submit}
      onSaved={onSaved}
      onClose={onClose}
      messageRules={OFFICER_MESSAGES}
    >
      <Form.Item name="rank" label={field('rank')} rules={[required]}>
        <Select options={enumOptions(t, 'PoliceRank', POLICE_RANKS)} />
      </Form.Item>
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
      <Form.Item
        name="languages"
        label={field('languages')}
        extra={t('police.form.languagesHelp')}
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
      <Form.Item name="status" label={field('status')} rules={[required]}>
        <Select options={enumOptions(t, 'OfficerStatus', OFFICER_STATUSES)} />
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
    </RegistryFormDrawer>
  );
}
