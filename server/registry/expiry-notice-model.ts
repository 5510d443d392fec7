import type { RegistryArea } from '../../generated/graphql';

/**
 * That the DIRCETUR staff were told of one record's coming expiry: one per record and expiry
 * date, so a job that runs every hour tells it once, and again only for a new expiry date.
 */
export interface ExpiryNoticeRecord {
  /** `<area>:<recordId>:<expiresOn>`: a second notice of the same expiry is a taken id. */
  id: string;
  area: RegistryArea;
  recordId: string;
  expiresOn: string;
  at: string;
}
