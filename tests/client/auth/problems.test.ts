import { CombinedGraphQLErrors } from '@apollo/client/errors';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { authProblem } from '../../../client/src/areas/auth/operation-problem';
import { problemMessage } from '../../../client/src/areas/auth/problems';
import { initShellI18n } from '../../support/staff-i18n';

await initShellI18n();

const forbidden = (message: string, reason: string) =>
  new CombinedGraphQLErrors({
    data: null,
    errors: [{ message, extensions: { code: 'FORBIDDEN', reason } }],
  });

describe('a refused sign-in with the right password', () => {
  it('tells a deactivated account from one waiting for activation', () => {
    const t = i18next.t.bind(i18next);
    const deactivated = authProblem(
      forbidden('Account deactivated by an administrator', 'ACCOUNT_DEACTIVATED'),
    );
    expect(problemMessage(t, deactivated)).toBe(
      'Un administrador desactivó tu cuenta. Si necesitas volver a ingresar, pídele que la reactive.',
    );
    const pending = authProblem(forbidden('Account not active', 'ACCOUNT_PENDING'));
    expect(problemMessage(t, pending)).toBe(
      'Tu cuenta aún no está activa. Un administrador debe activarla antes de que puedas ingresar.',
    );
  });
});
