import type { InboxItemRecord } from '../../inbox/model';

/** A message in the toolbar's messages panel, as the store keeps it. */
export type MessageRecord = InboxItemRecord;
