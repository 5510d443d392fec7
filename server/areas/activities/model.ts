/** One line of the activity feed (spec §3 Activity): an icon or an image, text and a link. */
export interface Activity {
  id: string;
  /** An icon reference such as `heroicons_solid:identification`; null when there is an image. */
  icon: string | null;
  image: string | null;
  description: string;
  date: string;
  /** More text shown under the description. Plain text, never HTML. */
  extraContent: string | null;
  /** The text of the link. */
  linkedContent: string | null;
  link: string | null;
  /** The link is a path of the staff application rather than a web address. */
  useRouter: boolean | null;
}
