import { CloseOutlined } from '@ant-design/icons';
import { theme as antdTheme, Button, Drawer, Layout, Menu, type MenuProps } from 'antd';
import { type CSSProperties, type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { NAVIGATION_WIDTH } from '../config/sizes';
import { itemTitle, selectedIds, toMenuItems } from './menuItems';
import type { NavigationPanel } from './panelState';
import type { NavItem, NavigationAppearance, NavigationPosition } from './types';
import { findItem } from './types';
import { useCollapsables } from './useCollapsables';
import './navigation.css';

const EMPTY: readonly NavItem[] = [];
const ASIDE_WIDTH = 280;

export interface VerticalNavigationProps {
  /** The menu as the server sent it (already filtered for the role). */
  items: readonly NavItem[] | null | undefined;
  /** Opened/closed, side/over and the aside: from useNavigationPanel. */
  panel: NavigationPanel;
  /** default 280 px with titles; compact 112 px, icon above title; dense 80 px, widening to
   * 280 px on hover; thin 80 px, icons only. */
  appearance?: NavigationAppearance;
  position?: NavigationPosition;
  /** Opening a collapsable closes its open siblings. */
  autoCollapse?: boolean;
  /** Dark or light panel colours. */
  theme?: 'dark' | 'light';
  /** Above the menu: the logo, a user block … */
  header?: ReactNode;
  /** Below the menu. */
  footer?: ReactNode;
  /** Extra look for one layout (e.g. futuristic's gradient). */
  className?: string;
  style?: CSSProperties;
  /** The id the menu buttons point to with aria-controls. */
  id?: string;
}

/**
 * The vertical navigation (spec §2-§4): at the side of the page in side mode, in an antd Drawer
 * with an overlay in over mode. Collapsable items open by themselves when a child route is active;
 * aside items open their children in a panel beside the navigation, one at a time.
 */
export function VerticalNavigation({
  items,
  panel,
  appearance = 'default',
  position = 'left',
  autoCollapse = true,
  theme = 'dark',
  header,
  footer,
  className,
  style,
  id,
}: VerticalNavigationProps) {
  const { t } = useTranslation();
  const { token } = antdTheme.useToken();
  const here = useLocation();
  const source = items ?? EMPTY;
  const generatedId = useId();
  const navId = id ?? `shell-navigation-${generatedId}`;
  const [hovered, setHovered] = useState(false);

  // A drawer on a touch screen cannot widen on hover: dense and thin show in full there.
  const shown: NavigationAppearance =
    panel.mode === 'over' && (appearance === 'dense' || appearance === 'thin')
      ? 'default'
      : appearance;
  const iconsOnly = shown === 'thin' || (shown === 'dense' && !hovered);
  const inline = shown === 'default' || (shown === 'dense' && hovered);
  const width = shown === 'dense' && hovered ? NAVIGATION_WIDTH.default : NAVIGATION_WIDTH[shown];

  const collapsables = useCollapsables(source, autoCollapse);
  const [popupKeys, setPopupKeys] = useState<string[]>([]);

  const options = {
    t,
    here,
    orientation: 'vertical' as const,
    iconsOnly,
    primaryColor: token.colorPrimary,
  };
  const menuItems = toMenuItems(source, options);
  const selected = selectedIds(source, here);
  const aside = panel.activeAsideId ? findItem(source, panel.activeAsideId) : undefined;

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const item = findItem(source, key);
    if (item?.type === 'aside' && !item.disabled) panel.toggleAside(item.id);
  };

  const menu = (
    <Menu
      mode={inline || iconsOnly ? 'inline' : 'vertical'}
      // antd warns when the prop is present at all outside inline mode.
      {...(iconsOnly ? { inlineCollapsed: true } : {})}
      theme={theme}
      items={menuItems}
      selectedKeys={panel.activeAsideId ? [...selected, panel.activeAsideId] : selected}
      openKeys={inline ? collapsables.openKeys : popupKeys}
      onOpenChange={inline ? collapsables.onOpenChange : setPopupKeys}
      onClick={onClick}
      className="shell-nav-menu"
      // The menu follows the ARIA menu pattern (arrows, Enter, Escape): its keys are told.
      aria-describedby={`${navId}-keys`}
    />
  );

  const column = (
    <div className="shell-nav-column" style={{ width }}>
      {header && <div className="shell-nav-header">{header}</div>}
      <div className="shell-nav-scroll">{menu}</div>
      {footer && <div className="shell-nav-footer">{footer}</div>}
    </div>
  );

  const asidePanel = aside && (
    <AsidePanel
      item={aside}
      theme={theme}
      autoCollapse={autoCollapse}
      onClose={panel.closeAside}
      position={position}
    />
  );

  const classes = [
    'shell-nav',
    `shell-nav--${shown}`,
    `shell-nav--${theme}`,
    `shell-nav--${position}`,
    panel.animations ? '' : 'shell-nav--still',
    className,
  ]
    .filter(Boolean)
    .join(' ');

  const nav = (
    <nav
      id={navId}
      aria-label={t('shell.navigation.label')}
      className={classes}
      data-appearance={shown}
      data-mode={panel.mode}
      data-opened={panel.opened}
      style={style}
      // Dense widens while the pointer or the keyboard focus is inside.
      onMouseEnter={shown === 'dense' ? () => setHovered(true) : undefined}
      onMouseLeave={shown === 'dense' ? () => setHovered(false) : undefined}
      onFocus={shown === 'dense' ? () => setHovered(true) : undefined}
      onBlur={
        shown === 'dense'
          ? (event) => {
              if (!event.currentTarget.contains(event.relatedTarget)) setHovered(false);
            }
          : undefined
      }
    >
      <span id={`${navId}-keys`} className="shell-nav-keys">
        {t('shell.navigation.keys')}
      </span>
      {column}
      {asidePanel}
    </nav>
  );

  if (panel.mode === 'over') {
    return (
      <Drawer
        open={panel.opened}
        onClose={panel.close}
        placement={position}
        size={NAVIGATION_WIDTH[shown] + (aside ? ASIDE_WIDTH : 0)}
        closable={false}
        aria-label={t('shell.navigation.label')}
        rootClassName="shell-nav-drawer"
        styles={{ body: { padding: 0, display: 'flex' }, section: navBackground(theme, token) }}
      >
        {nav}
      </Drawer>
    );
  }

  return (
    <Layout.Sider
      width={NAVIGATION_WIDTH[appearance]}
      collapsedWidth={0}
      collapsed={!panel.opened}
      trigger={null}
      theme={theme}
      className={`shell-nav-sider shell-nav-sider--${shown}`}
      style={{ ...navBackground(theme, token), ...style }}
    >
      {nav}
    </Layout.Sider>
  );
}

function navBackground(
  theme: 'dark' | 'light',
  token: ReturnType<typeof antdTheme.useToken>['token'],
) {
  return theme === 'dark'
    ? { background: 'var(--shell-nav-dark-bg, #0f172a)' }
    : { background: token.colorBgContainer };
}

/** The panel of one aside item: its children, beside the navigation, until closed. */
function AsidePanel({
  item,
  theme,
  autoCollapse,
  onClose,
  position,
}: {
  item: NavItem;
  theme: 'dark' | 'light';
  autoCollapse: boolean;
  onClose: () => void;
  position: NavigationPosition;
}) {
  const { t } = useTranslation();
  const here = useLocation();
  const children = item.children ?? EMPTY;
  const collapsables = useCollapsables(children, autoCollapse);
  const title = itemTitle(item, t);
  const menuItems = useMemo(
    () => toMenuItems(children, { t, here, orientation: 'vertical' }),
    [children, t, here],
  );
  return (
    <section
      className={`shell-nav-aside shell-nav-aside--${position}`}
      aria-label={title}
      data-aside={item.id}
      style={{ width: ASIDE_WIDTH }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="shell-nav-aside__header">
        <span className="shell-nav-aside__title">{title}</span>
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label={t('shell.navigation.closeAside', { title })}
          onClick={onClose}
          className="shell-nav-aside__close"
        />
      </div>
      <Menu
        mode="inline"
        theme={theme}
        items={menuItems}
        selectedKeys={selectedIds(children, here)}
        openKeys={collapsables.openKeys}
        onOpenChange={collapsables.onOpenChange}
        className="shell-nav-menu"
      />
    </section>
  );
}
