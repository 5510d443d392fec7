import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type TravelAgencyRowFragment,
  useCreateTravelAgencyMutation,
  useUpdateTravelAgencyMutation,
} from '../../../../generated/client';
import { enumOptions } from '../../registry/area';
import type { MessageRule } from '../../registry/field-errors';
import { ContactFields } from '../../registry/fields/ContactFields';
import { editedRecord, type RecordEditingProps } from '../../registry/fields/editing';
import { ProviderIdentityFields } from '../../registry/fields/ProviderIdentityFields';
import { RecordFormDrawer } from '../../registry/fields/RecordFormDrawer';
import { recordMutations } from '../../registry/fields/record-mutations';
import { StatusField } from '../../registry/fields/StatusField';
import { ValidityFields } from '../../registry/fields/ValidityFields';
import { useFormRules } from '../../registry/form-rules';
import { PlaceFields } from '../../registry/PlaceFields';
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

/** How the form reads and writes the record. */
const AGENCY_FORM = {
  valuesOf: formValuesOf,
  empty: NEW_TRAVEL_AGENCY,
  createInputOf,
  updateInputOf,
};

/** Registers an agency or edits one: every field of the registry, with the server's rules mirrored. */
export function TravelAgencyFormDrawer(props: RecordEditingProps<TravelAgencyRowFragment>) {
  const { t } = useTranslation();
  const { required, requiredText, max, check } = useFormRules(AGENCY_MESSAGES);
  const agency = editedRecord(props.editing);
  // An agency imported from the national directory has no dates until staff give them.
  const undated = agency?.expiresOn === null;
  const mutations = recordMutations(
    useCreateTravelAgencyMutation(),
    useUpdateTravelAgencyMutation(),
  );
  const form = useRecordForm(agency, { ...AGENCY_FORM, ...mutations });

  const field = (name: keyof TravelAgencyFormValues) => t(`travelAgencies.fields.${name}`);

  return (
    <RecordFormDrawer
      {...props}
      config={TRAVEL_AGENCIES}
      form={form}
      messageRules={AGENCY_MESSAGES}
    >
      <ProviderIdentityFields i18nKey="travelAgencies" rucSpan={10} certificateRequired />
      <Form.Item name="classification" label={field('classification')} rules={[required]}>
        <Select options={enumOptions(t, 'AgencyClassification', AGENCY_CLASSIFICATIONS)} />
      </Form.Item>
      <ValidityFields
        i18nKey="travelAgencies"
        from="registeredOn"
        until="expiresOn"
        untilBeforeFrom="travelAgencies.validation.expiryBeforeRegistration"
        required={!undated}
      />
      <StatusField
        i18nKey="travelAgencies"
        enumName="RegistrationStatus"
        values={SETTABLE_STATUSES}
        help
      />
      <PlaceFields i18nKey="travelAgencies" />
      <Form.Item name="address" label={field('address')} rules={[requiredText, max(200)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <ContactFields i18nKey="travelAgencies" />
      <Form.Item
        name="website"
        label={field('website')}
        extra={t('travelAgencies.form.websiteHelp')}
        rules={[max(300), check(websiteError)]}
      >
        <Input type="url" autoComplete="off" placeholder="https://" />
      </Form.Item>
    </RecordFormDrawer>
  );
}
