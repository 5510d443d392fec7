/** The comisaría a jurisdiction is run from. */
export interface PoliceStationRecord {
  name: string;
  address: string;
  phone: string;
  latitude: number;
  longitude: number;
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
