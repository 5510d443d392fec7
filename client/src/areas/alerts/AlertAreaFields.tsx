import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, InputNumber, Radio, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { ALERT_AREA_KINDS, ALERT_LIMITS } from '../../../../shared/alerts';
import { coordinateError, districtsOf, PROVINCES } from '../../../../shared/cusco';
import { foldCaseAndAccents } from '../../../../shared/fold-text';
import { CoordinateInput } from '../../registry/CoordinateInput';
import { useFormRules } from '../../registry/form-rules';
import type { AlertFormValues } from './alert-values';

// Typing "san jeronimo" finds San Jerónimo: staff do not always type the accents.
const search = {
  filterOption: (input: string, option?: { label?: unknown }) =>
    foldCaseAndAccents(String(option?.label ?? '')).includes(foldCaseAndAccents(input.trim())),
};
const asOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));

/**
 * Where an alert applies: the whole region, some provinces, some districts (each a province
 * then one of its districts), or a point with a radius. Only the chosen kind's fields show; the
 * lists and the region's bounds are the ones the server checks against (shared/cusco.ts).
 */
export function AlertAreaFields({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<AlertFormValues>();
  const kind = Form.useWatch('areaKind', form);
  const { required, check } = useFormRules();
  const places = (count: number) =>
    count < 1
      ? t('alerts.validation.placesRequired')
      : count > ALERT_LIMITS.places
        ? t('registry.validation.tooMany', { max: ALERT_LIMITS.places })
        : null;
  const coordinate = (axis: 'latitude' | 'longitude'): Rule[] => [
    required,
    check<number>((value) => coordinateError(axis, value)),
  ];

  return (
    <fieldset className="alerts-fieldset">
      <legend>{t('alerts.fields.area')}</legend>
      <Form.Item name="areaKind" label={t('alerts.form.areaKind')} rules={[required]}>
        <Radio.Group
          disabled={disabled}
          options={ALERT_AREA_KINDS.map((value) => ({
            value,
            label: t(`enums.AlertAreaKind.${value}`),
          }))}
        />
      </Form.Item>
      {kind === 'PROVINCES' && (
        <Form.Item
          name="provinces"
          label={t('alerts.fields.provinces')}
          rules={[
            {
              validator: async (_, value: string[] | undefined) => {
                const problem = places(value?.length ?? 0);
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Select
            mode="multiple"
            disabled={disabled}
            showSearch={search}
            options={asOptions(PROVINCES)}
          />
        </Form.Item>
      )}
      {kind === 'DISTRICTS' && <DistrictRows disabled={disabled} />}
      {kind === 'CIRCLE' && (
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item
              name="latitude"
              label={t('alerts.fields.latitude')}
              rules={coordinate('latitude')}
            >
              <CoordinateInput disabled={disabled} placeholder="-13,1631" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="longitude"
              label={t('alerts.fields.longitude')}
              rules={coordinate('longitude')}
            >
              <CoordinateInput disabled={disabled} placeholder="-72,5450" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="radiusKm"
              label={t('alerts.fields.radiusKm')}
              rules={[
                required,
                {
                  validator: async (_, value: number | null | undefined) => {
                    if (
                      typeof value === 'number' &&
                      (value <= 0 || value > ALERT_LIMITS.radiusKm)
                    ) {
                      throw new Error(
                        t('alerts.validation.radius', { max: ALERT_LIMITS.radiusKm }),
                      );
                    }
                  },
                },
              ]}
            >
              <InputNumber<number>
                disabled={disabled}
                min={0}
                max={ALERT_LIMITS.radiusKm}
                inputMode="decimal"
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
    </fieldset>
  );
}

/** One line per district: its province, then the district among that province's. */
function DistrictRows({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<AlertFormValues>();
  const rows = Form.useWatch('districts', form) ?? [];
  const { required } = useFormRules();
  return (
    <Form.List name="districts">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => {
            const province = rows[index]?.province;
            const number = index + 1;
            return (
              <Row gutter={8} key={field.key} align="top" wrap={false}>
                <Col flex="1 1 0">
                  <Form.Item
                    name={[field.name, 'province']}
                    label={t('alerts.fields.districtProvince', { number })}
                    rules={[required]}
                  >
                    <Select
                      disabled={disabled}
                      showSearch={search}
                      options={asOptions(PROVINCES)}
                      onChange={() =>
                        form.setFieldValue(['districts', field.name, 'district'], undefined)
                      }
                    />
                  </Form.Item>
                </Col>
                <Col flex="1 1 0">
                  <Form.Item
                    name={[field.name, 'district']}
                    label={t('alerts.fields.district', { number })}
                    rules={[required]}
                  >
                    <Select
                      disabled={disabled || !province}
                      showSearch={search}
                      placeholder={province ? undefined : t('registry.form.provinceFirst')}
                      options={asOptions(districtsOf(province ?? ''))}
                    />
                  </Form.Item>
                </Col>
                {fields.length > 1 && !disabled && (
                  <Col flex="none" className="alerts-row-remove">
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('alerts.form.removeDistrict', { number })}
                      onClick={() => remove(field.name)}
                    />
                  </Col>
                )}
              </Row>
            );
          })}
          {!disabled && fields.length < ALERT_LIMITS.places && (
            <Form.Item>
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({})}>
                {t('alerts.form.addDistrict')}
              </Button>
            </Form.Item>
          )}
        </>
      )}
    </Form.List>
  );
}
