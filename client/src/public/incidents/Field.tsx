import { type ReactNode, useId } from 'react';
import { i18n } from '../i18n/i18n';
import type { DraftErrors } from './draft';
import { NAMESPACE } from './texts';

export interface FieldProps {
  label: string;
  hint?: string;
  /** The error shown under the control (the draft's, or the server's words). */
  error?: DraftErrors[string];
  /** Renders the control with the ids and ARIA state it needs. */
  children(control: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }): ReactNode;
}

/** A visible label, the control, its hint and its error, tied together for screen readers. */
export function Field({ label, hint, error, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'report-field has-error' : 'report-field'}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="report-hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {error && (
        <p className="report-error" id={errorId}>
          {errorText(error)}
        </p>
      )}
    </div>
  );
}

/** An error's words in the page's language. */
export function errorText(error: DraftErrors[string]): string {
  if ('text' in error) return error.text;
  return i18n.t(`errors.${error.key}`, { ns: NAMESPACE, max: error.max });
}
