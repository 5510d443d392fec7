import { useCallback, useEffect, useRef, useState } from 'react';
import type { Language } from '../i18n/i18n';
import { type FollowKey, type FollowOutcome, fetchFollowUp } from './api';
import { cuscoDateTime } from './dates';
import { ForgetReport } from './ForgetReport';
import { OfficeCard } from './OfficeCard';
import { findByFollowToken } from './outbox';
import { useWordsIn } from './texts';
import type { FollowUp } from './types';

export interface FollowUpViewProps {
  /** The private link's token, or the code and short secret typed from the receipt. */
  followKey: FollowKey;
  /** The page's language, until the case says which one the tourist reported in. */
  lang: Language;
  onClose(): void;
}

/**
 * A case as the tourist follows it, by the token of their link: its status, the office and the
 * notes the police wrote them, in the language they reported in. A wrong token shows only that
 * nothing was found.
 */
export function FollowUpView({ followKey, lang, onClose }: FollowUpViewProps) {
  const [outcome, setOutcome] = useState<FollowOutcome | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The report this device still keeps for the link (it was sent from here), if any.
  const [kept, setKept] = useState(() =>
    'token' in followKey ? (findByFollowToken(followKey.token) ?? null) : null,
  );
  const [forgotten, setForgotten] = useState(false);
  const forgottenRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (forgotten) forgottenRef.current?.focus();
  }, [forgotten]);

  // By its value: a parent that builds the key again on each render does not fetch again.
  const keyText = JSON.stringify(followKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyText stands for followKey.
  const load = useCallback(() => {
    setOutcome(null);
    void fetchFollowUp(JSON.parse(keyText) as FollowKey).then(setOutcome);
  }, [keyText]);
  useEffect(load, [load]);
  useEffect(() => titleRef.current?.focus(), []);

  const shown = outcome?.kind === 'found' ? outcome.followUp.language : lang;
  const w = useWordsIn(shown);
  return (
    <div className="report-follow-up" lang={shown}>
      <h3 ref={titleRef} tabIndex={-1}>
        {w('followUp.title')}
      </h3>
      <div aria-live="polite">
        {!outcome && <p>{w('followUp.loading')}</p>}
        {outcome?.kind === 'not-found' && (
          <p className="report-error">
            {w('token' in followKey ? 'followUp.notFound' : 'followUp.notFoundByCode')}
          </p>
        )}
        {(outcome?.kind === 'unreachable' || outcome?.kind === 'rate-limited') && (
          <>
            <p className="report-error">
              {outcome.kind === 'unreachable'
                ? w('followUp.unreachable')
                : w('followUp.rateLimited', { seconds: outcome.retryAfter })}
            </p>
            <button type="button" className="report-secondary" onClick={load}>
              {w('followUp.retry')}
            </button>
          </>
        )}
        {outcome?.kind === 'found' && <CaseView followUp={outcome.followUp} />}
      </div>
      {kept && (
        <ForgetReport
          deviceKey={kept.report.deviceKey}
          kind="sent"
          w={w}
          onForgotten={() => {
            setKept(null);
            setForgotten(true);
          }}
        />
      )}
      {forgotten && (
        <p role="status" tabIndex={-1} ref={forgottenRef}>
          {w('forget.sent.done')}
        </p>
      )}
      <p className="report-actions">
        <button type="button" className="report-link" onClick={onClose}>
          {w('followUp.close')}
        </button>
      </p>
    </div>
  );
}

function CaseView({ followUp }: { followUp: FollowUp }) {
  const lang = followUp.language;
  const w = useWordsIn(lang);
  return (
    <>
      <dl className="report-case">
        <dt>{w('receipt.code')}</dt>
        <dd>{followUp.code}</dd>
        <dt>{w('statement.type')}</dt>
        <dd>{w(`types.${followUp.type}`)}</dd>
        <dt>{w('followUp.status')}</dt>
        <dd className="report-status">{w(`statuses.${followUp.status}`)}</dd>
        <dt>{w('followUp.reported')}</dt>
        <dd>{cuscoDateTime(followUp.createdAt, lang)}</dd>
      </dl>
      <h4>{w('followUp.office')}</h4>
      <OfficeCard office={followUp.office} lang={lang} w={w} />
      <h4>{w('followUp.updates')}</h4>
      <ol className="report-updates">
        {followUp.updates.map((update) => (
          <li key={`${update.at}-${update.status}`}>
            <p>
              <time dateTime={update.at}>{cuscoDateTime(update.at, lang)}</time> —{' '}
              <strong>{w(`statuses.${update.status}`)}</strong>
            </p>
            {/* The police's words, as text: never markup. */}
            {update.note && <p className="report-note">{update.note}</p>}
          </li>
        ))}
      </ol>
    </>
  );
}
