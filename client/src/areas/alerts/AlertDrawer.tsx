import { Alert, App, Button, Col, Drawer, Flex, Form, Row, Tag } from 'antd';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertInput, AlertRowFragment } from '../../../../generated/client';
import { PUBLIC_LANGUAGES, type PublicLanguage } from '../../../../shared/locales';
import { formSnapshot } from '../../forms/form-snapshot';
import { useDiscardGuard } from '../../forms/useDiscardGuard';
import { formatDateTime } from '../../i18n/dates';
import { useLanguage } from '../../i18n/useLanguage';
import {
  applyFieldErrors,
  registryFieldMessage,
  translateMessage,
} from '../../registry/field-errors';
import { problemMessage, registryProblem } from '../../registry/problems';
import { useScreenAtLeast } from '../../shell/config/useMediaQuery';
import { AlertAreaFields } from './AlertAreaFields';
import { AlertKindFields, AlertSourceFields, AlertTimeFields } from './AlertFields';
import { AlertPreview } from './AlertPreview';
import { AlertTextsFields } from './AlertTextsFields';
import {
  type AlertFormValues,
  alertInputOf,
  formFieldOf,
  formValuesOf,
  NEW_ALERT,
  writtenLanguages,
} from './alert-values';
import { CancelAlertModal } from './CancelAlertModal';
import { isActiveState, STATE_COLORS } from './config';
import { ALERT_MESSAGES } from './messages';
import { useAlertActions } from './useAlertActions';

/** What the drawer holds: a new alert or a listed one; null while closed. */
export type AlertEditing = { mode: 'create' } | { mode: 'edit'; alert: AlertRowFragment } | null;

export interface AlertDrawerProps {
  editing: AlertEditing;
  onClose: () => void;
  /** After a change went through (the list is fetched again). */
  onSaved: () => void;
  /** Opens the alert's history. */
  onHistory: (alert: AlertRowFragment) => void;
}

type Busy = 'draft' | 'publish' | 'save' | 'delete' | null;

/**
 * One alert: its form beside a preview of what tourists see, and the actions its state allows —
 * a draft is saved or published (after saying who will see it, in how many languages, until
 * when); an active alert's changes reach tourists at once (asked first) or it is cancelled with
 * a reason; a cancelled or expired one is read only. The server's refusals land on their fields.
 */
export function AlertDrawer({ editing, onClose, onSaved, onHistory }: AlertDrawerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { modal, message } = App.useApp();
  const wide = useScreenAtLeast('lg');
  const [form] = Form.useForm<AlertFormValues>();
  const open = editing !== null;
  const alert = editing?.mode === 'edit' ? editing.alert : null;
  const state = alert?.state ?? 'DRAFT';
  const readOnly = state === 'CANCELLED' || state === 'EXPIRED';
  const guard = useDiscardGuard(form, { open });
  const actions = useAlertActions();
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [tab, setTab] = useState<PublicLanguage>('es');
  const [cancelling, setCancelling] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // A new alert once written as a draft (its publish may still fail): saved again, not twice.
  const created = useRef<string | null>(null);
  const headingId = useId();
  const values = Form.useWatch([], { form, preserve: true }) as
    | Partial<AlertFormValues>
    | undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed only when another alert opens.
  const initial = useMemo(() => (alert ? formValuesOf(alert) : NEW_ALERT), [alert?.id, open]);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initial as AlertFormValues);
    guard.markClean();
    created.current = null;
    setProblem(null);
    setTab('es');
  }, [open, initial, form, guard.markClean]);

  /** The form's values when they pass every check, else null (the first problem's tab opens). */
  const checked = async (): Promise<AlertFormValues | null> => {
    try {
      await form.validateFields();
      return form.getFieldsValue(true) as AlertFormValues;
    } catch (error) {
      const fields = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields ?? [];
      // A language's texts with a problem come into view, unless the open one has some too.
      const texts = fields.filter((field) => field.name[0] === 'texts');
      if (texts.length > 0 && !texts.some((field) => field.name[1] === tab)) {
        setTab(texts[0]?.name[1] as PublicLanguage);
      }
      if (fields[0]) form.scrollToField(fields[0].name);
      return null;
    }
  };

  /** Puts the server's answer on the fields it names; what is left goes above the form. */
  const explain = (error: unknown, sent: readonly PublicLanguage[]) => {
    const found = registryProblem(error);
    // An alert's clashes are its own: cancelled or expired meanwhile, too many active alerts.
    if (found.kind === 'conflict') {
      return translateMessage(t, found.message, ALERT_MESSAGES, 'alerts.errors.conflict');
    }
    if (found.kind !== 'bad-request') return problemMessage(t, found);
    const fields = Object.fromEntries(
      Object.entries(found.fields).map(([key, text]) => [formFieldOf(key, sent), text]),
    );
    const unplaced = applyFieldErrors(form, fields, (text) =>
      registryFieldMessage(t, text, ALERT_MESSAGES),
    );
    const firstText = Object.keys(fields).find((key) => key.startsWith('texts.'));
    if (firstText) setTab(firstText.split('.')[1] as PublicLanguage);
    if (unplaced.length === 0) return t('registry.errors.checkFields');
    return unplaced
      .map(
        (field) =>
          `${t(`alerts.fields.${field}`, { defaultValue: field })}: ${registryFieldMessage(t, fields[field] ?? '', ALERT_MESSAGES)}`,
      )
      .join(' ');
  };

  /** Runs a change; on success says so and closes, else shows why and stays open. */
  const run = async (
    kind: Busy,
    change: (sent: PublicLanguage[]) => Promise<unknown>,
    done: string,
  ) => {
    const sent = writtenLanguages(form.getFieldsValue(true) as AlertFormValues);
    setBusy(kind);
    setProblem(null);
    try {
      await change(sent);
    } catch (error) {
      setProblem(explain(error, sent));
      return false;
    } finally {
      setBusy(null);
    }
    message.success(done);
    onClose();
    onSaved();
    return true;
  };

  const changed = () => formSnapshot(form.getFieldsValue(true)) !== formSnapshot(initial);

  /** Writes the form as a draft (or the alert's change), answering its id. */
  const write = async (input: AlertInput): Promise<string> => {
    const id = alert?.id ?? created.current;
    if (id !== null) {
      await actions.save(id, input);
      return id;
    }
    const draft = await actions.save(null, input);
    created.current = draft?.id ?? null;
    return created.current ?? '';
  };

  const saveDraft = async () => {
    const checkedValues = await checked();
    if (!checkedValues) return;
    const input = alertInputOf(checkedValues);
    await run('draft', () => write(input), t('alerts.done.draft'));
  };

  const publish = async () => {
    const checkedValues = await checked();
    if (!checkedValues) return;
    const input = alertInputOf(checkedValues);
    modal.confirm({
      title: t('alerts.publish.title'),
      content: [
        t('alerts.publish.content', {
          count: input.texts.length,
          expires: formatDateTime(input.expires, language),
        }),
        input.texts.length < PUBLIC_LANGUAGES.length ? t('alerts.publish.others') : '',
      ].join(' '),
      okText: t('alerts.publish.ok'),
      cancelText: t('alerts.publish.back'),
      onOk: () =>
        run(
          'publish',
          async () => {
            // A draft published as it is needs no write first.
            const id = alert && !changed() ? alert.id : await write(input);
            await actions.publish(id);
          },
          t('alerts.done.published'),
        ),
    });
  };

  const saveChanges = async () => {
    const checkedValues = await checked();
    if (!checkedValues || !alert) return;
    // Publishing the same alert again would only count a version nobody can tell apart.
    if (!changed()) {
      message.info(t('alerts.done.unchanged'));
      return;
    }
    const input = alertInputOf(checkedValues);
    modal.confirm({
      title: t('alerts.update.title'),
      content: t('alerts.update.content', { expires: formatDateTime(input.expires, language) }),
      okText: t('alerts.update.ok'),
      cancelText: t('alerts.publish.back'),
      onOk: () => run('save', () => actions.save(alert.id, input), t('alerts.done.updated')),
    });
  };

  const deleteDraft = () => {
    if (!alert) return;
    modal.confirm({
      title: t('alerts.delete.title'),
      content: t('alerts.delete.content'),
      okText: t('alerts.delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('alerts.publish.back'),
      autoFocusButton: 'cancel',
      onOk: () => run('delete', () => actions.remove(alert.id), t('alerts.done.deleted')),
    });
  };

  const cancelAlert = async (reason: string) => {
    if (!alert) return;
    // Refused or not, the question closes: a refusal shows above the form.
    await run('save', () => actions.cancel(alert.id, reason), t('alerts.done.cancelled'));
    setCancelling(false);
  };

  const titleKey = !alert ? 'createTitle' : readOnly ? 'viewTitle' : 'editTitle';
  const footer = (
    <Flex wrap gap={8} justify="flex-end">
      <Button onClick={() => guard.close(onClose)}>
        {t(readOnly ? 'alerts.form.close' : 'registry.form.cancel')}
      </Button>
      {alert && <Button onClick={() => onHistory(alert)}>{t('alerts.form.history')}</Button>}
      {alert && state === 'DRAFT' && (
        <Button danger loading={busy === 'delete'} onClick={deleteDraft}>
          {t('alerts.form.deleteDraft')}
        </Button>
      )}
      {state === 'DRAFT' && (
        <>
          <Button loading={busy === 'draft'} onClick={() => void saveDraft()}>
            {t('alerts.form.saveDraft')}
          </Button>
          <Button type="primary" loading={busy === 'publish'} onClick={() => void publish()}>
            {t('alerts.form.publish')}
          </Button>
        </>
      )}
      {alert && isActiveState(state) && (
        <>
          <Button danger onClick={() => setCancelling(true)}>
            {t('alerts.form.cancelAlert')}
          </Button>
          <Button type="primary" loading={busy === 'save'} onClick={() => void saveChanges()}>
            {t('alerts.form.saveChanges')}
          </Button>
        </>
      )}
    </Flex>
  );

  return (
    <Drawer
      open={open}
      onClose={() => guard.close(onClose)}
      size={wide ? 1040 : '100%'}
      mask={{ closable: false }}
      destroyOnHidden
      aria-labelledby={headingId}
      afterOpenChange={(opened) => {
        if (opened) heading.current?.focus();
      }}
      title={
        <h2 ref={heading} id={headingId} tabIndex={-1} className="alerts-drawer-heading">
          {t(`alerts.${titleKey}`)}
        </h2>
      }
      extra={alert && <Tag color={STATE_COLORS[state]}>{t(`enums.AlertState.${state}`)}</Tag>}
      footer={footer}
    >
      <div aria-live="assertive">
        {problem && (
          <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} role="alert" />
        )}
      </div>
      {alert && state === 'CANCELLED' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('alerts.form.cancelledNote', {
            at: alert.cancelledAt ? formatDateTime(alert.cancelledAt, language) : '',
            reason: alert.cancelReason ?? '',
          })}
        />
      )}
      {alert && isActiveState(state) && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('alerts.form.activeNote')}
        />
      )}
      <Row gutter={24}>
        <Col xs={24} lg={14}>
          <Form<AlertFormValues>
            form={form}
            layout="vertical"
            disabled={readOnly}
            requiredMark
            initialValues={NEW_ALERT}
          >
            <AlertKindFields />
            <AlertAreaFields disabled={readOnly} />
            <AlertTimeFields />
            <AlertTextsFields active={tab} onActive={setTab} disabled={readOnly} />
            <AlertSourceFields />
          </Form>
        </Col>
        <Col xs={24} lg={10}>
          <AlertPreview
            values={values ?? {}}
            updatedAt={alert?.updatedAt ?? new Date().toISOString()}
          />
        </Col>
      </Row>
      <CancelAlertModal
        headline={cancelling && alert ? (alert.texts[0]?.headline ?? '') : null}
        onCancelAlert={cancelAlert}
        onClose={() => setCancelling(false)}
      />
    </Drawer>
  );
}
