import type { TFunction } from 'i18next';
import { errorFields } from '../../apollo/errors';
import { formatDateTime } from '../../i18n/dates';

/**
 * Why undoing an import was refused, in the user's words: the records edited since (named by
 * the server), a later import to undo first, or that it was undone already.
 */
export function undoErrorMessage(t: TFunction, language: string, error: unknown): string {
  const fields = errorFields(error);
  if (fields.editedSince) {
    return t('directory.undo.errors.editedSince', { names: fields.editedSince });
  }
  if (fields.laterImport) {
    return t('directory.undo.errors.laterImport', {
      at: formatDateTime(fields.laterImport, language),
    });
  }
  if (fields.undone) return t('directory.undo.errors.undone');
  return t('directory.undo.errors.failed');
}
