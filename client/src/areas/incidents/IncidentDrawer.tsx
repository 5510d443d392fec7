import { Alert, Descriptions, Drawer, Flex, Result, Spin, Tag, Typography } from 'antd';
import { type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type IncidentDetailFragment, useIncidentDetailQuery } from '../../../../generated/client';
import { mapLink } from '../../../../shared/links';
import { errorCodes } from '../../apollo/errors';
import type { DiscardGuardHandle } from '../../forms/useDiscardGuard';
import { formatDateTime } from '../../i18n/dates';
import { useLanguage } from '../../i18n/useLanguage';
import { languageNamer } from '../../registry/languages';
import { useRegistryPermissions } from '../../registry/permissions';
import { useScreenAtLeast } from '../../shell/config/useMediaQuery';
import { STATUS_COLORS } from './config';
import { IncidentHistory } from './IncidentHistory';
import { IncidentWorkForm } from './IncidentWorkForm';
import { contactLinks, formatMoney } from './incident-values';

export interface IncidentDrawerProps {
  /** The case shown; null: closed. */
  id: string | null;
  jurisdictions: readonly { id: string; name: string }[];
  onClose: () => void;
  /** After a change was saved (the list shows the new status). */
  onSaved: () => void;
}

/**
 * One case: the tourist's statement, the reporter, the receiving office and its routing, the
 * history, and (with `incidents:update`, while the case is open) the form to work it. Whatever
 * the tourist wrote is shown as text, never as HTML. Every way it closes (its X, Esc, a click
 * outside) asks first while the work form holds unsaved changes.
 */
export function IncidentDrawer({ id, jurisdictions, onClose, onSaved }: IncidentDrawerProps) {
  const { t } = useTranslation();
  const wide = useScreenAtLeast('sm');
  const { data, loading, error } = useIncidentDetailQuery({
    variables: { id: id ?? '' },
    skip: id === null,
    fetchPolicy: 'cache-and-network',
  });
  const incident = data?.incident.id === id ? data?.incident : undefined;
  // The work form keeps its own guard; none is mounted while the case loads or is closed.
  const work = useRef<DiscardGuardHandle>(null);
  const close = () => (work.current ? work.current.close(onClose) : onClose());
  return (
    <Drawer
      open={id !== null}
      onClose={close}
      size={wide ? 640 : '100%'}
      destroyOnHidden
      title={incident ? t('incidents.detail.title', { code: incident.code }) : t('incidents.title')}
    >
      {incident ? (
        <IncidentDetail
          work={work}
          incident={incident}
          jurisdictions={jurisdictions}
          onSaved={onSaved}
        />
      ) : error && !loading && errorCodes(error).includes('NOT_FOUND') ? (
        <Result
          status="404"
          title={t('incidents.detail.notFound')}
          subTitle={t('incidents.detail.notFoundHint')}
        />
      ) : error && !loading ? (
        <Alert type="error" showIcon role="alert" title={t('incidents.detail.loadFailed')} />
      ) : (
        <Flex justify="center">
          <Spin />
        </Flex>
      )}
    </Drawer>
  );
}

function IncidentDetail({
  work,
  incident,
  jurisdictions,
  onSaved,
}: {
  work: RefObject<DiscardGuardHandle | null>;
  incident: IncidentDetailFragment;
  jurisdictions: readonly { id: string; name: string }[];
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useRegistryPermissions('incidents');
  const none = <Typography.Text type="secondary">{t('incidents.detail.none')}</Typography.Text>;
  const { place, reporter } = incident;
  const position = place.position;
  // The province only where it says more than the district ("Cusco · Cusco").
  const placeWords = [
    place.description,
    place.district,
    place.province !== place.district ? place.province : null,
  ].filter(Boolean);
  const closed = incident.status === 'CERRADO';

  return (
    <Flex vertical gap={24}>
      <Flex wrap gap={8} align="center">
        <Tag color={STATUS_COLORS[incident.status]}>
          {t(`enums.IncidentStatus.${incident.status}`)}
        </Tag>
        <span>{t(`enums.IncidentType.${incident.type}`)}</span>
      </Flex>
      {incident.personalDataErasedAt && (
        <Alert
          type="info"
          showIcon
          title={t('incidents.detail.erased', {
            date: formatDateTime(incident.personalDataErasedAt, language),
          })}
        />
      )}

      <section>
        <Typography.Title level={2} className="incidents-heading">
          {t('incidents.detail.statement')}
        </Typography.Title>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('incidents.fields.type')}>
            {t(`enums.IncidentType.${incident.type}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('incidents.detail.occurredAt')}>
            <time dateTime={incident.occurredAt}>
              {formatDateTime(incident.occurredAt, language)}
            </time>
          </Descriptions.Item>
          <Descriptions.Item label={t('incidents.detail.place')}>
            <Flex vertical gap={4}>
              {placeWords.length > 0 && <span>{placeWords.join(' · ')}</span>}
              {position && (
                <span>
                  {position.accuracy !== null && position.accuracy !== undefined
                    ? t('incidents.detail.position', { accuracy: Math.round(position.accuracy) })
                    : t('incidents.detail.positionNoAccuracy')}{' '}
                  <a
                    className="inline-link"
                    href={mapLink(position.latitude, position.longitude)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('incidents.detail.mapLink')}
                  </a>
                </span>
              )}
              {placeWords.length === 0 &&
                !position &&
                // Erased words and position are not a place the tourist left out.
                (incident.personalDataErasedAt ? none : t('incidents.detail.noPlace'))}
            </Flex>
          </Descriptions.Item>
          <Descriptions.Item label={t('incidents.detail.items')}>
            {incident.items.length === 0 ? (
              t('incidents.detail.noItems')
            ) : (
              <ul className="incidents-items">
                {incident.items.map((item, index) => (
                  // Items have no id and never change order.
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
                  <li key={index}>
                    {item.description ?? none} —{' '}
                    {formatMoney(item.value, item.currency, language) ??
                      t('incidents.detail.noValue')}
                  </li>
                ))}
              </ul>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('incidents.detail.account')}>
            {incident.account === null ? (
              none
            ) : (
              <p className="incidents-account">{incident.account}</p>
            )}
          </Descriptions.Item>
        </Descriptions>
      </section>

      <section>
        <Typography.Title level={2} className="incidents-heading">
          {t('incidents.detail.reporter')}
        </Typography.Title>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('incidents.detail.name')}>
            {reporter?.name ?? none}
          </Descriptions.Item>
          <Descriptions.Item label={t('incidents.detail.nationality')}>
            {reporter?.nationality ?? none}
          </Descriptions.Item>
          <Descriptions.Item label={t('incidents.detail.document')}>
            {reporter?.document ?? none}
          </Descriptions.Item>
          <Descriptions.Item label={t('incidents.detail.contact')}>
            {reporter ? <ContactLinks reporter={reporter} /> : none}
          </Descriptions.Item>
          <Descriptions.Item label={t('incidents.detail.language')}>
            {languageNamer(language)(incident.language)}
          </Descriptions.Item>
        </Descriptions>
      </section>

      <section>
        <Typography.Title level={2} className="incidents-heading">
          {t('incidents.detail.office')}
        </Typography.Title>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('incidents.fields.jurisdiction')}>
            {incident.office.jurisdiction}
          </Descriptions.Item>
          <Descriptions.Item label={t('incidents.detail.office')}>
            <Flex vertical>
              <span>{incident.office.station}</span>
              <span>{incident.office.address}</span>
              <a href={`tel:${incident.office.dial}`}>{incident.office.phone}</a>
            </Flex>
          </Descriptions.Item>
          <Descriptions.Item label={t('incidents.detail.routing')}>
            <Flex vertical>
              <span>{t(`enums.IncidentRouting.${incident.routing}`)}</span>
              {incident.closedOffice && (
                <span>
                  {t('incidents.detail.closedOffice', { station: incident.closedOffice.station })}
                </span>
              )}
            </Flex>
          </Descriptions.Item>
          <Descriptions.Item label={t('incidents.fields.assignee')}>
            {incident.assigneeName ?? t('incidents.unassigned')}
          </Descriptions.Item>
        </Descriptions>
      </section>

      {can.update &&
        (closed ? (
          <Alert type="info" showIcon title={t('incidents.detail.closed')} />
        ) : (
          // A fresh form after each save: it starts again from the case as it is now.
          <IncidentWorkForm
            ref={work}
            key={incident.updatedAt}
            incident={incident}
            jurisdictions={jurisdictions}
            onSaved={onSaved}
          />
        ))}

      <IncidentHistory incident={incident} />
    </Flex>
  );
}

function ContactLinks({ reporter }: { reporter: NonNullable<IncidentDetailFragment['reporter']> }) {
  const { t } = useTranslation();
  const links = contactLinks(reporter);
  if (links.length === 0) return <>{t('incidents.detail.noContact')}</>;
  return (
    <Flex vertical>
      {links.map((link) => (
        <a
          key={link.kind}
          href={link.href}
          {...(link.kind === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {link.kind === 'whatsapp' ? `WhatsApp ${link.text}` : link.text}
        </a>
      ))}
    </Flex>
  );
}
