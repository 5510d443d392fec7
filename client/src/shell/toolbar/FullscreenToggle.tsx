import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleFullscreen } from './fullscreen';
import { IconButton } from './IconButton';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};
const isFullscreen = () => Boolean(document.fullscreenElement);

/** The toolbar's "Toggle Fullscreen" button. */
export function FullscreenToggle() {
  const { t } = useTranslation();
  const fullscreen = useSyncExternalStore(subscribe, isFullscreen, () => false);
  return (
    <IconButton
      label={t('shell.toolbar.fullscreen')}
      className="toolbar-fullscreen"
      icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      aria-pressed={fullscreen}
      onClick={() => void toggleFullscreen()}
    />
  );
}
