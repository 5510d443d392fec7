import { useEffect, useState } from 'react';
import type { IncidentStatus } from '../../../../shared/incident-report';
import type { Language } from '../i18n/i18n';
import { fetchFollowUp } from './api';
import { readReports } from './outbox';
import { wordsIn } from './texts';

export interface SavedCasesProps {
  lang: Language;
  /** Opens a case's follow-up by its link's token. */
  onOpen(token: string): void;
}

interface SavedCase {
  code: string;
  token: string;
  /** The status the police last gave it; null until (or unless) the server answers. */
  status: IncidentStatus | null;
}

/**
 * The cases this device reported, on the page itself: "Your report CUS-2026-000001: Received",
 * each a tap from its follow-up. Read from the device's copy, so they show offline too; the
 * status comes from the server when it answers.
 */
export function SavedCases({ lang, onOpen }: SavedCasesProps) {
  const [cases, setCases] = useState<SavedCase[]>(() =>
    readReports().flatMap((entry) =>
      entry.state === 'sent'
        ? [{ code: entry.receipt.code, token: entry.receipt.followToken, status: null }]
        : [],
    ),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the statuses are read once.
  useEffect(() => {
    for (const { token } of cases) {
      void fetchFollowUp({ token }).then((outcome) => {
        if (outcome.kind !== 'found') return;
        setCases((now) =>
          now.map((one) =>
            one.token === token ? { ...one, status: outcome.followUp.status } : one,
          ),
        );
      });
    }
  }, []);

  if (cases.length === 0) return null;
  const w = wordsIn(lang);
  return (
    <ul className="report-saved">
      {cases.map(({ code, token, status }) => (
        <li key={token}>
          <p aria-live="polite">
            {status
              ? w('saved.line', { code, status: w(`statuses.${status}`) })
              : w('saved.lineOffline', { code })}
          </p>
          <button type="button" className="report-secondary" onClick={() => onOpen(token)}>
            {w('saved.open', { code })}
          </button>
        </li>
      ))}
    </ul>
  );
}
