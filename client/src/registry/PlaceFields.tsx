import { Col, Form, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { districtsOf, isDistrictOf, PROVINCES } from '../../../shared/cusco';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

// Typing "san jeronimo" finds San Jerónimo: staff do not always type the accents.
const search = {
  filterOption: (input: string, option?: { label?: unknown }) =>
    fold(String(option?.label ?? '')).includes(fold(input.trim())),
};

const asOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));

export interface PlaceFieldsProps {
  /** The area's text key: labels are `<i18nKey>.fields.province` and `.district`. */
  i18nKey: string;
}

/**
 * A record's province of Cusco and one of its districts (form fields `province`, `district`):
 * the districts offered are the chosen province's, and another province clears the district.
 * The lists are shared/cusco.ts, the ones the server checks against.
 */
export function PlaceFields({ i18nKey }: PlaceFieldsProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const province: string | undefined = Form.useWatch('province', form);
  const required: Rule = { required: true, message: t('registry.validation.required') };

  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item name="province" label={t(`${i18nKey}.fields.province`)} rules={[required]}>
          <Select
            showSearch={search}
            options={asOptions(PROVINCES)}
            onChange={() => form.setFieldValue('district', undefined)}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="district"
          label={t(`${i18nKey}.fields.district`)}
          dependencies={['province']}
          rules={[
            required,
            ({ getFieldValue }) => ({
              validator: async (_, district: string | undefined) => {
                if (district && !isDistrictOf(getFieldValue('province') ?? '', district)) {
                  throw new Error(t('registry.validation.district'));
                }
              },
            }),
          ]}
        >
          <Select
            showSearch={search}
            disabled={!province}
            placeholder={province ? undefined : t('registry.form.provinceFirst')}
            options={asOptions(districtsOf(province ?? ''))}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
