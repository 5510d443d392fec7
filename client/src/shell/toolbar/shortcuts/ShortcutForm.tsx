import { Button, Flex, Form, Input, Radio, Select } from 'antd';
import { type RefObject, useImperativeHandle, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSafeUrl } from '../../../../../shared/links';
import { STAFF_PAGES } from '../../../../../shared/staff-pages';
import { type DiscardGuardHandle, useDiscardGuard } from '../../../forms/useDiscardGuard';
import { useSessionState } from '../../../session/SessionContext';
import { canRead } from '../../../session/session';
import { ICON_NAMES, iconLabel, iconLabelKey, NamedIcon } from '../../icons';
import type { Shortcut, ShortcutDraft } from './useShortcuts';

/** How the panel closes the form: at once when nothing changed, else after asking. */
export type ShortcutFormHandle = DiscardGuardHandle;

export interface ShortcutFormProps {
  ref?: RefObject<ShortcutFormHandle | null>;
  /** The shortcut being edited; none for a new one (an empty form). */
  shortcut?: Shortcut;
  onSave: (draft: ShortcutDraft) => Promise<unknown>;
  onDelete?: () => Promise<unknown>;
}

// No icon yet: the select shows its placeholder.
const EMPTY: Partial<ShortcutDraft> = { label: '', description: '', useRouter: true };

/** An in-app route is a path (/admin/…); a normal link may also be an address (https://…). */
export function isValidShortcutLink(link: string, useRouter: boolean) {
  const value = link.trim();
  if (useRouter) return value.startsWith('/') && !value.startsWith('//');
  return value !== '' && isSafeUrl(value);
}

/** Whether the form may be saved: label, icon and a usable link are required (spec §5). */
export function isCompleteDraft(draft: Partial<ShortcutDraft> | undefined) {
  return Boolean(
    draft?.label?.trim() &&
      draft.icon &&
      isValidShortcutLink(draft.link ?? '', draft.useRouter ?? true),
  );
}

/**
 * Label, Description, Icon, and where it leads: a page of the application, picked by its name
 * among those the user may open, or a web address. Add or Update, and Delete.
 */
export function ShortcutForm({ ref, shortcut, onSave, onDelete }: ShortcutFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ShortcutDraft>();
  const guard = useDiscardGuard(form, { open: true });
  useImperativeHandle(ref, () => ({ close: guard.close }), [guard.close]);
  const [busy, setBusy] = useState(false);
  const initial: Partial<ShortcutDraft> = shortcut
    ? { ...shortcut, description: shortcut.description ?? '' }
    : EMPTY;
  // Save stays disabled while the form is invalid, not only after a failed attempt.
  const values = Form.useWatch([], form) ?? initial;
  const complete = isCompleteDraft(values);
  const required = {
    required: true,
    whitespace: true,
    message: t('shell.toolbar.shortcuts.required'),
  };

  const session = useSessionState();
  const user = session.status === 'signed-in' ? session.user : null;
  const pageOptions = STAFF_PAGES.filter((section) =>
    canRead(
      user,
      'area' in section ? section.area : undefined,
      'action' in section ? section.action : undefined,
    ),
  ).map((section) => ({ value: `/admin/${section.path}`, label: t(section.titleKey) }));
  // A path saved before pages were picked by name (or one of another page) stays choosable.
  const savedPath = shortcut?.useRouter ? shortcut.link : undefined;
  if (savedPath && !pageOptions.some((option) => option.value === savedPath)) {
    pageOptions.push({ value: savedPath, label: savedPath });
  }

  const iconOptions = (
    shortcut && !ICON_NAMES.includes(shortcut.icon) ? [shortcut.icon, ...ICON_NAMES] : ICON_NAMES
  )
    .map((name) => {
      // Named for people ("Mapa"), not by the icon set's code name ("map-pin").
      const key = iconLabelKey(name);
      const label = key ? t(key) : iconLabel(name);
      return {
        value: name,
        title: label,
        label: (
          <span className="shortcut-icon-option">
            <NamedIcon name={name} /> {label}
          </span>
        ),
        search: label,
      };
    })
    .sort((a, b) => a.title.localeCompare(b.title));

  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<ShortcutDraft>
      form={form}
      // Prefixes the fields' ids (shortcut_label …): plain "label" or "link" could clash on the page.
      name="shortcut"
      layout="vertical"
      initialValues={initial}
      className="shortcut-form"
      onFinish={(draft) => act(() => onSave(draft))}
      // A page's path is no address, nor the other way round: switching starts the link afresh.
      onValuesChange={(changed) => {
        if ('useRouter' in changed) form.setFieldValue('link', undefined);
      }}
    >
      <Form.Item name="label" label={t('shell.toolbar.shortcuts.fields.label')} rules={[required]}>
        <Input autoFocus />
      </Form.Item>
      <Form.Item name="description" label={t('shell.toolbar.shortcuts.fields.description')}>
        <Input />
      </Form.Item>
      <Form.Item
        name="icon"
        label={t('shell.toolbar.shortcuts.fields.icon')}
        rules={[{ required: true, message: t('shell.toolbar.shortcuts.required') }]}
      >
        <Select
          showSearch={{ optionFilterProp: 'search' }}
          options={iconOptions}
          placeholder={t('shell.toolbar.shortcuts.iconPlaceholder')}
        />
      </Form.Item>
      <Form.Item name="useRouter" label={t('shell.toolbar.shortcuts.fields.target')}>
        <Radio.Group
          vertical
          options={[
            { value: true, label: t('shell.toolbar.shortcuts.targets.page') },
            { value: false, label: t('shell.toolbar.shortcuts.targets.address') },
          ]}
        />
      </Form.Item>
      {values.useRouter !== false ? (
        <Form.Item
          name="link"
          label={t('shell.toolbar.shortcuts.fields.page')}
          rules={[{ required: true, message: t('shell.toolbar.shortcuts.required') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={pageOptions}
            placeholder={t('shell.toolbar.shortcuts.pagePlaceholder')}
          />
        </Form.Item>
      ) : (
        <Form.Item
          name="link"
          label={t('shell.toolbar.shortcuts.fields.address')}
          rules={[
            required,
            {
              validator: (_, link: string | undefined) =>
                !link?.trim() || isValidShortcutLink(link, false)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('shell.toolbar.shortcuts.linkHint'))),
            },
          ]}
        >
          <Input placeholder="https://…" inputMode="url" />
        </Form.Item>
      )}
      <Flex gap={8} justify="flex-end">
        {onDelete && (
          <Button
            danger
            disabled={busy}
            onClick={() => act(onDelete)}
            style={{ marginRight: 'auto' }}
          >
            {t('shell.toolbar.shortcuts.delete')}
          </Button>
        )}
        <Button type="primary" htmlType="submit" disabled={!complete} loading={busy}>
          {t(shortcut ? 'shell.toolbar.shortcuts.update' : 'shell.toolbar.shortcuts.addButton')}
        </Button>
      </Flex>
    </Form>
  );
}
