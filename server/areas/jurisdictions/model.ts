import type { OfficeHours } from '../../../shared/office-hours';

/** The comisaría a jurisdiction is run from. */
export interface PoliceStationRecord {
  name: string;
  address: string;
  phone: string;
  latitude: number;
  longitude: number;
  /**
   * When it receives the public; null when not registered. Absent in records written before
   * hours were kept, which read as null.
   */
  hours?: OfficeHours | null;
  /**
   * The office's own WhatsApp number: a Peruvian mobile in E.164 ("+51987654321"). Absent (or
   * null) when it has none, which is how records written before it was kept read too.
   */
  whatsapp?: string | null;
}

/** An area of the tourism police as the store keeps it. */
export interface JurisdictionRecord {
  id: string;
  /** Unique. */
  name: string;
  province: string;
  districts: string[];
  headquarters: PoliceStationRecord;
  /** An officer's id, or null. */
  responsibleOfficerId: string | null;
  touristZones: string[];
  createdAt: string;
  updatedAt: string;
}
