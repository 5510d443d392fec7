import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { type AuthProblem, problemMessage } from './problems';

/** The form's own message (role="alert", so screen readers read it out when it appears). */
export function FormProblem({
  problem,
  passwordOnly = false,
  requests = false,
}: {
  problem: AuthProblem | null;
  /** Only the password was asked for (the lock screen): say that it is the wrong one. */
  passwordOnly?: boolean;
  /** The form asks for something (an account, a link): its limit counts requests. */
  requests?: boolean;
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
          : problemMessage(t, problem, { requests })
      }
      style={{ marginBottom: 16 }}
    />
  );
}
