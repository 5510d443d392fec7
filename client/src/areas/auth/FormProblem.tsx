import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { type AuthProblem, problemMessage } from './problems';

/** The form's own message (role="alert", so screen readers read it out when it appears). */
export function FormProblem({
  problem,
  passwordOnly = false,
}: {
  problem: AuthProblem | null;
  /** Only the password was asked for (the lock screen): say that it is the wrong one. */
  passwordOnly?: boolean;
}) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <Alert
      type={
        problem.kind === 'rate-limited' || problem.kind === 'mail-unavailable' ? 'warning' : 'error'
      }
      showIcon
      title={
        passwordOnly && problem.kind === 'invalid-credentials'
          ? t('auth.errors.wrongPassword')
          : problemMessage(t, problem)
      }
      style={{ marginBottom: 16 }}
    />
  );
}
