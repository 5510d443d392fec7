import type { Language } from '../i18n/i18n';
import { cuscoDateTime } from './dates';
import { followLink } from './follow-link';
import { officeHoursText } from './OfficeCard';
import { QrCode } from './QrCode';
import { useWordsIn, wordsIn } from './texts';
import type { Receipt, ReportInput } from './types';

export interface StatementProps {
  report: ReportInput;
  receipt: Receipt;
}

/**
 * The printable statement, in Spanish beside the tourist's language, built on the device from
 * what the tourist entered: the police in Cusco and the insurer at home read the same facts.
 */
export function Statement({ report, receipt }: StatementProps) {
  const languages: Language[] = report.language === 'es' ? ['es'] : ['es', report.language];
  const w = useWordsIn(report.language);
  return (
    <section className="report-statement" aria-label={w('statement.title')}>
      <div className="report-statement-columns">
        {languages.map((lang) => (
          <StatementColumn key={lang} lang={lang} report={report} receipt={receipt} />
        ))}
      </div>
      <figure className="report-statement-qr">
        <QrCode text={followLink(receipt.followToken)} label={w('statement.qr')} />
        <figcaption>{w('statement.qrHint')}</figcaption>
      </figure>
    </section>
  );
}

function StatementColumn({ lang, report, receipt }: StatementProps & { lang: Language }) {
  const w = wordsIn(lang);
  const { place, reporter } = report;
  const hours = officeHoursText(receipt.office, lang, w);
  const where = [place.description, place.district && `${place.district} (${place.province})`]
    .filter(Boolean)
    .join(' — ');
  return (
    <article className="report-statement-column" lang={lang}>
      <h5>{w('statement.title')}</h5>
      <dl>
        <dt>{w('statement.code')}</dt>
        <dd>{receipt.code}</dd>
        {receipt.followSecret && (
          <>
            <dt>{w('statement.secret')}</dt>
            <dd className="report-secret">{receipt.followSecret}</dd>
          </>
        )}
        <dt>{w('statement.type')}</dt>
        <dd>{w(`types.${report.type}`)}</dd>
        <dt>{w('statement.when')}</dt>
        <dd>{cuscoDateTime(report.occurredAt, lang)}</dd>
        <dt>{w('statement.place')}</dt>
        <dd>
          {where}
          {place.position && (
            <>
              {where && <br />}
              {w('statement.position')}: {place.position.latitude.toFixed(5)},{' '}
              {place.position.longitude.toFixed(5)}
              {place.position.accuracy !== null && ` (±${Math.round(place.position.accuracy)} m)`}
            </>
          )}
        </dd>
        <dt>{w('statement.items')}</dt>
        <dd>
          {report.items.length === 0 ? (
            w('statement.none')
          ) : (
            <ul>
              {report.items.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list never changes here.
                <li key={index}>
                  {item.description}
                  {item.value !== null && ` — ${item.value} ${item.currency ?? ''}`}
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>{w('statement.account')}</dt>
        <dd className="report-account" lang={report.language}>
          {report.account}
          {report.language !== lang && (
            // The tourist's words are never translated: the officer is told their language.
            <span className="report-original" lang={lang}>
              {w('statement.original', { language: languageName(report.language, lang) })}
            </span>
          )}
        </dd>
        <dt>{w('statement.reporter')}</dt>
        <dd>
          {reporter.name} ({reporter.nationality}
          {reporter.document && `, ${reporter.document}`})
        </dd>
        <dt>{w('statement.office')}</dt>
        <dd>
          {receipt.office.station}, {receipt.office.address}
          {hours && (
            <>
              <br />
              {hours}
            </>
          )}
        </dd>
        <dt>{w('statement.follow')}</dt>
        <dd className="report-follow-link">{followLink(receipt.followToken)}</dd>
      </dl>
      <h6>{w('statement.checklist')}</h6>
      <ul className="report-checklist">
        <li>{w('statement.step1')}</li>
        <li>{w('statement.step2')}</li>
        <li>{w('statement.step3')}</li>
        <li>{w('statement.step4')}</li>
      </ul>
    </article>
  );
}

/** A language's name in another ("ja" in Spanish: "japonés"), or its code where Intl lacks it. */
function languageName(code: Language, inLanguage: Language): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
