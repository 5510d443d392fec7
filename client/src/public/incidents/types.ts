import type { Language } from '../i18n/i18n';
import type { PoliceOffice } from '../police/offices';

/** What happened, as `schema/incidents.graphql` lists it (in the order the form offers it). */
export const INCIDENT_TYPES = [
  'THEFT',
  'ROBBERY',
  'SCAM',
  'LOST_DOCUMENTS',
  'ASSAULT',
  'ACCIDENT',
  'OTHER',
] as const;
export type IncidentType = (typeof INCIDENT_TYPES)[number];

export type IncidentStatus = 'RECIBIDO' | 'EN_ATENCION' | 'ATENDIDO' | 'DERIVADO' | 'CERRADO';

/** The limits of `server/areas/incidents/input.ts`, so the form says so before sending. */
export const REPORT_LIMITS = { account: 5000, items: 20, place: 300, item: 200 } as const;

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

/** `IncidentReceipt`: what the tourist gets back. */
export interface Receipt {
  code: string;
  followToken: string;
  /** Printed beside the code (K7PM-2QRT); missing in receipts kept before it existed. */
  followSecret?: string;
  status: IncidentStatus;
  office: PoliceOffice;
  createdAt: string;
}

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
