import { Col, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import {
  type LodgingRowFragment,
  useCreateLodgingMutation,
  useUpdateLodgingMutation,
} from '../../../../generated/client';
import { coordinateError } from '../../../../shared/cusco';
import { enumOptions } from '../../registry/area';
import { CoordinateInput } from '../../registry/CoordinateInput';
import type { MessageRule } from '../../registry/field-errors';
import { ContactFields } from '../../registry/fields/ContactFields';
import { editedRecord, type RecordEditingProps } from '../../registry/fields/editing';
import { ProviderIdentityFields } from '../../registry/fields/ProviderIdentityFields';
import { RecordFormDrawer } from '../../registry/fields/RecordFormDrawer';
import { recordMutations } from '../../registry/fields/record-mutations';
import { StatusField } from '../../registry/fields/StatusField';
import { useFormRules } from '../../registry/form-rules';
import { PlaceFields } from '../../registry/PlaceFields';
import { useRecordForm } from '../../registry/useRecordForm';
import { LODGING_CATEGORIES, LODGING_CLASSES, LODGING_STATUSES, LODGINGS } from './config';
import {
  createInputOf,
  formValuesOf,
  type LodgingFormValues,
  NEW_LODGING,
  updateInputOf,
} from './lodging-values';
import { bedsError, countError, missingCoordinateError, missingCountError } from './rules';

/** The lodging service's own field messages. */
const LODGING_MESSAGES: readonly MessageRule[] = [
  ['At least one bed per room', 'lodgings.validation.bedsPerRoom'],
  ['Give both coordinates or neither', 'lodgings.validation.coordinatesPair'],
  ['Not a lodging class', 'lodgings.validation.lodgingClass'],
  ['Not a category', 'lodgings.validation.category'],
  ['ACTIVO, SUSPENDIDO or CERRADO', 'lodgings.validation.status'],
  ['Give both rooms and beds', 'lodgings.validation.countsPair'],
];

/** How the form reads and writes the record. */
const LODGING_FORM = { valuesOf: formValuesOf, empty: NEW_LODGING, createInputOf, updateInputOf };

const numberInput = { style: { width: '100%' }, inputMode: 'decimal' } as const;

/** Registers a lodging or edits one: every field of the registry, with the server's rules mirrored. */
export function LodgingFormDrawer(props: RecordEditingProps<LodgingRowFragment>) {
  const { t } = useTranslation();
  const { required, requiredText, max, check } = useFormRules(LODGING_MESSAGES);
  const lodging = editedRecord(props.editing);
  const mutations = recordMutations(useCreateLodgingMutation(), useUpdateLodgingMutation());
  const form = useRecordForm(lodging, { ...LODGING_FORM, ...mutations });

  const field = (name: keyof LodgingFormValues) => t(`lodgings.fields.${name}`);
  const count = (limit: number) => check<number>((value) => countError(value, limit));
  // A lodging imported from the directory has no rooms or beds yet: both may stay empty.
  const uncounted = lodging !== null && lodging.rooms == null;
  const countRules = (limit: number, other: 'rooms' | 'beds'): Rule[] => [
    ...(uncounted ? [] : [required]),
    count(limit),
    ({ getFieldValue }) => ({
      validator: async (_, value: number | null | undefined) => {
        if (missingCountError(value, getFieldValue(other))) {
          throw new Error(t('lodgings.validation.countsPair'));
        }
      },
    }),
  ];
  const coordinate = (axis: 'latitude' | 'longitude', other: 'latitude' | 'longitude'): Rule[] => [
    check<number>((value) => coordinateError(axis, value)),
    ({ getFieldValue }) => ({
      validator: async (_, value: number | null | undefined) => {
        if (missingCoordinateError(value, getFieldValue(other))) {
          throw new Error(t('lodgings.validation.coordinatesPair'));
        }
      },
    }),
  ];

  return (
    <RecordFormDrawer {...props} config={LODGINGS} form={form} messageRules={LODGING_MESSAGES}>
      <ProviderIdentityFields
        i18nKey="lodgings"
        rucSpan={12}
        certificateRequired={false}
        certificateHelp={t('lodgings.form.certificateHelp')}
      >
        <Col xs={24} sm={12}>
          <Form.Item name="lodgingClass" label={field('lodgingClass')} rules={[required]}>
            <Select options={enumOptions(t, 'LodgingClass', LODGING_CLASSES)} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="category" label={field('category')} rules={[required]}>
            <Select options={enumOptions(t, 'LodgingCategory', LODGING_CATEGORIES)} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="rooms"
            label={field('rooms')}
            dependencies={['beds']}
            rules={countRules(2000, 'beds')}
          >
            <InputNumber {...numberInput} inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="beds"
            label={field('beds')}
            dependencies={['rooms']}
            rules={[
              ...countRules(10000, 'rooms'),
              ({ getFieldValue }) =>
                check<number>((beds) => bedsError(getFieldValue('rooms'), beds)),
            ]}
          >
            <InputNumber {...numberInput} inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <StatusField i18nKey="lodgings" enumName="LodgingStatus" values={LODGING_STATUSES} />
        </Col>
      </ProviderIdentityFields>
      <PlaceFields i18nKey="lodgings" />
      <Form.Item name="address" label={field('address')} rules={[requiredText, max(200)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <ContactFields i18nKey="lodgings" />
      <Typography.Paragraph type="secondary">
        {t('lodgings.form.coordinatesHelp')}
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="latitude"
            label={field('latitude')}
            dependencies={['longitude']}
            rules={coordinate('latitude', 'longitude')}
          >
            <CoordinateInput placeholder="-13,5170" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="longitude"
            label={field('longitude')}
            dependencies={['latitude']}
            rules={coordinate('longitude', 'latitude')}
          >
            <CoordinateInput placeholder="-71,9785" />
          </Form.Item>
        </Col>
      </Row>
    </RecordFormDrawer>
  );
}
