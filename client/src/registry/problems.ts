import type { TFunction } from 'i18next';
import { errorCodes, errorFields, graphQLErrorsOf } from '../apollo/errors';

/** What went wrong with a registry change, in the terms a form or a list explains it. */
export type RegistryProblem =
  /** The input was refused: `fields` says which fields and why (stable English). */
  | { kind: 'bad-request'; fields: Record<string, string> }
  /** A unique value is taken (`fields`: {field: 'Already in use'}), or the record is still
   * referenced (`message`: the server's reason, English). */
  | { kind: 'conflict'; fields: Record<string, string>; message: string }
  | { kind: 'not-found' }
  | { kind: 'forbidden' }
  | { kind: 'network' }
  /** The server could not reach its data for a moment: nothing was changed. */
  | { kind: 'unavailable' }
  | { kind: 'unexpected' };

/** Reads a failed registry operation: the server's code when it answered, else `network`. */
export function registryProblem(error: unknown): RegistryProblem {
  const errors = graphQLErrorsOf(error);
  if (!errors) return { kind: 'network' };
  switch (errorCodes(error)[0]) {
    case 'BAD_REQUEST':
      return { kind: 'bad-request', fields: errorFields(error) };
    case 'CONFLICT':
      return { kind: 'conflict', fields: errorFields(error), message: errors[0]?.message ?? '' };
    case 'NOT_FOUND':
      return { kind: 'not-found' };
    case 'FORBIDDEN':
    case 'UNAUTHENTICATED':
    case 'TOKEN_EXPIRED':
      return { kind: 'forbidden' };
    case 'UNAVAILABLE':
      return { kind: 'unavailable' };
    default:
      return { kind: 'unexpected' };
  }
}

/** The message of a problem that no field carries. */
export function problemMessage(t: TFunction, problem: RegistryProblem): string {
  switch (problem.kind) {
    case 'bad-request':
      return t('registry.errors.checkFields');
    case 'conflict':
      return t('registry.errors.conflict');
    case 'not-found':
      return t('registry.errors.notFound');
    case 'forbidden':
      return t('registry.errors.forbidden');
    case 'network':
      return t('registry.errors.network');
    case 'unavailable':
      return t('registry.errors.unavailable');
    case 'unexpected':
      return t('registry.errors.unexpected');
  }
}

/**
 * The text of a conflict on a field: the area's `<areaKey>.conflict.<field>` with the value that
 * clashed ("Ya existe un guía con el carné GT-01234"), or a generic text when the area has none.
 */
export function conflictMessage(
  t: TFunction,
  areaKey: string,
  field: string,
  value: unknown,
): string {
  return t(`${areaKey}.conflict.${field}`, {
    value: typeof value === 'string' || typeof value === 'number' ? value : '',
    defaultValue: t('registry.errors.alreadyInUse'),
  });
}
