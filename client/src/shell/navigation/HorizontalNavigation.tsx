import { theme as antdTheme, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { selectedIds, toMenuItems } from './menuItems';
import type { NavItem } from './types';
import './navigation.css';

export interface HorizontalNavigationProps {
  items: readonly NavItem[] | null | undefined;
  /** Light bars (modern, centered) or dark ones (enterprise's band, material's header). */
  theme?: 'dark' | 'light';
  className?: string;
}

/**
 * The horizontal navigation of the centered, enterprise, material and modern layouts: top items in
 * a bar, collapsables, groups and asides as drop-down submenus. antd moves what does not fit into
 * a "…" submenu.
 */
export function HorizontalNavigation({
  items,
  theme = 'light',
  className,
}: HorizontalNavigationProps) {
  const { t } = useTranslation();
  const { token } = antdTheme.useToken();
  const here = useLocation();
  return (
    <nav
      aria-label={t('shell.navigation.label')}
      className={['shell-hnav', className].filter(Boolean).join(' ')}
      data-orientation="horizontal"
    >
      <Menu
        mode="horizontal"
        theme={theme}
        items={toMenuItems(items, {
          t,
          here,
          orientation: 'horizontal',
          primaryColor: token.colorPrimary,
        })}
        selectedKeys={selectedIds(items, here)}
        className="shell-hnav__menu"
      />
    </nav>
  );
}
