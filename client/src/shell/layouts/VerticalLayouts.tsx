import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutName } from '../config/shellConfig';
import { HEADER_HEIGHT } from '../config/sizes';
import { useScreenAtLeast } from '../config/useMediaQuery';
import { useNavigationPanel } from '../navigation/panelState';
import type { NavigationAppearance } from '../navigation/types';
import { VerticalNavigation } from '../navigation/VerticalNavigation';
import { SettingsButton } from '../settings/SettingsButton';
import { MAIN_CONTENT_ID } from './pageFocus';
import { HeaderTools, Logo, MenuButton, ShellFooter, UserBlock } from './parts';
import type { LayoutProps } from './types';

interface VerticalFrameProps extends LayoutProps {
  name: LayoutName;
  appearance: NavigationAppearance;
  navTheme: 'dark' | 'light';
  navHeader: ReactNode;
  navFooter?: ReactNode;
  /** Buttons after the menu button. */
  headerStart?: ReactNode;
  navClassName?: string;
}

/**
 * The frame of the six vertical-navigation layouts: the navigation at the side from md (960 px)
 * up, in a drawer below; a 64 px header with the menu button and the toolbar; content; footer.
 */
function VerticalFrame({
  name,
  items,
  appearance,
  navTheme,
  navHeader,
  navFooter,
  headerStart,
  navClassName,
  children,
}: VerticalFrameProps) {
  const wide = useScreenAtLeast('md');
  const panel = useNavigationPanel({ mode: wide ? 'side' : 'over', opened: wide });
  const navId = `shell-navigation-${useId().replace(/:/g, '')}`;
  return (
    <Layout hasSider className={`shell-frame shell-frame--vertical shell-frame--${name}`}>
      <VerticalNavigation
        id={navId}
        items={items}
        panel={panel}
        appearance={appearance}
        theme={navTheme}
        header={navHeader}
        footer={navFooter}
        className={navClassName}
      />
      <Layout className="shell-main">
        <Layout.Header className="shell-header" style={{ height: HEADER_HEIGHT.regular }}>
          <MenuButton panel={panel} controls={navId} />
          {headerStart}
          {!wide && <Logo markOnly size={28} className="shell-header-logo" />}
          <HeaderTools />
        </Layout.Header>
        <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} className="shell-content">
          {children}
        </Layout.Content>
        <ShellFooter />
      </Layout>
      <SettingsButton />
    </Layout>
  );
}

/** Classic: a dark 280 px navigation with the logo on top, a plain white header. */
export function ClassicLayout(props: LayoutProps) {
  return (
    <VerticalFrame
      {...props}
      name="classic"
      appearance="default"
      navTheme="dark"
      navHeader={<Logo />}
    />
  );
}

/** Classy: a light navigation led by the logo and the signed-in person's card. */
export function ClassyLayout(props: LayoutProps) {
  return (
    <VerticalFrame
      {...props}
      name="classy"
      appearance="default"
      navTheme="light"
      navHeader={
        <div className="shell-classy-head">
          <Logo />
          <UserBlock user={props.user} />
        </div>
      }
    />
  );
}

/** Compact (the default): a 112 px dark rail, each entry an icon above its title. */
export function CompactLayout(props: LayoutProps) {
  return (
    <VerticalFrame
      {...props}
      name="compact"
      appearance="compact"
      navTheme="dark"
      navHeader={<Logo markOnly size={40} />}
    />
  );
}

/** Dense: an 80 px rail of icons that widens on hover; a header button pins it wide. */
export function DenseLayout(props: LayoutProps) {
  const { t } = useTranslation();
  const [wide, setWide] = useState(false);
  return (
    <VerticalFrame
      {...props}
      name="dense"
      appearance={wide ? 'default' : 'dense'}
      navTheme="dark"
      navHeader={wide ? <Logo /> : <Logo markOnly size={32} />}
      headerStart={
        <Button
          type="text"
          className="shell-dense-toggle"
          icon={wide ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          aria-label={t('shell.layout.toggleNavigationWidth')}
          aria-pressed={wide}
          onClick={() => setWide((current) => !current)}
        />
      }
    />
  );
}

/** Futuristic: a deep gradient navigation with the signed-in person at its foot. */
export function FuturisticLayout(props: LayoutProps) {
  return (
    <VerticalFrame
      {...props}
      name="futuristic"
      appearance="default"
      navTheme="dark"
      navClassName="shell-nav--futuristic"
      navHeader={<Logo />}
      navFooter={<UserBlock user={props.user} direction="horizontal" />}
    />
  );
}

/** Thin: an 80 px rail of icons only, titles in tooltips. */
export function ThinLayout(props: LayoutProps) {
  return (
    <VerticalFrame
      {...props}
      name="thin"
      appearance="thin"
      navTheme="dark"
      navHeader={<Logo markOnly size={32} />}
    />
  );
}
