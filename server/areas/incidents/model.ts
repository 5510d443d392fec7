import type {
  IncidentEventKind,
  IncidentRouting,
  IncidentStatus,
  IncidentType,
  Language,
} from '../../../generated/graphql';

/** A position from the tourist's device (WGS 84), with its accuracy in metres. */
export interface IncidentPositionRecord {
  latitude: number;
  longitude: number;
  accuracy: number | null;
}

/** Where it happened; the tourist's words and the position are erased with the personal data. */
export interface IncidentPlaceRecord {
  position: IncidentPositionRecord | null;
  province: string | null;
  district: string | null;
  description: string | null;
}

export interface IncidentItemRecord {
  /** The tourist's words: null once the personal data was erased. */
  description: string | null;
  value: number | null;
  currency: string | null;
}

/** Who reported: personal data, erased a while after the case closes (SECURITY 31). */
export interface IncidentReporterRecord {
  name: string;
  nationality: string;
  document: string | null;
  email: string | null;
  phone: string | null;
  whatsapp: string | null;
}

/** One thing done to a case. `note` is written for the tourist and shown on the follow-up page. */
export interface IncidentEventRecord {
  at: string;
  kind: IncidentEventKind;
  status: IncidentStatus;
  note: string | null;
  /** The account of the member of staff; null for the tourist and the server. */
  byUserId: string | null;
  /** ASSIGNED: the officer (police registry), or null when unassigned. */
  assigneeId?: string | null;
  /** ROUTED: the jurisdiction it was sent to. */
  jurisdictionId?: string;
}

/** A tourist's report and the case the tourism police make of it, as the store keeps it. */
export interface IncidentRecord {
  id: string;
  /** CUS-2026-000123: unique, by year (Cusco's calendar). */
  code: string;
  /** Made on the device: the same report sent twice is one case. Unique. */
  deviceKey: string;
  /** SHA-256 of the follow-up token (the token is never kept). Unique. */
  followTokenHash: string;
  type: IncidentType;
  occurredAt: string;
  place: IncidentPlaceRecord;
  items: IncidentItemRecord[];
  /** The tourist's own account: personal, erased with the reporter. */
  account: string | null;
  reporter: IncidentReporterRecord | null;
  /** The language the tourist reads. */
  language: Language;
  status: IncidentStatus;
  /** The jurisdiction whose tourism police receive it. */
  jurisdictionId: string;
  routing: IncidentRouting;
  /**
   * CLOSED_OFFICE: the jurisdiction responsible for the place, whose office was closed when the
   * report came. Absent in cases filed before it was kept.
   */
  closedJurisdictionId?: string | null;
  /** The officer (police registry) working it. */
  assigneeId: string | null;
  history: IncidentEventRecord[];
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  personalDataErasedAt: string | null;
}

// The types, statuses and workflow live in shared/, so the staff application offers exactly the
// moves the server allows.
export {
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
  NEXT_STATUSES,
  OPEN_STATUSES,
} from '../../../shared/incident-workflow';
