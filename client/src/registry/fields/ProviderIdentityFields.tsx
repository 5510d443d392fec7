import { Col, Form, Input, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { codeError } from '../../../../shared/code-text';
import { rucError, useFormRules } from '../form-rules';

export interface ProviderIdentityFieldsProps {
  /** The area's text key: labels are `<i18nKey>.fields.<field>`. */
  i18nKey: string;
  /** How many of the row's 24 columns the RUC takes on a wide screen; the certificate the rest. */
  rucSpan: number;
  /** Whether the certificate must be given (a record imported without one may lack it). */
  certificateRequired: boolean;
  /** The certificate's help text, if any. */
  certificateHelp?: string;
  /** More columns of the RUC's row. */
  children?: ReactNode;
}

/**
 * Who a tourism provider is (form fields `tradeName`, `businessName`, `ruc`,
 * `certificateNumber`): its names, its RUC (SUNAT's rule, as the server checks it) and the
 * number of its certificate.
 */
export function ProviderIdentityFields({
  i18nKey,
  rucSpan,
  certificateRequired,
  certificateHelp,
  children,
}: ProviderIdentityFieldsProps) {
  const { t } = useTranslation();
  const { requiredText, max, check } = useFormRules();
  const field = (name: string) => t(`${i18nKey}.fields.${name}`);
  return (
    <>
      <Form.Item name="tradeName" label={field('tradeName')} rules={[requiredText, max(120)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="businessName" label={field('businessName')} rules={[requiredText, max(160)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={rucSpan}>
          <Form.Item name="ruc" label={field('ruc')} rules={[requiredText, check(rucError)]}>
            <Input inputMode="numeric" autoComplete="off" maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={24 - rucSpan}>
          <Form.Item
            name="certificateNumber"
            label={field('certificateNumber')}
            extra={certificateHelp}
            rules={[...(certificateRequired ? [requiredText] : []), max(30), check(codeError)]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        {children}
      </Row>
    </>
  );
}
