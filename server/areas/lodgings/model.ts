import type { LodgingCategory, LodgingClass, LodgingStatus } from '../../../generated/graphql';
import type { DirectoryMarks } from '../../registry/directory-marks';

/** A registered lodging as the store keeps it. */
export interface LodgingRecord extends DirectoryMarks {
  id: string;
  tradeName: string;
  businessName: string;
  /** 11 digits with a valid check digit: one company may run several lodgings. */
  ruc: string;
  /**
   * The certificate DIRCETUR issued to this establishment (upper case, unique): what tells two
   * lodgings of one company apart. Null for lodgings registered before it was asked for.
   */
  certificateNumber: string | null;
  lodgingClass: LodgingClass;
  category: LodgingCategory;
  address: string;
  district: string;
  province: string;
  phone: string | null;
  email: string | null;
  /** Null, as beds, for a lodging imported from the national directory, which gives no counts. */
  rooms: number | null;
  beds: number | null;
  status: LodgingStatus;
  /** Both or neither. */
  latitude: number | null;
  longitude: number | null;
  createdAt: string;
  updatedAt: string;
}

/** A lodging as services hand it out: without the directory import's bookkeeping. */
export type LodgingView = Omit<LodgingRecord, 'directoryValues'>;
