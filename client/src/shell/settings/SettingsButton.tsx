import { SettingOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsDrawer } from './SettingsDrawer';
import './settings.css';

/**
 * The cog on the right edge of every layout (out of the header, so a full toolbar on a phone
 * never pushes it off screen): opens the drawer with scheme, theme and layout.
 */
export function SettingsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('shell.settings.open')} placement="left">
        <Button
          type="primary"
          icon={<SettingOutlined />}
          aria-label={t('shell.settings.open')}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
          className="shell-settings-button"
        />
      </Tooltip>
      <SettingsDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
