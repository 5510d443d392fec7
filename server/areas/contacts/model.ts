export interface ContactEmailRecord {
  email: string;
  label: string;
}

export interface ContactPhoneNumberRecord {
  /** The country's ISO code (Country.iso), e.g. "pe". */
  country: string;
  phoneNumber: string;
  label: string;
}

/** An address-book contact (template demo). A new one has its name and nothing else. */
export interface ContactRecord {
  id: string;
  /** An image address or an inline data URL (uploaded avatar). */
  avatar: string | null;
  background: string | null;
  name: string;
  emails: ContactEmailRecord[];
  phoneNumbers: ContactPhoneNumberRecord[];
  title: string | null;
  company: string | null;
  /** ISO 8601. */
  birthday: string | null;
  address: string | null;
  /** HTML, shown through the client's sanitizing component. */
  notes: string | null;
  /** Tag ids. */
  tags: string[];
}

export interface ContactTagRecord {
  id: string;
  title: string;
}

/** A country of the phone-number picker: served from code, never stored. */
export interface Country {
  id: string;
  iso: string;
  name: string;
  /** Dialling code with +, e.g. "+51". */
  code: string;
  /** The CSS background-position of its flag in the flag sprite (see countries.ts). */
  flagImagePos: string;
}
