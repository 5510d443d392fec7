import type { Where } from '../../store/query';
import type { MailboxView, MailRecord } from './model';

/** The template's folders, in menu order. A mail sits in exactly one. */
export const FOLDERS: readonly MailboxView[] = [
  { id: 'inbox', title: 'Inbox', slug: 'inbox', icon: 'heroicons_outline:inbox' },
  { id: 'sent', title: 'Sent', slug: 'sent', icon: 'heroicons_outline:paper-airplane' },
  { id: 'drafts', title: 'Drafts', slug: 'drafts', icon: 'heroicons_outline:document' },
  { id: 'spam', title: 'Spam', slug: 'spam', icon: 'heroicons_outline:exclamation-triangle' },
  { id: 'trash', title: 'Trash', slug: 'trash', icon: 'heroicons_outline:trash' },
];

/** The template's filters: mails with the flag of the same name, outside the trash. */
export const FILTERS: readonly (MailboxView & { flag: 'starred' | 'important' })[] = [
  {
    id: 'starred',
    title: 'Starred',
    slug: 'starred',
    icon: 'heroicons_outline:star',
    flag: 'starred',
  },
  {
    id: 'important',
    title: 'Important',
    slug: 'important',
    icon: 'heroicons_outline:exclamation-circle',
    flag: 'important',
  },
];

export const TRASH = 'trash';

/**
 * The mails a folder's count counts, as the template shows it: none for sent and trash (null),
 * every mail for drafts and spam, the unread mails for the others.
 */
export function countedInFolder(folderId: string): Where<MailRecord> | null {
  if (folderId === 'sent' || folderId === TRASH) return null;
  if (folderId === 'drafts' || folderId === 'spam') return { folder: folderId };
  return { folder: folderId, unread: true };
}
