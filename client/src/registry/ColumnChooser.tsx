import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ColumnChooserProps {
  columns: readonly { key: string; title: string }[];
  visible: ReadonlySet<string>;
  onChange: (visible: string[]) => void;
}

/** "Columnas": a checkbox for each column that may be hidden. */
export function ColumnChooser({ columns, visible, onChange }: ColumnChooserProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={<span id={id}>{t('registry.visibleColumns')}</span>}
      content={
        <Checkbox.Group
          aria-labelledby={id}
          className="registry-column-list"
          value={columns.filter((column) => visible.has(column.key)).map((column) => column.key)}
          options={columns.map((column) => ({ value: column.key, label: column.title }))}
          onChange={(keys) => onChange(keys as string[])}
        />
      }
    >
      <Button icon={<SettingOutlined aria-hidden />}>{t('registry.columns')}</Button>
    </Popover>
  );
}
