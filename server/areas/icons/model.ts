/** The icon sets of the template's icon pages, by the last segment of their REST path. */
export const ICON_SETS = [
  'feather',
  'heroicons-outline',
  'heroicons-solid',
  'heroicons-mini',
  'material-solid',
  'material-outline',
  'material-twotone',
] as const;

export type IconSetId = (typeof ICON_SETS)[number];

/** An icon list response (spec §3): the names of one set, as the icon pages show them. */
export interface IconSet {
  /** Prefix of a name in an icon reference (`feather:map`); empty for two-tone font ligatures. */
  namespace: string;
  name: string;
  /** The size class of the grid that shows the set. */
  grid: string;
  list: string[];
}
