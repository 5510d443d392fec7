import { Layout, Menu, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useSessionState } from '../areas/auth/SessionContext';
import { canRead } from '../areas/auth/session';
import { LanguageSelect } from './LanguageSelect';
import { SECTIONS } from './sections';
import { UserMenu } from './UserMenu';

/**
 * The frame of the staff application: navigation (only the sections the user's role may open),
 * title bar with languages and the user menu, routed page. A placeholder until the shell issue.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const state = useSessionState();
  // The guard above renders this layout only for a signed-in user.
  if (state.status !== 'signed-in') return null;
  const { user } = state;
  const sections = SECTIONS.filter((section) =>
    canRead(user, 'area' in section ? section.area : undefined),
  );
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider breakpoint="md" collapsedWidth={0} width={280}>
        <Typography.Title level={4} style={{ color: '#fff', padding: '20px 24px', margin: 0 }}>
          {t('common.appName')}
        </Typography.Title>
        <nav aria-label={t('shell.navigation')}>
          <Menu
            theme="dark"
            mode="inline"
            selectedKeys={[pathname]}
            items={sections.map(({ path, titleKey }) => ({
              key: `/admin/${path}`,
              label: <Link to={`/admin/${path}`}>{t(titleKey)}</Link>,
            }))}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header className="admin-header">
          <Tag className="admin-role">{t(`shell.roles.${user.role}`)}</Tag>
          <LanguageSelect width={120} />
          <UserMenu user={user} />
        </Layout.Header>
        <Layout.Content className="admin-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
