import type { NotificationEventKind } from '../../../generated/graphql';
import type { InboxItemRecord } from '../../inbox/model';

/**
 * What a notification the server writes tells: a kind and the values its text names (code,
 * type, place, jurisdiction ...), so each client writes it in its reader's language.
 */
export interface NotificationEventRecord {
  kind: NotificationEventKind;
  params: Record<string, string>;
}

/** A notification in the toolbar's notifications panel, as the store keeps it. */
export interface NotificationRecord extends InboxItemRecord {
  /** Set on the notifications the server writes; null or absent on the others. */
  event?: NotificationEventRecord | null;
  /**
   * The event's kind again, where a query can select it (queries read top-level fields): the
   * hourly share of deliver.ts counts by it. Absent on notifications written before it.
   */
  eventKind?: NotificationEventKind | null;
}
