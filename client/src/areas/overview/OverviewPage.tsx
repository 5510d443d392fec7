import { Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMeQuery, useOverviewQuery } from '../../../../generated/client';
import { useSessionState } from '../../session/SessionContext';
import { canRead } from '../../session/session';
import { ExpiringSoon } from './ExpiringSoon';
import { LatestChanges } from './LatestChanges';
import { OpenIncidents } from './OpenIncidents';
import { RegistryCounts } from './RegistryCounts';
import './overview.css';
import { LoadFailedAlert } from './LoadFailedAlert';

/** How far ahead the landing page looks for carnés and certificates that expire. */
const EXPIRY_WINDOW_DAYS = 30;

/**
 * The landing page of the staff application: a greeting from the server's `me`; for those who
 * work the tourists' reports, the open ones first; and for the registries the user may open,
 * their sizes, what expires in the next 30 days and the latest changes (asked again on every
 * visit, so they are current).
 */
export function OverviewPage() {
  const { t } = useTranslation();
  const me = useMeQuery({ fetchPolicy: 'cache-and-network' });
  const overview = useOverviewQuery({
    variables: { days: EXPIRY_WINDOW_DAYS },
    fetchPolicy: 'cache-and-network',
  });
  const data = overview.data?.overview;
  const session = useSessionState();
  // Only those who may read the cases get the card, and with it the query.
  const readsIncidents =
    session.status === 'signed-in' && canRead(session.user, 'incidents', 'read');
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {me.data ? t('overview.welcome', { name: me.data.me.name }) : t('shell.nav.overview')}
      </Typography.Title>
      {readsIncidents && <OpenIncidents />}
      {overview.error && !data && <LoadFailedAlert onRetry={() => void overview.refetch()} />}
      {!data && overview.loading && <Skeleton active paragraph={{ rows: 6 }} />}
      {data && (
        <>
          <section aria-label={t('overview.counts')}>
            <RegistryCounts counts={data.counts} />
          </section>
          <Row gutter={[16, 16]}>
            {data.counts.some(
              (count) => count.area === 'guides' || count.area === 'travel_agencies',
            ) && (
              <Col xs={24} xl={14}>
                <ExpiringSoon items={data.expiringSoon} days={EXPIRY_WINDOW_DAYS} />
              </Col>
            )}
            <Col xs={24} xl={10}>
              <LatestChanges changes={data.latestChanges} imports={data.latestImports} />
            </Col>
          </Row>
        </>
      )}
    </Flex>
  );
}
