import type { EmergencyKind } from '../../../shared/emergency-kinds';
import type { LocalizedText } from '../../../shared/locales';

export type { LocalizedText };

/** One tap-to-call number of the public page, as the store keeps it. */
export interface EmergencyContactRecord {
  id: string;
  /** The name in each language; `names.es` is the canonical one. */
  names: LocalizedText;
  /** The number as people read it, e.g. "084 240313". */
  phone: string;
  /**
   * What the phone dials: a short code ("105") or E.164 ("+5184240313"), so it works from a
   * foreign SIM too. Always `dialTarget(phone)` (shared/dial.ts), derived on every write.
   */
  dial: string;
  /** What it is for: the public page's pictogram. */
  kind: EmergencyKind;
  /** The same number answers on WhatsApp; never true for a short code. */
  whatsapp: boolean;
  /** Position in the list, ascending. */
  position: number;
  /** Left off the public page. A store written before this field existed reads as false. */
  hidden: boolean;
  createdAt: string;
  updatedAt: string;
}
