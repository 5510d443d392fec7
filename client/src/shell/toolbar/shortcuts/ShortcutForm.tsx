import { Button, Flex, Form, Input, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ICON_NAMES, iconLabel, NamedIcon } from '../../icons';
import { isSafeUrl } from '../../sanitized-html/sanitize';
import type { Shortcut, ShortcutDraft } from './useShortcuts';

export interface ShortcutFormProps {
  /** The shortcut being edited; none for a new one (an empty form). */
  shortcut?: Shortcut;
  onSave: (draft: ShortcutDraft) => Promise<unknown>;
  onDelete?: () => Promise<unknown>;
}

// No icon yet: the select shows its placeholder.
const EMPTY: Partial<ShortcutDraft> = { label: '', description: '', link: '', useRouter: true };

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

/** Label, Description, Icon, Link and "Use router for the link"; Add or Update, and Delete. */
export function ShortcutForm({ shortcut, onSave, onDelete }: ShortcutFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ShortcutDraft>();
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

  const iconOptions = (
    shortcut && !ICON_NAMES.includes(shortcut.icon) ? [shortcut.icon, ...ICON_NAMES] : ICON_NAMES
  ).map((name) => ({
    value: name,
    title: iconLabel(name),
    label: (
      <span className="shortcut-icon-option">
        <NamedIcon name={name} /> {iconLabel(name)}
      </span>
    ),
    search: iconLabel(name),
  }));

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
      <Form.Item
        name="link"
        label={t('shell.toolbar.shortcuts.fields.link')}
        dependencies={['useRouter']}
        rules={[
          required,
          ({ getFieldValue }) => ({
            validator: (_, link: string | undefined) =>
              !link?.trim() || isValidShortcutLink(link, getFieldValue('useRouter'))
                ? Promise.resolve()
                : Promise.reject(
                    new Error(
                      t(
                        getFieldValue('useRouter')
                          ? 'shell.toolbar.shortcuts.routeHint'
                          : 'shell.toolbar.shortcuts.linkHint',
                      ),
                    ),
                  ),
          }),
        ]}
      >
        <Input placeholder={values.useRouter ? '/admin/…' : 'https://…'} />
      </Form.Item>
      <Form.Item
        name="useRouter"
        label={t('shell.toolbar.shortcuts.fields.useRouter')}
        valuePropName="checked"
        layout="horizontal"
      >
        <Switch />
      </Form.Item>
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
