import type { TFunction } from 'i18next';
import type { PublicAlert } from '../alerts/alerts';
import { cuscoClock } from '../alerts/clock';
import type { AlertsView } from '../alerts/useAlerts';
import { useAlertWords } from '../alerts/words';
import { isLanguage } from '../i18n/i18n';
import { ALERT_TOPIC_CATEGORIES, type AlertTopic } from './alert-topics';

export interface AlertsAnswerProps {
  about: AlertTopic;
  /** The page's alerts as they are now (already without the expired ones). */
  alerts: AlertsView;
  t: TFunction;
  /** The language the answer is in. */
  lang: string;
}

/**
 * The assistant's answer about trains, strikes or roads: the active alerts of those categories,
 * most severe first, with what to do; or that there is none, with the time the page last knew.
 */
export function AlertsAnswer({ about, alerts, t, lang }: AlertsAnswerProps) {
  // A page that had no alert to show came without these words: they are fetched (a moment).
  const ready = useAlertWords(isLanguage(lang) ? lang : 'es', true);
  if (!ready) return <p aria-busy="true">{t('home.assistant.loading')}</p>;
  const categories = ALERT_TOPIC_CATEGORIES[about];
  const found = alerts.alerts.filter((alert) => categories.includes(alert.category));
  const reference = alerts.now ?? alerts.fetchedAt ?? Date.now();
  const checked = alerts.fetchedAt
    ? t('home.assistant.alerts.checked', { time: cuscoClock(alerts.fetchedAt, reference) })
    : t('home.assistant.alerts.unknown');
  if (found.length === 0) {
    return (
      <>
        <p>{t(`home.assistant.alerts.none.${about}`)}</p>
        <p>{checked}</p>
      </>
    );
  }
  return (
    <>
      <p>{t(`home.assistant.alerts.found.${about}`, { count: found.length })}</p>
      <ul className="chat-alerts">
        {found.map((alert) => (
          <AlertItem key={alert.id} alert={alert} t={t} lang={lang} reference={reference} />
        ))}
      </ul>
      {alerts.stale && <p>{checked}</p>}
      <p>
        <a href="#alerts">{t('home.assistant.alerts.seeAll')}</a>
      </p>
    </>
  );
}

function AlertItem({
  alert,
  t,
  lang,
  reference,
}: {
  alert: PublicAlert;
  t: TFunction;
  lang: string;
  reference: string | number;
}) {
  const textLang = alert.lang === lang ? undefined : alert.lang;
  return (
    <li>
      <strong>{t(`home.alerts.severity.${alert.severity}`)}</strong>
      {': '}
      <span lang={textLang}>{alert.headline}</span>
      <br />
      <span lang={textLang}>{alert.instruction}</span>
      <br />
      <small>
        {alert.source} ·{' '}
        {t('home.alerts.updated', { time: cuscoClock(alert.updatedAt, reference) })}
      </small>
    </li>
  );
}
