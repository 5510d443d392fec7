import { type ComponentType, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../i18n/useI18n';
import type { ProviderResultsProps } from '../verification/ProviderResults';
import { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH, type VerifyOutcome } from '../verification/types';
import { BadgeIcon } from './Icons';
import { ScriptNotice } from './ScriptNotice';

type VerificationModule = typeof import('../verification');

let loading: Promise<VerificationModule> | null = null;

/** The verification code and its results, fetched once on first use (a failed fetch is retried). */
export function loadVerification(): Promise<VerificationModule> {
  loading ??= import('../verification').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

type State =
  | { kind: 'idle' }
  | { kind: 'too-short' }
  | { kind: 'loading' }
  | { kind: 'done'; outcome: VerifyOutcome; Results: ComponentType<ProviderResultsProps> }
  | { kind: 'unreachable' };

/**
 * "Verifica antes de contratar": the tourist types a name, RUC or carné number and hears whether
 * the provider is registered. The search and its results load on demand.
 */
export function VerifySection() {
  const { t } = useI18n();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const current = useRef<AbortController | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const outcomeRef = useRef<HTMLDivElement>(null);

  // The verdict to the top of the screen: on a phone the floating buttons would cover its first
  // lines at the bottom, and the keyboard the rest.
  useEffect(() => {
    if (state.kind === 'done') outcomeRef.current?.scrollIntoView?.({ block: 'start' });
  }, [state]);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    current.current?.abort();
    if (text.length < MIN_QUERY_LENGTH) {
      setState({ kind: 'too-short' });
      inputRef.current?.focus();
      return;
    }
    const controller = new AbortController();
    current.current = controller;
    setState({ kind: 'loading' });
    try {
      const module = await loadVerification();
      const outcome = await module.verifyProvider(text, controller.signal);
      if (!controller.signal.aborted) {
        setState({ kind: 'done', outcome, Results: module.ProviderResults });
      }
    } catch {
      // The code itself could not be fetched (offline before it was ever loaded).
      if (!controller.signal.aborted) setState({ kind: 'unreachable' });
    }
  };

  const tooShort = state.kind === 'too-short';
  return (
    <section className="verify" id="verificar" aria-labelledby="verify-title">
      <div className="container">
        <div className="verify-heading">
          <span className="tip-icon">
            <BadgeIcon />
          </span>
          <h2 id="verify-title">{t('home.verify.title')}</h2>
        </div>
        <p className="section-intro">{t('home.verify.intro')}</p>
        <ScriptNotice>{t('home.verify.needsScript')}</ScriptNotice>
        <form className="verify-form needs-script" onSubmit={(event) => void search(event)}>
          <label htmlFor={inputId} className="verify-label">
            {t('home.verify.label')}
          </label>
          <div className="verify-row">
            <input
              ref={inputRef}
              id={inputId}
              type="search"
              name="q"
              value={query}
              maxLength={MAX_QUERY_LENGTH}
              autoComplete="off"
              enterKeyHint="search"
              aria-describedby={hintId}
              aria-invalid={tooShort || undefined}
              onFocus={() => void loadVerification().catch(() => {})}
              onInput={(event) => setQuery(event.currentTarget.value)}
            />
            <button type="submit" className="primary-button verify-button">
              {t('home.verify.submit')}
            </button>
          </div>
          <p id={hintId} className={tooShort ? 'verify-hint verify-hint-error' : 'verify-hint'}>
            {t('home.verify.hint')}
          </p>
        </form>
        <div
          ref={outcomeRef}
          className="verify-outcome needs-script"
          role="status"
          aria-busy={state.kind === 'loading'}
        >
          {state.kind === 'loading' && <p className="notice">{t('home.verify.loading')}</p>}
          {state.kind === 'unreachable' && (
            <p className="notice notice-error">{t('home.verify.outcome.offline')}</p>
          )}
          {state.kind === 'done' && <state.Results outcome={state.outcome} />}
        </div>
      </div>
    </section>
  );
}
