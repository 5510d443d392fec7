import { type ComponentType, useEffect, useRef, useState } from 'react';
import type { IncidentType } from '../../../../shared/incident-report';
import { useI18n } from '../i18n/useI18n';
import type { FollowKey } from '../incidents/api';
import type { FollowUpViewProps } from '../incidents/FollowUpView';
import { tokenInFragment } from '../incidents/follow-link';
import { loadFollowUp, loadReport } from '../incidents/load';
import type { ReportPanelProps } from '../incidents/ReportPanel';
import type { SavedCasesProps } from '../incidents/SavedCases';
import { hasSentReport, hasWaitingReport } from '../incidents/storage-key';
import { FollowByCode } from './FollowByCode';
import { ScriptNotice } from './ScriptNotice';

export const REPORT_SECTION_ID = 'denunciar';
/** Where scripts cannot send a report, the police take it by phone. */
const POLICE_DIAL = '105';

type State =
  | { kind: 'closed' }
  | { kind: 'loading' }
  | { kind: 'unreachable' }
  | { kind: 'report'; Panel: ComponentType<ReportPanelProps> }
  | { kind: 'follow'; followKey: FollowKey; View: ComponentType<FollowUpViewProps> };

export interface ReportSectionProps {
  /** Each new number (the drawer, the assistant) opens the form and brings it into view. */
  request: number;
  /** What happened, chosen in the form the request opens (the assistant knows it). */
  type?: IncidentType;
}

/**
 * "Denuncia un incidente": the report form and a case's follow-up (a link carrying its token
 * in the fragment). Both load on demand; a report still waiting to be sent reopens the panel,
 * which says so.
 */
export function ReportSection({ request, type }: ReportSectionProps) {
  const { t, lang } = useI18n();
  const [state, setState] = useState<State>({ kind: 'closed' });
  const sectionRef = useRef<HTMLElement>(null);
  // The cases this device reported, shown once their code has loaded (never in the server's HTML).
  const [Saved, setSaved] = useState<ComponentType<SavedCasesProps> | null>(null);

  const openReport = async () => {
    setState({ kind: 'loading' });
    try {
      const { ReportPanel } = await loadReport();
      setState({ kind: 'report', Panel: ReportPanel });
    } catch {
      setState({ kind: 'unreachable' });
    }
  };

  const openFollowUp = async (followKey: FollowKey) => {
    setState({ kind: 'loading' });
    sectionRef.current?.scrollIntoView?.({ block: 'start' });
    try {
      const { FollowUpView } = await loadFollowUp();
      setState({ kind: 'follow', followKey, View: FollowUpView });
    } catch {
      setState({ kind: 'unreachable' });
    }
  };

  // A follow-up link, now or when the fragment changes; else a report that still waits.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render.
  useEffect(() => {
    const onHash = () => {
      const token = tokenInFragment(location.hash);
      if (token) void openFollowUp({ token });
    };
    onHash();
    if (hasSentReport()) {
      loadFollowUp()
        .then(({ SavedCases }) => setSaved(() => SavedCases))
        .catch(() => {});
    }
    if (!tokenInFragment(location.hash) && hasWaitingReport()) void openReport();
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each request opens it once.
  useEffect(() => {
    if (request === 0) return;
    sectionRef.current?.scrollIntoView?.({ block: 'start' });
    void openReport();
  }, [request]);

  const close = () => {
    // The token leaves the address bar (and the history entry) with the follow-up.
    if (tokenInFragment(location.hash)) history.replaceState(null, '', location.pathname);
    setState({ kind: 'closed' });
  };

  return (
    <section
      className="report-section"
      id={REPORT_SECTION_ID}
      aria-labelledby="report-title"
      ref={sectionRef}
    >
      <div className="container">
        <h2 id="report-title">{t('home.report.title')}</h2>
        {state.kind === 'report' ? (
          <state.Panel onClose={close} type={type} />
        ) : state.kind === 'follow' ? (
          <state.View followKey={state.followKey} lang={lang} onClose={close} />
        ) : (
          <>
            <p>{t('home.report.intro')}</p>
            <ScriptNotice>
              {/* One text node, as the server's HTML has it: two would not hydrate in place. */}
              {`${t('home.report.needsScript')} `}
              <a href={`tel:${POLICE_DIAL}`}>
                {t('home.report.callInstead', { number: POLICE_DIAL })}
              </a>
            </ScriptNotice>
            <button
              type="button"
              className="report-start needs-script"
              onClick={() => void openReport()}
              disabled={state.kind === 'loading'}
            >
              {state.kind === 'loading' ? t('home.report.loading') : t('home.report.start')}
            </button>
            {state.kind === 'unreachable' && (
              <p className="notice notice-error" role="alert">
                {t('home.report.unreachable')}
              </p>
            )}
            {Saved && <Saved lang={lang} onOpen={(token) => void openFollowUp({ token })} />}
            <FollowByCode onOpen={(key) => void openFollowUp(key)} />
          </>
        )}
      </div>
    </section>
  );
}
