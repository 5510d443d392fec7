import { Alert, Checkbox, Form, Input, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialTarget, formatDial, MAX_PHONE_LENGTH, whatsappLink } from '../../../../shared/dial';
import { EMERGENCY_KINDS } from '../../../../shared/emergency-kinds';
import { useDiscardGuard } from '../../forms/useDiscardGuard';
import { contactProblems } from './problems';
import type { EmergencyContact, EmergencyContactDraft } from './useEmergencyContacts';

/** The server's limit on a name (server/areas/emergency-contacts/input.ts). */
const MAX_NAME_LENGTH = 60;
const LANGUAGES = ['es', 'en', 'tr'] as const;
/** A new number: its kind chosen by whoever adds it (the form asks), no WhatsApp. */
const EMPTY: Partial<EmergencyContactDraft> = {
  names: { es: '', en: '', tr: '' },
  phone: '',
  whatsapp: false,
};

export interface EmergencyContactModalProps {
  open: boolean;
  /** The number being edited; none to add one. */
  contact?: EmergencyContact;
  onSave: (draft: EmergencyContactDraft) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Adds or edits a number: its name in each language, the number as people read it, its kind (the
 * public page's pictogram) and whether it answers on WhatsApp. What the phone will dial is shown
 * as it is typed, by the same rule the server applies on saving.
 */
export function EmergencyContactModal({
  open,
  contact,
  onSave,
  onClose,
}: EmergencyContactModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EmergencyContactDraft>();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const phone: string = Form.useWatch('phone', form) ?? contact?.phone ?? '';
  const dial = dialTarget(phone);
  const initialValues = contact
    ? {
        names: contact.names,
        phone: contact.phone,
        kind: contact.kind,
        whatsapp: contact.whatsapp,
      }
    : EMPTY;
  const guard = useDiscardGuard(form, { open, initialValues });

  const save = async (draft: EmergencyContactDraft) => {
    setSaving(true);
    setProblem(null);
    try {
      await onSave(draft);
      onClose();
    } catch (error) {
      const problems = contactProblems(t, error);
      form.setFields(problems.fields);
      setProblem(problems.general);
    } finally {
      setSaving(false);
    }
  };

  const nameRules = [
    { required: true, whitespace: true, message: t('emergencyContacts.validation.required') },
    { max: MAX_NAME_LENGTH, message: t('emergencyContacts.validation.tooLong') },
  ];

  return (
    <Modal
      open={open}
      title={t(contact ? 'emergencyContacts.form.editTitle' : 'emergencyContacts.form.addTitle')}
      okText={t('emergencyContacts.form.save')}
      cancelText={t('emergencyContacts.form.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: saving }}
      onCancel={() => guard.close(onClose)}
      afterClose={() => setProblem(null)}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<EmergencyContactDraft>
          form={form}
          // Prefixes the fields' ids (emergency-contact_phone …) so they cannot clash on the page.
          name="emergency-contact"
          layout="vertical"
          initialValues={initialValues}
          onFinish={save}
          clearOnDestroy
        >
          {dialog}
        </Form>
      )}
    >
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      {LANGUAGES.map((lang, index) => (
        <Form.Item
          key={lang}
          name={['names', lang]}
          label={t(`emergencyContacts.form.name.${lang}`)}
          rules={nameRules}
        >
          <Input autoFocus={index === 0} maxLength={MAX_NAME_LENGTH} />
        </Form.Item>
      ))}
      <Form.Item
        name="phone"
        label={t('emergencyContacts.form.phone')}
        extra={t('emergencyContacts.form.phoneHint')}
        rules={[
          { required: true, whitespace: true, message: t('emergencyContacts.validation.required') },
          {
            validator: (_, value: string | undefined) =>
              !value?.trim() || dialTarget(value) !== null
                ? Promise.resolve()
                : Promise.reject(new Error(t('emergencyContacts.validation.notDiallable'))),
          },
        ]}
      >
        <Input inputMode="tel" autoComplete="off" maxLength={MAX_PHONE_LENGTH} />
      </Form.Item>
      <Typography.Paragraph type="secondary" aria-live="polite">
        {dial ? (
          <>
            {t('emergencyContacts.form.dials')} <a href={`tel:${dial}`}>{formatDial(dial)}</a>
          </>
        ) : (
          t('emergencyContacts.form.noDial')
        )}
      </Typography.Paragraph>
      <Form.Item
        name="kind"
        label={t('emergencyContacts.form.kind')}
        rules={[{ required: true, message: t('emergencyContacts.validation.required') }]}
      >
        <Radio.Group
          options={EMERGENCY_KINDS.map((kind) => ({
            value: kind,
            label: t(`emergencyContacts.kinds.${kind}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="whatsapp"
        valuePropName="checked"
        extra={t('emergencyContacts.form.whatsappHint')}
        dependencies={['phone']}
        style={{ marginBottom: 0 }}
        rules={[
          ({ getFieldValue }) => ({
            // A short code has no WhatsApp account, so the public page could not link it.
            validator: (_, checked: boolean | undefined) => {
              const target = dialTarget(getFieldValue('phone') ?? '');
              return !checked || !target || whatsappLink(target) !== null
                ? Promise.resolve()
                : Promise.reject(new Error(t('emergencyContacts.validation.noWhatsapp')));
            },
          }),
        ]}
      >
        <Checkbox>{t('emergencyContacts.form.whatsapp')}</Checkbox>
      </Form.Item>
    </Modal>
  );
}
