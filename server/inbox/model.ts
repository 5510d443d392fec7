/**
 * One item of a toolbar list of the signed-in user (messages and notifications share the
 * template's shape), as the store keeps it.
 */
export interface InboxItemRecord {
  id: string;
  /** Whose item it is: nobody else reads or changes it. */
  userId: string;
  /** An icon name, shown when there is no image. */
  icon: string | null;
  image: string | null;
  title: string | null;
  /** May hold HTML: stored as given; the client shows it only after sanitizing (SECURITY 16). */
  description: string | null;
  time: string;
  /** An in-app path when `useRouter`, else an http(s) URL. */
  link: string | null;
  useRouter: boolean;
  read: boolean;
  seen: boolean;
}
