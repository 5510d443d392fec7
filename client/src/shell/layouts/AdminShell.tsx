import { Alert, Button, theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useNavigationQuery, useShellUserQuery } from '../../../../generated/client';
import { useShellConfig } from '../config/ShellConfigProvider';
import { NAVIGATION_DARK_BG } from '../config/themes';
import { LoadingBar } from '../loading-bar/LoadingBar';
import { LAYOUT_COMPONENTS } from './layouts';
import { SkipLink, usePageFocus } from './pageFocus';
import { LiveUpdatesSlot } from './slots';
import { useLayoutName } from './useLayoutName';
import './layouts.css';

/**
 * The product keeps its sections in the `compact` menu; the server's other three menus are the
 * template's and hold only Example. Every layout shows the compact menu, so choosing another
 * layout never hides a section the role may open.
 */
export const PRODUCT_MENU = 'compact' as const;

/**
 * The element of the `/admin` route: loads the navigation and the signed-in user, picks the
 * layout (route handle, then `?layout=`, then the configured one) and shows the routed page in it.
 * Needs ShellConfigProvider, Apollo and a data router above it.
 */
export function AdminShell() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { scheme } = useShellConfig();
  const { name: layout, fromRoute } = useLayoutName();
  const navigation = useNavigationQuery();
  const { data: userData } = useShellUserQuery();
  const Layout = LAYOUT_COMPONENTS[layout];
  usePageFocus();

  const variables = {
    '--shell-primary': token.colorPrimary,
    '--shell-bg-container': token.colorBgContainer,
    '--shell-bg-layout': token.colorBgLayout,
    '--shell-border': token.colorBorderSecondary,
    '--shell-text': token.colorText,
    '--shell-text-secondary': token.colorTextSecondary,
    '--shell-radius': `${token.borderRadiusLG}px`,
    '--shell-nav-dark-bg': scheme === 'dark' ? '#020617' : NAVIGATION_DARK_BG,
  } as CSSProperties;

  return (
    <div className="shell" data-layout={layout} data-scheme={scheme} style={variables}>
      <SkipLink />
      <LoadingBar />
      <LiveUpdatesSlot />
      <Layout
        items={navigation.data?.navigation?.[PRODUCT_MENU]}
        user={userData?.me}
        askedByPage={fromRoute}
      >
        {navigation.error && (
          <Alert
            type="error"
            showIcon
            className="shell-error"
            title={t('shell.navigation.loadFailed')}
            action={
              <Button size="small" onClick={() => void navigation.refetch()}>
                {t('shell.navigation.retry')}
              </Button>
            }
          />
        )}
        <Outlet />
      </Layout>
    </div>
  );
}
