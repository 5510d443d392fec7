import { Layout, Menu, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { LANGUAGES } from '../i18n/languages';
import { SECTIONS } from './sections';

/** The frame of the staff application: navigation, title bar with languages, routed page. */
export function AdminLayout() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider breakpoint="md" collapsedWidth={0} width={280}>
        <Typography.Title level={4} style={{ color: '#fff', padding: '20px 24px', margin: 0 }}>
          {t('common.appName')}
        </Typography.Title>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={[pathname]}
          items={SECTIONS.map(({ path, titleKey }) => ({
            key: `/admin/${path}`,
            label: <Link to={`/admin/${path}`}>{t(titleKey)}</Link>,
          }))}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 16 }}
        >
          <Select
            aria-label={t('shell.language')}
            value={i18n.resolvedLanguage}
            onChange={(language) => void i18n.changeLanguage(language)}
            options={LANGUAGES.map(({ id, label }) => ({ value: id, label }))}
            style={{ width: 140 }}
          />
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
