import './results.css';
import { useI18n } from '../i18n/useI18n';
import { TourismPoliceCall } from '../police/TourismPoliceCall';
import type { VerifiedProvider, VerifyOutcome } from './types';

export interface ProviderResultsProps {
  outcome: VerifyOutcome;
}

/**
 * The registry's answer in plain words: one verdict per provider ("registrado y vigente",
 * "registrado pero vencido", …) or "no figura en el registro", and what to do about it.
 */
export function ProviderResults({ outcome }: ProviderResultsProps) {
  const { t } = useI18n();
  if (outcome.kind !== 'results') {
    return (
      <p className={`notice ${outcome.kind === 'too-short' ? '' : 'notice-error'}`}>
        {t(`home.verify.outcome.${outcome.kind}`)}
      </p>
    );
  }
  if (outcome.results.length === 0 && outcome.suggestions.length > 0) {
    // A licensed guide's name mistyped in the street must not read as "do not hire".
    return (
      <div className="verify-results">
        <p className="verify-summary">{t('home.verify.noExactMatch', { query: outcome.query })}</p>
        <ProviderList providers={outcome.suggestions} />
        <p className="verdict-advice">{t('home.verify.suggestionAdvice')}</p>
      </div>
    );
  }
  if (outcome.results.length === 0) {
    return (
      <div className="verdict-card verdict-unknown">
        <p className="verdict">
          <VerdictMark tone="bad" />
          {t('home.verify.notFound', { query: outcome.query })}
        </p>
        <p className="verdict-advice">{t('home.verify.notFoundAdvice')}</p>
        <div className="chat-actions">
          <TourismPoliceCall />
        </div>
      </div>
    );
  }
  if (outcome.noGuideNamed) {
    // "Juan Quispe" met only an agency's representative: a registered agency is no registered guide.
    return (
      <div className="verify-results">
        <div className="verdict-card verdict-unknown">
          <p className="verdict">
            <VerdictMark tone="bad" />
            {t('home.verify.noGuideNamed', { query: outcome.query })}
          </p>
          <p className="verdict-advice">{t('home.verify.noGuideNamedAdvice')}</p>
        </div>
        <p className="verify-summary">{t('home.verify.otherMatches')}</p>
        <ProviderList providers={outcome.results} />
        {outcome.more && <p className="notice">{t('home.verify.more')}</p>}
      </div>
    );
  }
  return (
    <div className="verify-results">
      <p className="verify-summary">
        {t('home.verify.count', { count: outcome.results.length, query: outcome.query })}
      </p>
      <ProviderList providers={outcome.results} />
      {outcome.more && <p className="notice">{t('home.verify.more')}</p>}
    </div>
  );
}

function ProviderList({ providers }: { providers: VerifiedProvider[] }) {
  return (
    <ul className="provider-list">
      {providers.map((provider) => (
        <li key={`${provider.kind}-${provider.registrationNumber}-${provider.name}`}>
          <ProviderCard provider={provider} />
        </li>
      ))}
    </ul>
  );
}

function ProviderCard({ provider }: { provider: VerifiedProvider }) {
  const { t, lang } = useI18n();
  const tone = provider.current ? 'good' : 'bad';
  // A lodging registered without its certificate is known by its RUC alone.
  const byRuc = provider.ruc === provider.registrationNumber;
  const facts: [string, string][] = [
    [
      byRuc ? t('home.verify.ruc') : t(`home.verify.number.${provider.kind}`),
      provider.registrationNumber,
    ],
  ];
  if (provider.ruc && !byRuc) facts.push([t('home.verify.ruc'), provider.ruc]);
  if (provider.businessName) facts.push([t('home.verify.businessName'), provider.businessName]);
  if (provider.expiresOn) {
    const key = provider.status === 'VENCIDO' ? 'expired' : 'expires';
    facts.push([t(`home.verify.${key}`), formatDate(provider.expiresOn, lang)]);
  }
  if (provider.languages.length > 0) {
    facts.push([t('home.verify.languages'), languageNames(provider.languages, lang)]);
  }
  const place = [provider.address, provider.district, provider.province].filter(Boolean);
  if (place.length > 0) facts.push([t('home.verify.address'), place.join(', ')]);
  if (provider.directoryCutoff && !provider.notInDirectoryAsOf) {
    const date = formatDate(provider.directoryCutoff, lang);
    facts.push([t('home.verify.source'), t('home.verify.directory', { date })]);
  }

  // Met on its razón social: say whose name that is before the verdict, so it is never read as
  // the person the tourist asked about.
  const byLegalName =
    provider.businessName &&
    (provider.matchedField === 'LEGAL_REPRESENTATIVE' || provider.matchedField === 'LEGAL_NAME');
  return (
    <article className={`verdict-card verdict-${tone}`}>
      {byLegalName && (
        <p className="provider-match">
          {t(`home.verify.matched.${provider.matchedField}.${provider.kind}`, {
            name: provider.businessName,
          })}
        </p>
      )}
      <p className="verdict">
        <VerdictMark tone={tone} />
        {t(`home.verify.status.${provider.status}`)}
      </p>
      <h3 className="provider-name">{provider.name}</h3>
      <p className="provider-kind">{t(`home.verify.kind.${provider.kind}`)}</p>
      <dl className="provider-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {!provider.current && (
        <p className="verdict-advice">{t(`home.verify.advice.${provider.status}`)}</p>
      )}
      {provider.notInDirectoryAsOf && (
        <p className="verdict-advice">
          {t('home.verify.notInDirectory', {
            date: formatDate(provider.notInDirectoryAsOf, lang),
          })}
        </p>
      )}
    </article>
  );
}

/** A check or a cross beside the verdict: the words carry the meaning, the mark only helps scan. */
function VerdictMark({ tone }: { tone: 'good' | 'bad' }) {
  return (
    <svg className="verdict-mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path
        d={tone === 'good' ? 'M7 12.5l3.2 3.2L17 9' : 'M8 8l8 8M16 8l-8 8'}
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function formatDate(day: string, lang: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

function languageNames(codes: string[], lang: string): string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([lang], { type: 'language' });
  } catch {
    // An engine without DisplayNames: the codes themselves, upper case.
  }
  return codes.map((code) => names?.of(code) ?? code.toUpperCase()).join(', ');
}
