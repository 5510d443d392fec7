import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useChangePasswordMutation } from '../../../../generated/client';
import { redirectTarget } from '../../session/redirect';
import { useSession, useSessionState } from '../../session/SessionContext';
import type { SessionUser } from '../../session/session';
import { AuthForm, NewPasswordFields } from './AuthForm';
import { FormProblem } from './FormProblem';
import { showFieldErrors } from './field-errors';
import { authProblem } from './operation-problem';
import { MAX_PASSWORD } from './password-rules';
import type { AuthProblem } from './problems';
import { ThemedAuthLayout } from './ThemedAuthLayout';

interface ChangeForm {
  username: string;
  currentPassword: string;
  password: string;
  confirm: string;
}

/**
 * /change-password: the signed-in user chooses a new password. An account with a temporary
 * password is sent here before anything else and may only leave by changing it (or signing
 * out); then it goes on to the redirectURL, as does anybody who came here of their own accord.
 */
export function ChangePasswordPage() {
  const state = useSessionState();
  // The guard lets only signed-in users in; this covers the moment a sign-out takes effect.
  if (state.status !== 'signed-in') return <Navigate to="/sign-in" replace />;
  return <ChangePasswordForm user={state.user} />;
}

function ChangePasswordForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [form] = Form.useForm<ChangeForm>();
  const [changePassword, { loading }] = useChangePasswordMutation();
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const forced = user.mustChangePassword;

  async function submit({ currentPassword, password }: ChangeForm) {
    setProblem(null);
    try {
      const { data } = await changePassword({
        variables: { currentPassword, newPassword: password },
      });
      if (!data) return;
      session.userChanged(data.changePassword);
      navigate(redirectTarget(search), { replace: true });
    } catch (error) {
      const found = authProblem(error);
      setProblem(found);
      if (found.kind !== 'bad-request') return;
      // A wrong password is cleared for the next try (before its message is set: clearing
      // would drop it).
      if (found.fields.currentPassword) form.setFieldValue('currentPassword', '');
      // The server names the new password `newPassword`; the form's pair calls it `password`.
      const { newPassword, ...rest } = found.fields;
      showFieldErrors(form, t, newPassword ? { ...rest, password: newPassword } : rest);
      if (found.fields.currentPassword) form.focusField('currentPassword');
    }
  }

  return (
    <ThemedAuthLayout
      title={t('auth.changePassword.title')}
      intro={forced ? t('auth.changePassword.introTemporary') : t('auth.changePassword.intro')}
      footer={
        forced ? (
          <Link to="/sign-out">{t('auth.changePassword.signOut')}</Link>
        ) : (
          <Link to={redirectTarget(search)}>{t('auth.changePassword.cancel')}</Link>
        )
      }
    >
      <FormProblem problem={problem} />
      <AuthForm<ChangeForm>
        form={form}
        name="change-password"
        onFinish={submit}
        initialValues={{ username: user.username }}
        busy={loading}
        submitLabel={t('auth.changePassword.submit')}
      >
        {/* Read-only, so that password managers know whose password this is. */}
        <Form.Item name="username" label={t('auth.changePassword.username')}>
          <Input autoComplete="username" readOnly variant="filled" />
        </Form.Item>
        <Form.Item
          name="currentPassword"
          label={
            forced ? t('auth.changePassword.temporaryPassword') : t('auth.changePassword.current')
          }
          rules={[{ required: true, message: t('auth.validation.passwordRequired') }]}
        >
          <Input.Password
            prefix={<LockOutlined aria-hidden />}
            autoComplete="current-password"
            maxLength={MAX_PASSWORD}
            autoFocus
          />
        </Form.Item>
        <NewPasswordFields
          t={t}
          labels={{
            password: t('auth.changePassword.password'),
            confirm: t('auth.changePassword.confirm'),
          }}
          personal={() => [user.username, user.email]}
        />
      </AuthForm>
    </ThemedAuthLayout>
  );
}
