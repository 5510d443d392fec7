import { Alert, Card, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEmergencyContactsListQuery, useMeQuery } from '../../../../generated/client';
import { isLanguageId } from '../../i18n/languages';

/**
 * The landing page of the staff application: a greeting from the server's `me` (asked again on
 * every visit, so the name is current) and what the public page offers tourists right now.
 */
export function ExamplePage() {
  const { t, i18n } = useTranslation();
  const me = useMeQuery({ fetchPolicy: 'cache-and-network' });
  const { data, loading, error } = useEmergencyContactsListQuery();
  const language = isLanguageId(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'es';
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {me.data ? t('example.welcome', { name: me.data.me.name }) : t('shell.nav.example')}
      </Typography.Title>
      <Card title={t('example.title')}>
        <Typography.Paragraph type="secondary">{t('example.intro')}</Typography.Paragraph>
        {error && <Alert type="error" showIcon title={t('common.loadFailed')} />}
        <Table
          rowKey="id"
          loading={loading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={data?.emergencyContacts ?? []}
          columns={[
            { title: t('example.columns.name'), render: (_, contact) => contact.names[language] },
            { title: t('example.columns.phone'), dataIndex: 'phone' },
            {
              title: t('example.columns.dial'),
              dataIndex: 'dial',
              render: (dial: string) => <a href={`tel:${dial}`}>{`tel:${dial}`}</a>,
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
