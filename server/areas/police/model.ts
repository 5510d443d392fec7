import type { OfficerStatus, PoliceRank } from '../../../generated/graphql';

/** An officer of the tourism police as the store keeps it. */
export interface PoliceOfficerRecord {
  id: string;
  rank: PoliceRank;
  firstNames: string;
  lastNames: string;
  /** Digits. Unique. */
  cip: string;
  /** 8 digits. Unique. */
  dni: string;
  phone: string | null;
  email: string | null;
  unit: string;
  /** A jurisdiction's id, or null when unassigned. */
  jurisdictionId: string | null;
  languages: string[];
  status: OfficerStatus;
  createdAt: string;
  updatedAt: string;
}
