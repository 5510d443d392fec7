import { CheckOutlined, DesktopOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Drawer, Flex, Radio, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useShellConfig } from '../config/ShellConfigProvider';
import {
  CHOOSABLE_LAYOUTS,
  type ChoosableLayout,
  SCHEMES,
  type Scheme,
  THEMES,
  type ThemeName,
} from '../config/shellConfig';
import { THEME_COLORS } from '../config/themes';
import './settings.css';

const SCHEME_ICONS = { auto: <DesktopOutlined />, dark: <MoonOutlined />, light: <SunOutlined /> };

/** The shell's settings: scheme, colour theme and layout, saved as soon as they are picked. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { config, scheme, setScheme, setTheme, setLayout } = useShellConfig();
  const [params, setParams] = useSearchParams();

  const chooseLayout = (layout: ChoosableLayout) => {
    setLayout(layout);
    // A ?layout= in the address would keep overriding the choice.
    if (params.has('layout')) {
      const next = new URLSearchParams(params);
      next.delete('layout');
      setParams(next, { replace: true });
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('shell.settings.title')}
      placement="right"
      size={400}
      rootClassName="shell-settings"
      closable={{ 'aria-label': t('shell.settings.close') }}
    >
      <Flex vertical gap={16}>
        <section aria-labelledby="shell-settings-scheme">
          <Typography.Title level={5} id="shell-settings-scheme">
            {t('shell.settings.scheme')}
          </Typography.Title>
          <Segmented<Scheme>
            value={config.scheme}
            onChange={setScheme}
            aria-labelledby="shell-settings-scheme"
            options={SCHEMES.map((value) => ({
              value,
              icon: SCHEME_ICONS[value],
              label: t(`shell.settings.schemes.${value}`),
            }))}
          />
        </section>

        <section aria-labelledby="shell-settings-theme">
          <Typography.Title level={5} id="shell-settings-theme">
            {t('shell.settings.theme')}
          </Typography.Title>
          <Radio.Group
            value={config.theme}
            onChange={(event) => setTheme(event.target.value as ThemeName)}
            aria-labelledby="shell-settings-theme"
            className="shell-settings-themes"
          >
            {THEMES.map((name) => (
              <Radio.Button key={name} value={name} className="shell-settings-theme">
                <span
                  className="shell-settings-swatch"
                  style={{ background: THEME_COLORS[name][scheme] }}
                  aria-hidden
                >
                  {config.theme === name && <CheckOutlined />}
                </span>
                {t(`shell.settings.themes.${name}`)}
              </Radio.Button>
            ))}
          </Radio.Group>
        </section>

        <section aria-labelledby="shell-settings-layout">
          <Typography.Title level={5} id="shell-settings-layout">
            {t('shell.settings.layout')}
          </Typography.Title>
          <Radio.Group
            value={config.layout}
            onChange={(event) => chooseLayout(event.target.value as ChoosableLayout)}
            aria-labelledby="shell-settings-layout"
            className="shell-settings-layouts"
          >
            {CHOOSABLE_LAYOUTS.map((name) => (
              <Radio.Button key={name} value={name} className="shell-settings-layout">
                <span className={`shell-layout-preview shell-layout-preview--${name}`} aria-hidden>
                  <i className="shell-layout-preview__nav" />
                  <i className="shell-layout-preview__bar" />
                  <i className="shell-layout-preview__page" />
                </span>
                {t(`shell.settings.layouts.${name}`)}
              </Radio.Button>
            ))}
          </Radio.Group>
        </section>
      </Flex>
    </Drawer>
  );
}
