import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormRules } from '../../registry/form-rules';

const REASON_MAX = 500;

export interface CancelAlertModalProps {
  /** The headline of the alert being cancelled; null: closed. */
  headline: string | null;
  /** Cancels with the reason given; a thrown error keeps the modal open. */
  onCancelAlert: (reason: string) => Promise<void>;
  onClose: () => void;
}

/**
 * "Cancelar alerta": ends an active alert before its expiry. The reason is required: it stays
 * in the history and tells relays of the feed why the alert ended.
 */
export function CancelAlertModal({ headline, onCancelAlert, onClose }: CancelAlertModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const { requiredText, max } = useFormRules();
  const open = headline !== null;

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = async () => {
    const { reason } = await form.validateFields();
    setBusy(true);
    try {
      await onCancelAlert(reason.trim());
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('alerts.cancel.title', { headline })}
      okText={t('alerts.cancel.ok')}
      cancelText={t('alerts.cancel.keep')}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('alerts.cancel.content')}</p>
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('alerts.fields.cancelReason')}
          rules={[requiredText, max(REASON_MAX)]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
