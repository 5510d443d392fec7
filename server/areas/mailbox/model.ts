/** How the mailbox shows a message: beside the list (`right`) or instead of it (`full`). */
export type MessageLayout = 'right' | 'full';

/** The mailbox's settings (template demo): one record shared by all staff. */
export interface MailboxSettingsRecord {
  id: string;
  messageLayout: MessageLayout;
}

export const LABEL_COLORS = [
  'gray',
  'red',
  'orange',
  'amber',
  'yellow',
  'green',
  'teal',
  'blue',
  'indigo',
  'purple',
  'pink',
] as const;
export type LabelColor = (typeof LABEL_COLORS)[number];

export interface MailLabelRecord {
  id: string;
  title: string;
  /** `slugify(title)`, made unique with -1, -2… when the label was created (spec §5). */
  slug: string;
  color: LabelColor;
}

export interface MailAttachmentRecord {
  /** A MIME type, e.g. application/pdf. */
  type: string;
  name: string;
  /** Bytes. */
  size: number;
  preview: string;
  downloadUrl: string;
}

export interface MailRecord {
  id: string;
  type: 'mail';
  from: { avatar: string | null; contact: string };
  to: string;
  cc: string[];
  bcc: string[];
  /** ISO 8601. */
  date: string;
  subject: string;
  /** HTML (shown through the client's sanitizing component). */
  content: string;
  attachments: MailAttachmentRecord[];
  starred: boolean;
  important: boolean;
  unread: boolean;
  /** The id of the one folder it sits in. */
  folder: string;
  /** Label ids. */
  labels: string[];
}

/** A folder or a filter of the mailbox: fixed, served from code. */
export interface MailboxView {
  id: string;
  title: string;
  slug: string;
  icon: string;
}
