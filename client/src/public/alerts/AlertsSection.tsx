import { splitByPlace } from '../../../../shared/alert-nearby';
import { localeOf } from '../../../../shared/locales';
import { useI18n } from '../i18n/useI18n';
import { useSharedPosition } from '../location/useSharedPosition';
import { CategoryIcon, SeverityIcon } from './AlertIcons';
import type { PublicAlert } from './alerts';
import { cuscoClock } from './clock';
import type { AlertsView } from './useAlerts';
import { useAlertWords } from './words';

export interface AlertsSectionProps {
  view: AlertsView;
}

/**
 * The active alerts, first on the page: most severe first (the server's order), each with its
 * severity in words and shape, what it is about, the headline, the source and when it was
 * updated; the description and what to do fold behind a native <details>, so all of it reads
 * without scripts. With a position shared, the alerts for other places fold under "Elsewhere in
 * Cusco". No alert, no section.
 */
export function AlertsSection({ view }: AlertsSectionProps) {
  const { t, lang } = useI18n();
  const position = useSharedPosition();
  const words = useAlertWords(lang, view.alerts.length > 0);
  if (view.alerts.length === 0 || !words) return null;
  const { here, elsewhere } = splitByPlace(view.alerts, position);
  const reference = view.fetchedAt ?? view.alerts[0]?.updatedAt ?? '';
  return (
    <section id="alerts" className="alerts" aria-labelledby="alerts-title">
      <div className="container">
        <h2 id="alerts-title">{t('home.alerts.title')}</h2>
        {view.stale && view.fetchedAt && view.now !== null && (
          <p className="notice alerts-as-of">
            {t('home.alerts.asOf', { time: cuscoClock(view.fetchedAt, view.now) })}
          </p>
        )}
        {here.length > 0 && <AlertList alerts={here} reference={reference} />}
        {elsewhere.length > 0 && (
          <details className="alerts-elsewhere">
            <summary>{t('home.alerts.elsewhere', { count: elsewhere.length })}</summary>
            <AlertList alerts={elsewhere} reference={reference} />
          </details>
        )}
      </div>
    </section>
  );
}

function AlertList({ alerts, reference }: { alerts: PublicAlert[]; reference: string }) {
  return (
    <ul className="alert-list">
      {alerts.map((alert) => (
        <li key={alert.id}>
          <AlertCard alert={alert} reference={reference} />
        </li>
      ))}
    </ul>
  );
}

function AlertCard({ alert, reference }: { alert: PublicAlert; reference: string }) {
  const { t, lang } = useI18n();
  const headlineId = `alert-${alert.id}`;
  // Written in another language than the page's (staff wrote none in it): said, and marked.
  const textLang = alert.lang === lang ? undefined : alert.lang;
  const severity = alert.severity.toLowerCase();
  return (
    <article className={`alert alert-${severity}`} aria-labelledby={headlineId}>
      <p className="alert-tags">
        <span className={`alert-severity alert-severity-${severity}`}>
          <SeverityIcon severity={alert.severity} />
          {t(`home.alerts.severity.${alert.severity}`)}
        </span>
        <span className="alert-category">
          <CategoryIcon category={alert.category} />
          {t(`home.alerts.category.${alert.category}`)}
        </span>
      </p>
      <h3 id={headlineId} className="alert-headline" lang={textLang}>
        {alert.headline}
      </h3>
      {textLang && (
        <p className="alert-shown-in">
          {t(`home.alerts.shownIn.${textLang === 'es' ? 'es' : 'en'}`, {
            language: localeOf(lang).name,
          })}
        </p>
      )}
      <details className="alert-details">
        <summary>{t('home.alerts.details')}</summary>
        <p lang={textLang}>{alert.description}</p>
        <h4>{t('home.alerts.whatToDo')}</h4>
        <p lang={textLang}>{alert.instruction}</p>
      </details>
      {/* Text only between elements: adjacent strings would be one text node in the server's
          HTML and two in the scripts', and hydration would rewrite them. */}
      <p className="alert-source">
        <span>{t('home.alerts.source')}</span>{' '}
        {isWebLink(alert.link) ? (
          <a href={alert.link} rel="noopener noreferrer external">
            {alert.source}
          </a>
        ) : (
          <span>{alert.source}</span>
        )}
        {' · '}
        <time dateTime={alert.updatedAt}>
          {t('home.alerts.updated', { time: cuscoClock(alert.updatedAt, reference) })}
        </time>
      </p>
    </article>
  );
}

/** Only a web address becomes a link: anything else in the data is shown as text, never followed. */
function isWebLink(link: string | null): link is string {
  return link !== null && /^https:\/\//i.test(link);
}
