import { Card, Col, Empty, Flex, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type IncidentStatus, useIncidentOverviewQuery } from '../../../../generated/client';
import { OPEN_STATUSES } from '../../../../shared/incident-workflow';
import { formatDateTime } from '../../i18n/dates';
import { useLanguage } from '../../i18n/useLanguage';
import { placeSummary } from '../incidents/config';
import { LoadFailedAlert } from './LoadFailedAlert';
import { registrySection } from './registry-sections';
import { timeAgo } from './time-ago';

// The Denuncias page: its path lives with the shell's sections.
const CASES_PATH = registrySection('incidents')?.path ?? '/admin/denuncias';

/** The Denuncias page opening one case (its `caso` parameter opens the case's drawer). */
export const caseLink = (id: string) => `${CASES_PATH}?caso=${encodeURIComponent(id)}`;

/** The Denuncias list filtered to some statuses (the list's own `status` filter). */
export const casesWithStatus = (statuses: readonly IncidentStatus[]) =>
  `${CASES_PATH}?${new URLSearchParams(statuses.map((status) => ['status', status]))}`;

/**
 * "Denuncias abiertas" on the landing page of the tourism police: how many cases wait in each
 * open status, each count opening the list so filtered, and the oldest cases no officer has
 * taken up yet, each opening the case.
 */
export function OpenIncidents() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const overview = useIncidentOverviewQuery({ fetchPolicy: 'cache-and-network' });
  const data = overview.data?.incidentOverview;
  const format = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'es');
  const title = t('overview.incidents.title');
  const received = (at: string) => {
    const ago = timeAgo(at, language);
    return ago === null
      ? t('overview.incidents.justNow')
      : t('overview.incidents.received', { ago });
  };

  return (
    <section aria-label={title}>
      <Card title={title}>
        {overview.error && !data && <LoadFailedAlert onRetry={() => void overview.refetch()} />}
        {!data && overview.loading && <Skeleton active paragraph={{ rows: 3 }} />}
        {data && (
          <Flex vertical gap={16}>
            <Row gutter={[16, 16]}>
              {data.open.map(({ status, total }) => (
                <Col key={status} flex="1 1 140px">
                  <Link to={casesWithStatus([status])} className="overview-count">
                    <Card size="small" hoverable>
                      <Statistic
                        title={t(`enums.IncidentStatus.${status}`)}
                        value={total}
                        formatter={(value) => format.format(Number(value))}
                      />
                    </Card>
                  </Link>
                </Col>
              ))}
            </Row>
            {data.openTotal === 0 ? (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t('overview.incidents.empty')}
              />
            ) : data.oldestUnattended.length === 0 ? (
              <Typography.Text type="secondary">{t('overview.incidents.allTaken')}</Typography.Text>
            ) : (
              <div>
                <Typography.Title level={2} className="overview-subtitle">
                  {t('overview.incidents.unattended')}
                </Typography.Title>
                <ol className="overview-changes">
                  {data.oldestUnattended.map((incident) => {
                    const where = [
                      placeSummary({
                        district: incident.district,
                        description: incident.placeDescription,
                      }),
                      incident.jurisdiction,
                    ].filter(Boolean);
                    return (
                      <li key={incident.id}>
                        <Flex wrap gap={8} align="center">
                          <Link to={caseLink(incident.id)}>{incident.code}</Link>
                          <Tag>{t(`enums.IncidentType.${incident.type}`)}</Tag>
                        </Flex>
                        {where.length > 0 && <div>{where.join(' · ')}</div>}
                        <Typography.Text type="secondary">
                          <time
                            dateTime={incident.createdAt}
                            title={formatDateTime(incident.createdAt, language)}
                          >
                            {received(incident.createdAt)}
                          </time>
                        </Typography.Text>
                      </li>
                    );
                  })}
                </ol>
              </div>
            )}
            <Link to={casesWithStatus(OPEN_STATUSES)}>{t('overview.incidents.viewOpen')}</Link>
          </Flex>
        )}
      </Card>
    </section>
  );
}
