import { z } from 'zod';
import type { Where } from '../store/query';

/**
 * What the national directory said of a registry record, kept on the record by the imports
 * (absent on records no import has met).
 */
export interface DirectoryMarks {
  /** The cut-off date (FECHA_CORTE, YYYY-MM-DD) of the last import that listed the record. */
  directoryCutoff?: string | null;
  /** The cut-off of the import that no longer listed it: staff review such records. */
  notInDirectoryAsOf?: string | null;
  /** The values that import wrote: a field that differs now was edited by a person since. */
  directoryValues?: Readonly<Record<string, unknown>> | null;
}

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
