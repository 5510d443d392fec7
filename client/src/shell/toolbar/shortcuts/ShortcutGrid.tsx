import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NamedIcon } from '../../icons';
import { AppLink } from '../AppLink';
import type { Shortcut } from './useShortcuts';

export interface ShortcutGridProps {
  shortcuts: readonly Shortcut[];
  /** view: each shortcut opens its link; modify: each opens its edit form. */
  mode: 'view' | 'modify';
  onOpen: () => void;
  onEdit: (shortcut: Shortcut) => void;
}

/** The shortcuts in two columns: icon, label and description. */
export function ShortcutGrid({ shortcuts, mode, onOpen, onEdit }: ShortcutGridProps) {
  const { t } = useTranslation();
  return (
    <ul className="shortcut-grid">
      {shortcuts.map((shortcut) => {
        const content = (
          <>
            <span className="shortcut-tile__icon">
              <NamedIcon name={shortcut.icon} />
            </span>
            <span className="shortcut-tile__label">{shortcut.label}</span>
            {shortcut.description && (
              <span className="shortcut-tile__description">{shortcut.description}</span>
            )}
          </>
        );
        return (
          <li key={shortcut.id}>
            {mode === 'view' ? (
              <AppLink
                link={shortcut.link}
                useRouter={shortcut.useRouter}
                className="shortcut-tile"
                onClick={onOpen}
              >
                {content}
              </AppLink>
            ) : (
              <button
                type="button"
                className="shortcut-tile shortcut-tile--editable"
                aria-label={t('shell.toolbar.shortcuts.edit', { label: shortcut.label })}
                onClick={() => onEdit(shortcut)}
              >
                {content}
                <EditOutlined className="shortcut-tile__edit" aria-hidden />
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
