import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { IncidentDetailFragment } from '../../../../generated/client';
import { formatDateTime } from '../../i18n/dates';
import { useLanguage } from '../../i18n/useLanguage';
import { STATUS_COLORS } from './config';

/** What was done to a case, newest first: who and when, and the notes the tourist was given. */
export function IncidentHistory({ incident }: { incident: IncidentDetailFragment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const events = [...incident.history].reverse();
  return (
    <section>
      <Typography.Title level={2} className="incidents-heading">
        {t('incidents.detail.history')}
      </Typography.Title>
      <ol className="incidents-history">
        {events.map((event, index) => (
          // Events have no id; the history only grows, at its end.
          // biome-ignore lint/suspicious/noArrayIndexKey: an append-only list
          <li key={events.length - index}>
            <div className="incidents-history-head">
              <Typography.Text strong>{t(`enums.IncidentEventKind.${event.kind}`)}</Typography.Text>
              {(event.kind === 'STATUS' || event.kind === 'ABANDONED') && (
                <Tag color={STATUS_COLORS[event.status]}>
                  {t(`enums.IncidentStatus.${event.status}`)}
                </Tag>
              )}
            </div>
            <Typography.Text type="secondary">
              <time dateTime={event.at}>{formatDateTime(event.at, language)}</time>{' '}
              {event.byName
                ? t('incidents.detail.by', { name: event.byName })
                : event.kind === 'REPORTED'
                  ? t('incidents.detail.byTourist')
                  : ''}
            </Typography.Text>
            {event.kind === 'ASSIGNED' && (
              <div>
                {event.assigneeName
                  ? t('incidents.detail.assignedTo', { name: event.assigneeName })
                  : t('incidents.unassigned')}
              </div>
            )}
            {event.kind === 'ROUTED' && event.jurisdictionName && (
              <div>{t('incidents.detail.routedTo', { name: event.jurisdictionName })}</div>
            )}
            {event.kind === 'ABANDON_WARNED' && <div>{t('incidents.detail.abandonWarned')}</div>}
            {event.kind === 'ABANDONED' && <div>{t('incidents.detail.abandoned')}</div>}
            {event.note && (
              <p className="incidents-account">
                {t('incidents.detail.noteForTourist', { note: event.note })}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
