import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { type AuthProblem, problemMessage } from './problems';

/**
 * The form's own message (role="alert", so screen readers read it out when it appears). Drawn
 * as antd's Alert looks, without antd: the sign-in page shows it before antd has loaded.
 */
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
  const warning = problem.kind === 'rate-limited' || problem.kind === 'mail-unavailable';
  const Icon = warning ? ExclamationCircleFilled : CloseCircleFilled;
  return (
    <div role="alert" className={`auth-problem auth-problem-${warning ? 'warning' : 'error'}`}>
      <Icon aria-hidden className="auth-problem-icon" />
      <span>
        {passwordOnly && problem.kind === 'invalid-credentials'
          ? t('auth.errors.wrongPassword')
          : problemMessage(t, problem, { requests })}
      </span>
    </div>
  );
}
