import type { IncidentReceipt } from '../../../../generated/graphql';
import type { IncidentStatus, IncidentType } from '../../../../shared/incident-report';
import type { Language } from '../i18n/i18n';
import type { PoliceOffice } from '../police/offices';

export interface ReportItem {
  description: string;
  value: number | null;
  currency: string | null;
}

/** `ReportIncidentInput` as the device sends it (and keeps it until the server has it). */
export interface ReportInput {
  /** Made on the device (crypto.randomUUID): sending it again answers the same case. */
  deviceKey: string;
  type: IncidentType;
  occurredAt: string;
  place: {
    position: { latitude: number; longitude: number; accuracy: number | null } | null;
    province: string | null;
    district: string | null;
    description: string | null;
  };
  items: ReportItem[];
  account: string;
  reporter: {
    name: string;
    nationality: string;
    document: string | null;
    email: string | null;
    phone: string | null;
    whatsapp: string | null;
  };
  language: Language;
}

/**
 * `IncidentReceipt`: what the tourist gets back. Its `followSecret` is missing in receipts kept
 * before it existed.
 */
export type Receipt = Omit<IncidentReceipt, '__typename' | 'followSecret' | 'office'> & {
  followSecret?: string;
  office: PoliceOffice;
};

/** `IncidentFollowUp`: the public follow-up, no personal data. */
export interface FollowUp {
  code: string;
  type: IncidentType;
  status: IncidentStatus;
  occurredAt: string;
  createdAt: string;
  updatedAt: string;
  language: Language;
  office: PoliceOffice;
  updates: { at: string; status: IncidentStatus; note: string | null }[];
}

/** The server's field errors, by the input's dotted path (`reporter.name`, `items.0.value`). */
export type FieldErrors = Record<string, string>;
