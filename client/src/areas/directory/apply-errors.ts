import type { TFunction } from 'i18next';
import { errorCodes, errorFields, graphQLErrorsOf } from '../../apollo/errors';

/**
 * How many records the server asks to confirm marking "not in the directory", when it refused to
 * apply without that confirmation (the registry changed since the preview); null otherwise.
 */
export function missingToConfirm(error: unknown): number | null {
  if (!errorFields(error).confirmMissing) return null;
  const message = graphQLErrorsOf(error)?.[0]?.message ?? '';
  const count = /would mark (\d+) of/.exec(message)?.[1];
  return count ? Number(count) : null;
}

/** Why confirming an import failed, in the user's words. */
export function applyErrorMessage(t: TFunction, error: unknown): string {
  const codes = errorCodes(error);
  const toConfirm = missingToConfirm(error);
  if (toConfirm !== null) return t('directory.preview.confirmAgain', { count: toConfirm });
  if (codes.includes('NOT_FOUND')) return t('directory.preview.expired');
  if (codes.includes('CONFLICT')) return t('directory.preview.alreadyApplied');
  return t('directory.preview.applyFailed');
}
