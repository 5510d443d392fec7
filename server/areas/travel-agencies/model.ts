import type { AgencyClassification, RegistrationStatus } from '../../../generated/graphql';
import type { DirectoryMarks } from '../../registry/directory-marks';
import type { SetStatus } from '../guides/model';

/** A registered travel agency as the store keeps it. Dates are YYYY-MM-DD. */
export interface TravelAgencyRecord extends DirectoryMarks {
  id: string;
  businessName: string;
  tradeName: string;
  /** 11 digits with a valid check digit. Unique. */
  ruc: string;
  classification: AgencyClassification;
  address: string;
  district: string;
  province: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  /** Upper case. Unique. */
  certificateNumber: string;
  /** Null for an agency imported from the national directory, which gives no dates. */
  registeredOn: string | null;
  /** Null as registeredOn: the agency is then current while the directory lists it. */
  expiresOn: string | null;
  status: SetStatus;
  createdAt: string;
  updatedAt: string;
}

/** An agency as services hand it out: `status` is the one that holds today. */
export type TravelAgencyView = Omit<TravelAgencyRecord, 'status'> & {
  status: RegistrationStatus;
  /** The status staff set, shown by the edit form. */
  assignedStatus: TravelAgencyRecord['status'];
};
