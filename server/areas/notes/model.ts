/** Template demo (not product): the notes area, shared by all staff. */

export interface NoteTaskRecord {
  id: string;
  content: string;
  completed: boolean;
}

export interface NoteRecord {
  id: string;
  title: string;
  /** Plain text. */
  content: string;
  /** A checklist inside the note. */
  tasks: NoteTaskRecord[];
  /** An http(s) URL, a path on this site or an inline image data URL; or null. */
  image: string | null;
  reminder: string | null;
  /** Ids of note labels. */
  labels: string[];
  archived: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface NoteLabelRecord {
  id: string;
  title: string;
}
