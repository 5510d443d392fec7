import { z } from 'zod';
import type { Where } from '../../store/query';
import type { DirectoryMarks } from './model';

/** The values of a list's `directory` filter. */
export const directoryListingValue = z.enum(['LISTED', 'NOT_LISTED'], 'LISTED or NOT_LISTED');

/**
 * The records the last directory import listed, or those it marked as no longer listed (for
 * staff to review); a record no import has met is neither.
 */
export function directoryListingFilter<R extends DirectoryMarks>(
  values: readonly string[],
): Where<R> {
  const listed = {
    and: [{ directoryCutoff: { isNull: false } }, { notInDirectoryAsOf: { isNull: true } }],
  } as Where<R>;
  const notListed = { notInDirectoryAsOf: { isNull: false } } as Where<R>;
  return { or: values.map((value) => (value === 'NOT_LISTED' ? notListed : listed)) } as Where<R>;
}
