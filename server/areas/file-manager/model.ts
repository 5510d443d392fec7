/** What an item is: a folder, or a file by its format. */
export const FILE_TYPES = ['folder', 'PDF', 'DOC', 'XLS', 'JPG', 'TXT'] as const;
export type FileType = (typeof FILE_TYPES)[number];

/** A folder or a file of the file manager (template demo; nothing is stored but the listing). */
export interface FileManagerItemRecord {
  id: string;
  /** The folder it sits in; null at the root. */
  folderId: string | null;
  name: string;
  /** The person's name. */
  createdBy: string;
  /** ISO 8601. */
  createdAt: string;
  modifiedAt: string;
  /** Human-readable, as the template shows it: "1.4 MB" (for a folder, everything inside). */
  size: string;
  type: FileType;
  /** A folder's count of files inside, e.g. "12 archivos"; null for a file. */
  contents: string | null;
  description: string | null;
}

/** One folder's listing: its sub-folders, its files, and the folders from the root down to it. */
export interface FolderListing {
  folders: FileManagerItemRecord[];
  files: FileManagerItemRecord[];
  /** Empty at the root; else every folder from the top-level one to the one asked for. */
  path: FileManagerItemRecord[];
}
