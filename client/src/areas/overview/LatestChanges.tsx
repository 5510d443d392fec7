import { Card, Empty, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RegistryOverviewQuery } from '../../../../generated/client';
import { useLanguage } from '../../i18n/useLanguage';
import { registryLink, registrySection } from './registry-sections';

type Change = RegistryOverviewQuery['registryOverview']['latestChanges'][number];

/** The latest changes to the registries the user may open: what, who, when. */
export function LatestChanges({ changes }: { changes: readonly Change[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // A record deleted since: its delete is newer, so it is listed too. Its earlier entries say
  // so instead of linking to a search that finds nothing.
  const deleted = new Set(
    changes
      .filter((change) => change.action === 'DELETE')
      .map((change) => `${change.area}:${change.recordId}`),
  );
  return (
    <Card title={t('overview.changes.title')}>
      {changes.length === 0 ? (
        <Empty description={t('overview.changes.empty')} />
      ) : (
        <ol className="overview-changes">
          {changes.map((change) => {
            const section = registrySection(change.area);
            const gone = deleted.has(`${change.area}:${change.recordId}`);
            const link = gone ? null : registryLink(change.area, change.recordLabel);
            return (
              <li key={change.id}>
                <div>
                  {link ? (
                    <Link to={link}>{change.recordLabel}</Link>
                  ) : (
                    <Typography.Text>{change.recordLabel}</Typography.Text>
                  )}{' '}
                  {section && <Tag>{t(section.titleKey)}</Tag>}
                  {gone && change.action !== 'DELETE' && (
                    <Tag color="default">{t('overview.changes.deleted')}</Tag>
                  )}
                </div>
                <Typography.Text type="secondary">
                  {t(`overview.changes.${change.action}`, {
                    actor: change.actor.name,
                    count: change.changes.length,
                  })}
                  {' · '}
                  <time dateTime={change.at}>
                    {dayjs(change.at).locale(language).format('LLL')}
                  </time>
                </Typography.Text>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
