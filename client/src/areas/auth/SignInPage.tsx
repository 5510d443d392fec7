import { Button, Card, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Staff sign-in. Accounts and sessions are not in place yet, so this says so plainly. */
export function SignInPage() {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ maxWidth: 480, width: '100%' }}>
        <Result
          status="info"
          title={t('auth.signIn.title')}
          subTitle={t('auth.signIn.notYet')}
          extra={[
            <Link key="admin" to="/admin/example">
              <Button type="primary">{t('auth.signIn.openAdmin')}</Button>
            </Link>,
            <Button key="public" href="/">
              {t('auth.signIn.backToPublic')}
            </Button>,
          ]}
        />
      </Card>
    </Flex>
  );
}
