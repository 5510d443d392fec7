import type { InboxItemRecord } from '../../inbox/model';

/** A notification in the toolbar's notifications panel, as the store keeps it. */
export type NotificationRecord = InboxItemRecord;
