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
 * A folder's count, as the template shows it: nothing for sent and trash, every mail for drafts
 * and spam, the unread mails for the others.
 */
export function folderCount(folderId: string, mails: readonly MailRecord[]): number {
  if (folderId === 'sent' || folderId === TRASH) return 0;
  const inFolder = mails.filter((mail) => mail.folder === folderId);
  if (folderId === 'drafts' || folderId === 'spam') return inFolder.length;
  return inFolder.filter((mail) => mail.unread).length;
}
