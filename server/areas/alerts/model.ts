import type {
  AlertArea,
  AlertCategory,
  AlertCertainty,
  AlertSeverity,
  AlertState,
  AlertTexts,
  AlertUrgency,
} from '../../../shared/alerts';

/** An alert as the store keeps it. Times are ISO 8601 instants (UTC). */
export interface AlertRecord {
  id: string;
  state: AlertState;
  category: AlertCategory;
  severity: AlertSeverity;
  urgency: AlertUrgency;
  certainty: AlertCertainty;
  area: AlertArea;
  onset: string;
  expires: string;
  texts: AlertTexts;
  source: string;
  link: string | null;
  /** 0 for a draft; 1 when first published, + 1 on each update or the cancel (CAP's messages). */
  version: number;
  publishedAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  /** The user who wrote it first; staff names come from the audit trail. */
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}
