import {
  AppstoreOutlined,
  CheckOutlined,
  CloseOutlined,
  EditOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Alert, App, Spin } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reachedLimit } from '../../../apollo/errors';
import { IconButton } from '../IconButton';
import { PanelEmpty, ToolbarPanel } from '../ToolbarPanel';
import { ShortcutForm, type ShortcutFormHandle } from './ShortcutForm';
import { ShortcutGrid } from './ShortcutGrid';
import { type Shortcut, type ShortcutDraft, useShortcuts } from './useShortcuts';
import './shortcuts.css';

/**
 * Spec §4: opening starts in view; view → modify; modify → add (empty form) or edit (prefilled);
 * saving or deleting → modify; exit → view; cancel → modify.
 */
export type ShortcutsMode =
  | { name: 'view' }
  | { name: 'modify' }
  | { name: 'add' }
  | { name: 'edit'; shortcut: Shortcut };

/** The toolbar's shortcuts panel: the user's own links, and their editing. */
export function ShortcutsPanel() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { shortcuts, loading, failed, create, update, remove } = useShortcuts();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<ShortcutsMode>({ name: 'view' });
  const editor = useRef<ShortcutFormHandle>(null);
  // A half-filled form asks before it is closed (Cancel, Esc, a click outside the panel).
  const leaveForm = (then: () => void) => (editor.current ? editor.current.close(then) : then());

  const onOpenChange = (next: boolean) => {
    if (!next) return leaveForm(() => setOpen(false));
    setOpen(true);
    setMode({ name: 'view' });
  };

  // Back to the list after a save or delete; on failure the form stays as typed.
  const thenModify = (action: Promise<unknown>, failure: string) =>
    action.then(
      () => setMode({ name: 'modify' }),
      (error: unknown) => {
        const limit = reachedLimit(error);
        message.error(
          limit === null ? t(failure) : t('shell.toolbar.shortcuts.limitReached', { limit }),
        );
      },
    );

  const save = (draft: ShortcutDraft) =>
    thenModify(
      mode.name === 'edit' ? update(mode.shortcut.id, draft) : create(draft),
      'shell.toolbar.shortcuts.saveFailed',
    );

  const title =
    mode.name === 'add'
      ? t('shell.toolbar.shortcuts.addTitle')
      : mode.name === 'edit'
        ? t('shell.toolbar.shortcuts.editTitle')
        : t('shell.toolbar.shortcuts.title');

  const actions =
    mode.name === 'view' ? (
      <IconButton
        label={t('shell.toolbar.shortcuts.enterEditMode')}
        icon={<EditOutlined />}
        onClick={() => setMode({ name: 'modify' })}
      />
    ) : mode.name === 'modify' ? (
      <>
        <IconButton
          label={t('shell.toolbar.shortcuts.add')}
          icon={<PlusOutlined />}
          onClick={() => setMode({ name: 'add' })}
        />
        <IconButton
          label={t('shell.toolbar.shortcuts.exitEditMode')}
          icon={<CheckOutlined />}
          onClick={() => setMode({ name: 'view' })}
        />
      </>
    ) : (
      <IconButton
        label={t('shell.toolbar.shortcuts.cancel')}
        icon={<CloseOutlined />}
        onClick={() => leaveForm(() => setMode({ name: 'modify' }))}
      />
    );

  return (
    <ToolbarPanel
      label={t('shell.toolbar.shortcuts.title')}
      icon={<AppstoreOutlined />}
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      actions={actions}
      focusKey={mode.name}
    >
      {mode.name === 'add' && <ShortcutForm ref={editor} onSave={save} />}
      {mode.name === 'edit' && (
        <ShortcutForm
          ref={editor}
          key={mode.shortcut.id}
          shortcut={mode.shortcut}
          onSave={save}
          onDelete={() =>
            thenModify(remove(mode.shortcut.id), 'shell.toolbar.shortcuts.deleteFailed')
          }
        />
      )}
      {(mode.name === 'view' || mode.name === 'modify') && (
        <>
          {failed && <Alert type="error" showIcon title={t('common.loadFailed')} />}
          {loading && (
            <div className="toolbar-empty">
              <Spin />
            </div>
          )}
          {!loading && !failed && shortcuts.length === 0 && (
            <PanelEmpty
              icon={<AppstoreOutlined />}
              title={t('shell.toolbar.shortcuts.empty')}
              hint={t('shell.toolbar.shortcuts.emptyHint')}
            />
          )}
          {shortcuts.length > 0 && (
            <ShortcutGrid
              shortcuts={shortcuts}
              mode={mode.name}
              onOpen={() => setOpen(false)}
              onEdit={(shortcut) => setMode({ name: 'edit', shortcut })}
            />
          )}
        </>
      )}
    </ToolbarPanel>
  );
}
