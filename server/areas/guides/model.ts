import type { DocumentType, RegistrationStatus } from '../../../generated/graphql';

/** The status staff set; VENCIDO is never stored, it follows from the expiry date. */
export type SetStatus = Exclude<RegistrationStatus, 'VENCIDO'>;

/** A licensed guide as the store keeps it. Dates are YYYY-MM-DD (Cusco calendar days). */
export interface GuideRecord {
  id: string;
  firstNames: string;
  lastNames: string;
  documentType: DocumentType;
  /** DNI: 8 digits; CE: 9-12 upper-case letters or digits. Unique. */
  documentNumber: string;
  /** Número de carné de guía, upper case. Unique. */
  licenseNumber: string;
  /** ISO 639 codes, lower case, at least one. */
  languages: string[];
  specialties: string[];
  phone: string | null;
  email: string | null;
  licenseIssuedOn: string;
  licenseExpiresOn: string;
  status: SetStatus;
  association: string | null;
  photo: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A guide as services hand it out: `status` is the one that holds today. */
export type GuideView = Omit<GuideRecord, 'status'> & {
  status: RegistrationStatus;
  /** The status staff set, shown by the edit form. */
  assignedStatus: GuideRecord['status'];
};
