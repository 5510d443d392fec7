import { DeleteOutlined, EditOutlined, HistoryOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface RowActionsProps {
  /** How the record is named to screen readers ("Editar Quispe Huamán, Rosa"). */
  name: string;
  onHistory?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  /** The area's own buttons, shown first. */
  children?: ReactNode;
}

/** The buttons of one row; an action without a handler (not permitted) is not shown. */
export function RowActions({ name, onHistory, onEdit, onDelete, children }: RowActionsProps) {
  const { t } = useTranslation();
  const action = (
    key: 'history' | 'edit' | 'delete',
    icon: React.ReactNode,
    onClick: (() => void) | undefined,
  ) =>
    onClick && (
      <Tooltip title={t(`registry.actions.${key}`)}>
        <Button
          type="text"
          danger={key === 'delete'}
          icon={icon}
          aria-label={t(`registry.actions.${key}Record`, { name })}
          onClick={onClick}
        />
      </Tooltip>
    );
  return (
    <Space size={0}>
      {children && <span className="registry-row-extra">{children}</span>}
      {action('history', <HistoryOutlined aria-hidden />, onHistory)}
      {action('edit', <EditOutlined aria-hidden />, onEdit)}
      {action('delete', <DeleteOutlined aria-hidden />, onDelete)}
    </Space>
  );
}
