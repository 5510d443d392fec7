import type { DirectoryListing } from '../../../../generated/client';

/** The values of a registry list's "Directorio nacional" filter. */
export const DIRECTORY_LISTINGS = [
  'LISTED',
  'NOT_LISTED',
] as const satisfies readonly DirectoryListing[];
