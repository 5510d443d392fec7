import type { LodgingCategory, LodgingClass, LodgingStatus } from '../../../generated/graphql';

/** A registered lodging as the store keeps it. */
export interface LodgingRecord {
  id: string;
  tradeName: string;
  businessName: string;
  /** 11 digits with a valid check digit. Unique. */
  ruc: string;
  lodgingClass: LodgingClass;
  category: LodgingCategory;
  address: string;
  district: string;
  province: string;
  phone: string | null;
  email: string | null;
  rooms: number;
  beds: number;
  status: LodgingStatus;
  /** Both or neither. */
  latitude: number | null;
  longitude: number | null;
  createdAt: string;
  updatedAt: string;
}
