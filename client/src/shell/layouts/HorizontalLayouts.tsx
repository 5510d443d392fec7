import { theme as antdTheme, ConfigProvider, Layout } from 'antd';
import { type ReactNode, useEffect, useId } from 'react';
import type { LayoutName } from '../config/shellConfig';
import { HEADER_HEIGHT } from '../config/sizes';
import { useScreenAtLeast } from '../config/useMediaQuery';
import { HorizontalNavigation } from '../navigation/HorizontalNavigation';
import { type NavigationPanel, useNavigationPanel } from '../navigation/panelState';
import { VerticalNavigation } from '../navigation/VerticalNavigation';
import { SettingsButton } from '../settings/SettingsButton';
import { MAIN_CONTENT_ID } from './pageFocus';
import { HeaderTools, Logo, MenuButton, ShellFooter } from './parts';
import type { LayoutProps } from './types';

/**
 * Horizontal layouts put the menu in a bar from md (960 px) up; below it the bar gives way to a
 * menu button and the same items in a drawer.
 */
function useSmallScreenDrawer() {
  const wide = useScreenAtLeast('md');
  const panel = useNavigationPanel({ mode: 'over', opened: false });
  const { close } = panel;
  useEffect(() => {
    if (wide) close();
  }, [wide, close]);
  const navId = `shell-navigation-${useId().replace(/:/g, '')}`;
  return { wide, panel, navId };
}

function DrawerNavigation({
  items,
  panel,
  navId,
}: {
  items: LayoutProps['items'];
  panel: NavigationPanel;
  navId: string;
}) {
  return (
    <VerticalNavigation
      id={navId}
      items={items}
      panel={panel}
      appearance="default"
      theme="light"
      header={<Logo />}
    />
  );
}

/** Antd components on a dark band (enterprise and material headers) get the dark algorithm. */
function OnDark({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={{ algorithm: antdTheme.darkAlgorithm }}>{children}</ConfigProvider>;
}

function Frame({ name, children }: { name: LayoutName; children: ReactNode }) {
  return (
    <Layout className={`shell-frame shell-frame--horizontal shell-frame--${name}`}>
      {children}
      <SettingsButton />
    </Layout>
  );
}

/** Centered: header, menu and page in one centred column on a grey page. */
export function CenteredLayout({ items, children }: LayoutProps) {
  const { wide, panel, navId } = useSmallScreenDrawer();
  return (
    <Frame name="centered">
      <DrawerNavigation items={items} panel={panel} navId={navId} />
      <div className="shell-centered">
        <header className="shell-header shell-card" style={{ minHeight: HEADER_HEIGHT.tall }}>
          {!wide && <MenuButton panel={panel} controls={navId} />}
          <Logo markOnly={!wide} />
          {wide && <HorizontalNavigation items={items} />}
          <HeaderTools />
        </header>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="shell-content shell-card">
          {children}
        </main>
        <ShellFooter />
      </div>
    </Frame>
  );
}

/** Enterprise: a dark band with logo and toolbar, a white menu bar under it, a wide page. */
export function EnterpriseLayout({ items, children }: LayoutProps) {
  const { wide, panel, navId } = useSmallScreenDrawer();
  return (
    <Frame name="enterprise">
      <DrawerNavigation items={items} panel={panel} navId={navId} />
      <OnDark>
        <header className="shell-header shell-band" style={{ height: HEADER_HEIGHT.tall }}>
          <div className="shell-container">
            {!wide && <MenuButton panel={panel} controls={navId} />}
            <Logo markOnly={!wide} />
            <HeaderTools />
          </div>
        </header>
      </OnDark>
      {wide && (
        <div className="shell-menu-bar">
          <div className="shell-container">
            <HorizontalNavigation items={items} />
          </div>
        </div>
      )}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="shell-content shell-container">
        {children}
      </main>
      <ShellFooter />
    </Frame>
  );
}

/** Material: a tall coloured band behind a floating card with header and menu; the page overlaps. */
export function MaterialLayout({ items, children }: LayoutProps) {
  const { wide, panel, navId } = useSmallScreenDrawer();
  return (
    <Frame name="material">
      <DrawerNavigation items={items} panel={panel} navId={navId} />
      <div className="shell-material-band" aria-hidden />
      <div className="shell-container shell-material">
        <OnDark>
          <header className="shell-header" style={{ height: HEADER_HEIGHT.tall }}>
            {!wide && <MenuButton panel={panel} controls={navId} />}
            <Logo markOnly={!wide} />
            <HeaderTools />
          </header>
        </OnDark>
        {wide && (
          <div className="shell-card shell-material-menu">
            <HorizontalNavigation items={items} />
          </div>
        )}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="shell-content shell-card">
          {children}
        </main>
        <ShellFooter />
      </div>
    </Frame>
  );
}

/** Modern: one white 80 px bar with logo, menu and toolbar; the page below, edge to edge. */
export function ModernLayout({ items, children }: LayoutProps) {
  const { wide, panel, navId } = useSmallScreenDrawer();
  return (
    <Frame name="modern">
      <DrawerNavigation items={items} panel={panel} navId={navId} />
      <header className="shell-header shell-modern-bar" style={{ height: HEADER_HEIGHT.tall }}>
        {!wide && <MenuButton panel={panel} controls={navId} />}
        <Logo markOnly={!wide} />
        {wide && <HorizontalNavigation items={items} />}
        <HeaderTools />
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="shell-content">
        {children}
      </main>
      <ShellFooter />
    </Frame>
  );
}
