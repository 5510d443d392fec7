import type { TFunction } from 'i18next';
import { errorCodes } from '../../apollo/errors';

/** Why confirming an import failed, in the user's words. */
export function applyErrorMessage(t: TFunction, error: unknown): string {
  const codes = errorCodes(error);
  if (codes.includes('NOT_FOUND')) return t('directory.preview.expired');
  if (codes.includes('CONFLICT')) return t('directory.preview.alreadyApplied');
  return t('directory.preview.applyFailed');
}
