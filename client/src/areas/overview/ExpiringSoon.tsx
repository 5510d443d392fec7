import { Card, Empty, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OverviewQuery } from '../../../../generated/client';
import { daysBetween, formatDate, localDayKey } from '../../i18n/dates';
import { useLanguage } from '../../i18n/useLanguage';
import { registryLink, registrySection } from './registry-sections';

type Expiring = OverviewQuery['overview']['expiringSoon'][number];

/** Whole days from today in Cusco to a calendar day (0: today), as the server counts them. */
export function daysUntil(day: string, now: Date = new Date()): number {
  return daysBetween(localDayKey(now), day);
}

/** Carnés and certificates that expire soon, soonest first, each opening its record. */
export function ExpiringSoon({ items, days }: { items: readonly Expiring[]; days: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Card title={t('overview.expiring.title', { count: days })}>
      <Table
        rowKey={(item) => `${item.area}:${item.id}`}
        size="small"
        pagination={false}
        dataSource={[...items]}
        locale={{
          emptyText: <Empty description={t('overview.expiring.empty', { count: days })} />,
        }}
        columns={[
          {
            key: 'name',
            title: t('overview.expiring.name'),
            render: (_, item) => {
              const link = registryLink(item.area, item.number);
              const section = registrySection(item.area);
              return (
                <Flex vertical>
                  {link ? <Link to={link}>{item.name}</Link> : item.name}
                  {section && (
                    <Typography.Text type="secondary">{t(section.titleKey)}</Typography.Text>
                  )}
                </Flex>
              );
            },
          },
          {
            key: 'expiresOn',
            title: t('overview.expiring.expiresOn'),
            // The names wrap instead, so a phone shows every date whole without scrolling.
            className: 'overview-expires-on',
            render: (_, item) => {
              const left = daysUntil(item.expiresOn);
              return (
                <Flex vertical align="start" gap={2}>
                  {formatDate(item.expiresOn, language)}
                  <Tag color={left <= 7 ? 'red' : 'orange'}>
                    {left === 0
                      ? t('overview.expiring.today')
                      : t('overview.expiring.inDays', { count: left })}
                  </Tag>
                </Flex>
              );
            },
          },
        ]}
      />
    </Card>
  );
}
