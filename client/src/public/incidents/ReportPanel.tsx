import { useEffect, useRef, useState } from 'react';
import type { IncidentType } from '../../../../shared/incident-report';
import { useI18n } from '../i18n/useI18n';
import { type Draft, emptyDraft, serverErrors, toDraft, toReport } from './draft';
import { ForgetReport } from './ForgetReport';
import {
  onReportsChange,
  readReports,
  type StoredReport,
  sendWaiting,
  submitReport,
} from './outbox';
import { ReceiptView } from './ReceiptView';
import { ReportForm } from './ReportForm';
import { NAMESPACE } from './texts';

export interface ReportPanelProps {
  onClose(): void;
  /** What happened, chosen in a new form (the assistant's answer said it). */
  type?: IncidentType;
}

/** How long an unsent report waits before it is tried again, doubling up to a minute. */
const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 60_000;
/** The report on this device the panel shows: the latest one, whatever state it is in. */
function latest(): StoredReport | null {
  return readReports().at(-1) ?? null;
}

/**
 * The report's part of the page (loaded on demand): the form, then the report waiting for the
 * network, refused or received. What it shows comes from the device's copy, so a reload or the
 * `online` event lands on the same place.
 */
export function ReportPanel({ onClose, type }: ReportPanelProps) {
  const { t, lang } = useI18n();
  const w = (key: string, values?: Record<string, unknown>) => t(key, { ns: NAMESPACE, ...values });
  const [current, setCurrent] = useState<StoredReport | null>(latest);
  const [fresh, setFresh] = useState(false);
  const [busy, setBusy] = useState(false);
  // What the tourist just removed from the device, said until they go on.
  const [forgotten, setForgotten] = useState<'sent' | 'unsent' | null>(null);
  const forgottenRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => onReportsChange(() => setCurrent(latest())), []);
  useEffect(() => {
    if (forgotten) forgottenRef.current?.focus();
  }, [forgotten]);

  // A report held back by a 429 is tried again when its time comes.
  const retryAt = current?.state === 'waiting' ? current.retryAt : null;
  // One the network did not take is tried again on its own, not only on an `online` event: a
  // phone's network often comes back without one (a weak signal, a hotel's sign-in portal).
  const unsent = current?.state === 'waiting' && !retryAt;
  useEffect(() => {
    if (!unsent) return;
    let wait = RETRY_FIRST_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const later = () => {
      timer = setTimeout(() => {
        void sendWaiting().finally(() => {
          if (!stopped) later();
        });
      }, wait);
      wait = Math.min(wait * 2, RETRY_MAX_MS);
    };
    later();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [unsent]);
  useEffect(() => {
    if (!retryAt) return;
    const timer = setTimeout(
      () => void sendWaiting(),
      Math.max(0, Date.parse(retryAt) - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [retryAt]);

  const send = async (draft: Draft) => {
    setBusy(true);
    const key = current?.state === 'rejected' ? current.report.deviceKey : crypto.randomUUID();
    setCurrent(await submitReport(toReport(draft, key, lang)));
    setFresh(false);
    setBusy(false);
  };

  const forget = (kind: 'sent' | 'unsent', deviceKey: string) => (
    <ForgetReport deviceKey={deviceKey} kind={kind} w={w} onForgotten={() => setForgotten(kind)} />
  );

  if (forgotten) {
    return (
      <div className="report-forgotten">
        <p role="status" tabIndex={-1} ref={forgottenRef}>
          {w(`forget.${forgotten}.done`)}
        </p>
        <p className="report-actions">
          <button
            type="button"
            className="report-secondary"
            onClick={() => {
              setForgotten(null);
              setFresh(true);
            }}
          >
            {w('receipt.again')}
          </button>
          <button type="button" className="report-link" onClick={onClose}>
            {w('forget.close')}
          </button>
        </p>
      </div>
    );
  }
  if (!current || fresh) {
    const initial = { ...emptyDraft(), ...(type && { type }) };
    return <ReportForm initial={initial} busy={busy} onSubmit={send} onCancel={onClose} />;
  }
  if (current.state === 'rejected') {
    return (
      <ReportForm
        initial={toDraft(current.report)}
        initialErrors={serverErrors(current.fields)}
        rejected
        busy={busy}
        onSubmit={send}
        onCancel={onClose}
        discard={forget('unsent', current.report.deviceKey)}
      />
    );
  }
  if (current.state === 'sent') {
    return (
      <ReceiptView
        report={current.report}
        receipt={current.receipt}
        onAgain={() => setFresh(true)}
        forget={forget('sent', current.report.deviceKey)}
      />
    );
  }
  const time = current.retryAt
    ? new Intl.DateTimeFormat(lang, { timeStyle: 'short' }).format(new Date(current.retryAt))
    : null;
  return (
    <div className="report-waiting">
      <p role="status">{time ? w('outbox.rateLimited', { time }) : w('outbox.waiting')}</p>
      <div className="report-actions">
        {!time && (
          <button type="button" className="report-secondary" onClick={() => void sendWaiting()}>
            {w('outbox.sendNow')}
          </button>
        )}
        {forget('unsent', current.report.deviceKey)}
      </div>
    </div>
  );
}
