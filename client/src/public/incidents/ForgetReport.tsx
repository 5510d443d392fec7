import { useEffect, useId, useRef, useState } from 'react';
import { forgetReport } from './outbox';
import type { Words } from './texts';

export interface ForgetReportProps {
  /** The report's key on this device. */
  deviceKey: string;
  /** `sent`: the case stays with the police; `unsent`: it will never reach them. */
  kind: 'sent' | 'unsent';
  w: Words;
  /** After the device has forgotten it. */
  onForgotten(): void;
}

/**
 * "Olvidar esta denuncia" (or, unsent, "Descartar"): asks first, in place, saying what goes and
 * what stays, then removes the report from this device.
 */
export function ForgetReport({ deviceKey, kind, w, onForgotten }: ForgetReportProps) {
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const noteId = useId();
  const confirmRef = useRef<HTMLFieldSetElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  // The question is read out when it opens; focus returns to the action when it is declined.
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (asked.current) actionRef.current?.focus();
    asked.current ||= asking;
  }, [asking]);

  if (!asking) {
    return (
      <button
        type="button"
        className="report-link report-forget"
        ref={actionRef}
        onClick={() => setAsking(true)}
      >
        {w(`forget.${kind}.action`)}
      </button>
    );
  }
  return (
    <fieldset
      className="report-confirm"
      aria-labelledby={questionId}
      aria-describedby={noteId}
      tabIndex={-1}
      ref={confirmRef}
    >
      <legend id={questionId} className="report-confirm-question">
        {w(`forget.${kind}.question`)}
      </legend>
      <p id={noteId}>{w(`forget.${kind}.note`)}</p>
      <div className="report-actions">
        <button
          type="button"
          className="report-secondary report-danger"
          onClick={() => {
            forgetReport(deviceKey);
            onForgotten();
          }}
        >
          {w(`forget.${kind}.confirm`)}
        </button>
        <button type="button" className="report-secondary" onClick={() => setAsking(false)}>
          {w('forget.keep')}
        </button>
      </div>
    </fieldset>
  );
}
