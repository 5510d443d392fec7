import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { INCIDENT_TYPES, REPORT_LIMITS } from '../../../../shared/incident-report';
import { useI18n } from '../i18n/useI18n';
import { checkDraft, type Draft, type DraftErrors } from './draft';
import { Field } from './Field';
import { ItemFields } from './ItemFields';
import { PlaceFields } from './PlaceFields';
import { NAMESPACE } from './texts';

export interface ReportFormProps {
  initial: Draft;
  /** Errors to show from the start (the server's, for a report it refused). */
  initialErrors?: DraftErrors;
  /** Set when the server refused the report. */
  rejected?: boolean;
  busy: boolean;
  onSubmit(draft: Draft): void;
  onCancel(): void;
  /** Offered below the form for a refused report: discarding it. */
  discard?: ReactNode;
}

const CONTACTS = ['email', 'phone', 'whatsapp'] as const;

/** The report: what, when, where, what was lost, the account and the tourist. */
export function ReportForm({
  initial,
  initialErrors = {},
  rejected = false,
  busy,
  onSubmit,
  onCancel,
  discard,
}: ReportFormProps) {
  const { t } = useI18n();
  const w = (key: string, values?: Record<string, unknown>) => t(key, { ns: NAMESPACE, ...values });
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>(initialErrors);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The summary first (read out at once), then the tourist goes to the first field marked.
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    onSubmit(draft);
  };

  const hasErrors = Object.keys(errors).length > 0;
  const text = (
    name: 'name' | 'nationality' | 'document' | (typeof CONTACTS)[number],
    type = 'text',
    autoComplete?: string,
  ) => (
    <Field label={w(`form.${name}`)} error={errors[`reporter.${name}`]}>
      {(control) => (
        <input
          {...control}
          type={type}
          autoComplete={autoComplete}
          value={draft[name]}
          onInput={(event) => change({ [name]: event.currentTarget.value })}
        />
      )}
    </Field>
  );

  return (
    // The section's heading already says "Report an incident": no second heading repeats it,
    // the form landmark carries the longer name.
    <form className="report-form" noValidate onSubmit={submit} aria-label={w('form.title')}>
      <p className="report-hint">{w('form.required')}</p>
      {hasErrors && (
        <p className="report-summary" role="alert" tabIndex={-1} ref={summaryRef}>
          {rejected ? w('errors.rejected') : w('errors.summary')}
        </p>
      )}
      <Field label={w('form.what')} error={errors.type}>
        {(control) => (
          <select
            {...control}
            required
            value={draft.type}
            onChange={(event) => change({ type: event.currentTarget.value as Draft['type'] })}
          >
            <option value="">{w('form.choose')}</option>
            {INCIDENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {w(`types.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={w('form.when')} error={errors.occurredAt}>
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            required
            value={draft.occurredAt}
            onInput={(event) => change({ occurredAt: event.currentTarget.value })}
          />
        )}
      </Field>
      <PlaceFields draft={draft} errors={errors} onChange={change} />
      <ItemFields items={draft.items} errors={errors} onChange={(items) => change({ items })} />
      <Field
        label={w('form.account')}
        hint={w('form.accountHint', { max: REPORT_LIMITS.account })}
        error={errors.account}
      >
        {(control) => (
          <textarea
            {...control}
            required
            rows={6}
            maxLength={REPORT_LIMITS.account}
            value={draft.account}
            onInput={(event) => change({ account: event.currentTarget.value })}
          />
        )}
      </Field>
      <fieldset className="report-group">
        <legend>{w('form.you')}</legend>
        {text('name', 'text', 'name')}
        {text('nationality', 'text', 'country-name')}
        {text('document')}
        <p className="report-hint">{w('form.contactHint')}</p>
        {text('email', 'email', 'email')}
        {text('phone', 'tel', 'tel')}
        {text('whatsapp', 'tel')}
      </fieldset>
      <p className="report-privacy">{w('form.privacy')}</p>
      <div className="report-actions">
        <button type="submit" className="report-primary" disabled={busy}>
          {busy ? w('form.sending') : w('form.send')}
        </button>
        <button type="button" className="report-secondary" onClick={onCancel}>
          {w('form.cancel')}
        </button>
      </div>
      {discard}
    </form>
  );
}
