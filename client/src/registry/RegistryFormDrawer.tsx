import { Alert, App, Button, Drawer, Form, Space } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiscardGuard } from '../forms/useDiscardGuard';
import { useScreenAtLeast } from '../shell/config/useMediaQuery';
import type { RegistryAreaConfig } from './area';
import {
  applyFieldErrors,
  fieldPath,
  type MessageRule,
  registryFieldMessage,
} from './field-errors';
import { conflictMessage, problemMessage, registryProblem } from './problems';

export interface RegistryFormDrawerProps<Values extends object> {
  config: RegistryAreaConfig;
  open: boolean;
  mode: 'create' | 'edit';
  /** The form's values when it opens (edit: the record's, create: the defaults). */
  initialValues?: Partial<Values>;
  /** Saves; a thrown error is shown on the fields it names, the drawer stays open. */
  onSubmit: (values: Values) => Promise<unknown>;
  /** After a save went through (the drawer closes itself). */
  onSaved?: () => void;
  onClose: () => void;
  /** The area's own server field messages → i18n keys, tried before the registry's. */
  messageRules?: readonly MessageRule[];
  /** The Form.Items; inside them `Form.useFormInstance()` / `Form.useWatch` reach the form. */
  children: ReactNode;
}

/**
 * The create and edit form of a registry in a drawer. Closes only on a successful save, or on
 * Cancel, Esc or its X, which ask first when something was changed; the server's 400 field
 * messages and 409 clashes ("Ya existe un guía con el carné …") land on their fields, anything
 * else above the form.
 */
export function RegistryFormDrawer<Values extends object>({
  config,
  open,
  mode,
  initialValues,
  onSubmit,
  onSaved,
  onClose,
  messageRules,
  children,
}: RegistryFormDrawerProps<Values>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const wide = useScreenAtLeast('sm');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const guard = useDiscardGuard(form, { open });

  // Each opening starts from the values given then, without the errors of the last one; a new
  // initialValues object while open (a parent's render) must not wipe what is being typed.
  const initial = useRef(initialValues);
  initial.current = initialValues;
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (initial.current) {
      form.setFieldsValue(initial.current as Parameters<typeof form.setFieldsValue>[0]);
    }
    guard.markClean();
    setProblem(null);
  }, [open, form, guard.markClean]);

  const finish = async (values: Values) => {
    setSaving(true);
    setProblem(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setProblem(explain(error));
      return;
    } finally {
      setSaving(false);
    }
    message.success(t(mode === 'create' ? 'registry.form.created' : 'registry.form.saved'));
    onClose();
    onSaved?.();
  };

  /** Puts what the server said on the fields; answers what is left for above the form. */
  const explain = (error: unknown): string | null => {
    const found = registryProblem(error);
    if (found.kind === 'bad-request') {
      const unplaced = applyFieldErrors(form, found.fields, (text) =>
        registryFieldMessage(t, text, messageRules),
      );
      if (unplaced.length === 0) return t('registry.errors.checkFields');
      return unplaced
        .map((field) => {
          const label = t(`${config.i18nKey}.fields.${field}`, { defaultValue: field });
          return `${label}: ${registryFieldMessage(t, found.fields[field] ?? '', messageRules)}`;
        })
        .join(' ');
    }
    if (found.kind === 'conflict' && Object.keys(found.fields).length > 0) {
      const unplaced = applyFieldErrors(form, found.fields, (_text, field) =>
        conflictMessage(t, config.i18nKey, field, form.getFieldValue(fieldPath(field) as never)),
      );
      return unplaced.length === 0 ? null : problemMessage(t, found);
    }
    return problemMessage(t, found);
  };

  const cancel = () => guard.close(onClose);

  return (
    <Drawer
      open={open}
      onClose={cancel}
      size={wide ? 560 : '100%'}
      mask={{ closable: false }}
      destroyOnHidden
      title={t(`${config.i18nKey}.${mode === 'create' ? 'createTitle' : 'editTitle'}`)}
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={cancel}>{t('registry.form.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {t('registry.form.save')}
          </Button>
        </Space>
      }
    >
      {problem && (
        <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} role="alert" />
      )}
      <Form<Values> form={form} layout="vertical" onFinish={finish} scrollToFirstError requiredMark>
        {children}
      </Form>
    </Drawer>
  );
}
