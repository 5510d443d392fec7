import { Alert, Checkbox, Collapse, Form, Input, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialTarget, formatDial, MAX_PHONE_LENGTH, whatsappLink } from '../../../../shared/dial';
import { EMERGENCY_KINDS } from '../../../../shared/emergency-kinds';
import { OPTIONAL_LANGUAGES, REQUIRED_TEXT_LANGUAGES, TEXT_RULES } from '../../forms/localized';
import { StaleTranslations } from '../../forms/StaleTranslations';
import { useDiscardGuard } from '../../forms/useDiscardGuard';
import { useLanguageNames } from '../../registry/languages';
import { contactProblems } from './problems';
import { type EmergencyContact, type EmergencyContactDraft, toDraft } from './useEmergencyContacts';

/** The server's limit on a name (server/areas/emergency-contacts/input.ts). */
const MAX_NAME_LENGTH = 60;
/** A new number: its kind chosen by whoever adds it (the form asks), no WhatsApp. */
const EMPTY: Partial<EmergencyContactDraft> = {
  names: { es: '', en: '' },
  phone: '',
  whatsapp: false,
};
const OTHER_NAMES = 'other-names';

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
  const nameIn = useLanguageNames({ inText: true });
  const [form] = Form.useForm<EmergencyContactDraft>();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [otherNamesOpen, setOtherNamesOpen] = useState(false);
  const phone: string = Form.useWatch('phone', form) ?? contact?.phone ?? '';
  const dial = dialTarget(phone);
  const saved = contact ? toDraft(contact) : null;
  const initialValues = saved ?? EMPTY;
  const names: EmergencyContactDraft['names'] | undefined = Form.useWatch('names', form);
  const written = OPTIONAL_LANGUAGES.filter((lang) => !TEXT_RULES.isEmpty(names?.[lang])).length;
  const guard = useDiscardGuard(form, { open, initialValues });
  /** A problem on another language's name opens the list it is hidden in. */
  const revealOtherNames = (paths: readonly (string | number)[][]) => {
    if (
      paths.some(([field, lang]) => field === 'names' && OPTIONAL_LANGUAGES.includes(lang as never))
    ) {
      setOtherNamesOpen(true);
    }
  };

  const save = async (draft: EmergencyContactDraft) => {
    setSaving(true);
    setProblem(null);
    try {
      await onSave(draft);
      onClose();
    } catch (error) {
      const problems = contactProblems(t, error);
      form.setFields(problems.fields);
      revealOtherNames(problems.fields.map((field) => field.name));
      setProblem(problems.general);
    } finally {
      setSaving(false);
    }
  };

  const tooLong = { max: MAX_NAME_LENGTH, message: t('emergencyContacts.validation.tooLong') };
  const nameRules = [
    { required: true, whitespace: true, message: t('emergencyContacts.validation.required') },
    tooLong,
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
          onFinishFailed={({ errorFields }) => revealOtherNames(errorFields.map((f) => f.name))}
          clearOnDestroy
        >
          {dialog}
        </Form>
      )}
    >
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      {REQUIRED_TEXT_LANGUAGES.map((lang, index) => (
        <Form.Item
          key={lang}
          name={['names', lang]}
          label={t('emergencyContacts.form.nameIn', { language: nameIn(lang) })}
          rules={nameRules}
        >
          <Input autoFocus={index === 0} maxLength={MAX_NAME_LENGTH} />
        </Form.Item>
      ))}
      <Collapse
        size="small"
        style={{ marginBottom: 16 }}
        activeKey={otherNamesOpen ? [OTHER_NAMES] : []}
        onChange={(keys) => setOtherNamesOpen(keys.includes(OTHER_NAMES))}
        items={[
          {
            key: OTHER_NAMES,
            label: t('emergencyContacts.form.otherNames'),
            extra: (
              <Typography.Text type="secondary">
                {t('localized.written', { count: written, total: OPTIONAL_LANGUAGES.length })}
              </Typography.Text>
            ),
            // Mounted while folded, so that what it holds is validated and saved.
            forceRender: true,
            children: (
              <>
                <Typography.Paragraph type="secondary">
                  {t('localized.fallbackHint')}
                </Typography.Paragraph>
                {OPTIONAL_LANGUAGES.map((lang) => (
                  <Form.Item
                    key={lang}
                    name={['names', lang]}
                    label={t('emergencyContacts.form.nameIn', { language: nameIn(lang) })}
                    rules={[tooLong]}
                  >
                    <Input maxLength={MAX_NAME_LENGTH} lang={lang} />
                  </Form.Item>
                ))}
              </>
            ),
          },
        ]}
      />
      <StaleTranslations texts={[[saved?.names ?? null, names]]} />
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
