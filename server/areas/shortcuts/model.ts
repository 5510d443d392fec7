/** A link the user keeps in the toolbar's shortcuts panel, as the store keeps it. */
export interface ShortcutRecord {
  id: string;
  /** Whose shortcut it is: nobody else reads or changes it. */
  userId: string;
  label: string;
  description: string | null;
  /** An icon name, e.g. `heroicons_outline:map`. */
  icon: string;
  /** An in-app path when `useRouter`, else an http(s) URL. */
  link: string;
  useRouter: boolean;
  createdAt: string;
  updatedAt: string;
}
