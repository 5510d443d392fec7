import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useI18n } from '../i18n/useI18n';
import { followLink } from './follow-link';
import { OfficeCard } from './OfficeCard';
import { Statement } from './Statement';
import { NAMESPACE } from './texts';
import type { Receipt, ReportInput } from './types';

export interface ReceiptViewProps {
  report: ReportInput;
  receipt: Receipt;
  onAgain(): void;
  /** "Olvidar esta denuncia", offered below the statement. */
  forget?: ReactNode;
}

/** What the tourist gets back: the case code, the office, the follow-up link, the statement. */
export function ReceiptView({ report, receipt, onAgain, forget }: ReceiptViewProps) {
  const { t, lang } = useI18n();
  const w = (key: string, values?: Record<string, unknown>) => t(key, { ns: NAMESPACE, ...values });
  const [copied, setCopied] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const link = followLink(receipt.followToken);

  // The receipt from its top: its code, the office and the call button, above the floating
  // buttons (which the page's scroll padding keeps clear) rather than under them.
  useEffect(() => {
    titleRef.current?.focus({ preventScroll: true });
    titleRef.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  const copy = () =>
    navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => {},
    );

  return (
    <div className="report-receipt">
      <h3 ref={titleRef} tabIndex={-1}>
        {w('receipt.title')}
      </h3>
      <p className="report-code">
        {w('receipt.code')}: <strong>{receipt.code}</strong>
      </p>
      {receipt.followSecret && (
        <>
          <p className="report-code">
            {w('receipt.secret')}: <strong className="report-secret">{receipt.followSecret}</strong>
          </p>
          <p className="report-hint">{w('receipt.secretHint')}</p>
        </>
      )}
      <h4>{w('receipt.office')}</h4>
      <OfficeCard office={receipt.office} lang={lang} w={w} />
      <h4>{w('receipt.follow')}</h4>
      <p className="report-hint">{w('receipt.followHint')}</p>
      <p className="report-follow-link">
        <a href={link} rel="noreferrer">
          {link}
        </a>
      </p>
      <p className="report-actions">
        <button type="button" className="report-secondary" onClick={copy}>
          {w('receipt.copy')}
        </button>
        <button type="button" className="report-secondary" onClick={() => window.print()}>
          {w('receipt.print')}
        </button>
      </p>
      <p aria-live="polite" className="report-hint">
        {copied ? w('receipt.copied') : ''}
      </p>
      <Statement report={report} receipt={receipt} />
      <p className="report-actions">
        <button type="button" className="report-link" onClick={onAgain}>
          {w('receipt.again')}
        </button>
      </p>
      {forget}
    </div>
  );
}
