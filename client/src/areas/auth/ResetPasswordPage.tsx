import { Button, Form, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useResetPasswordMutation } from '../../../../generated/client';
import { AuthForm, NewPasswordFields } from './AuthForm';
import { FormProblem } from './FormProblem';
import { showFieldErrors } from './field-errors';
import { authProblem } from './operation-problem';
import type { AuthProblem } from './problems';
import { ThemedAuthLayout } from './ThemedAuthLayout';

interface ResetForm {
  password: string;
  confirm: string;
}

/** Sets a new password with the single-use token of a reset link (`?token=`). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form] = Form.useForm<ResetForm>();
  const [resetPassword, { loading }] = useResetPasswordMutation();
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(token === '');
  const [done, setDone] = useState(false);

  async function submit({ password }: ResetForm) {
    setProblem(null);
    try {
      await resetPassword({ variables: { token, password } });
      setDone(true);
    } catch (error) {
      const found = authProblem(error);
      if (found.kind === 'bad-request' && 'token' in found.fields) {
        setLinkInvalid(true);
        return;
      }
      setProblem(found);
      if (found.kind === 'bad-request') showFieldErrors(form, t, found.fields);
    }
  }

  if (done) {
    return (
      <ThemedAuthLayout title={t('auth.resetPassword.title')}>
        <Result
          status="success"
          title={t('auth.resetPassword.doneTitle')}
          subTitle={t('auth.resetPassword.doneText')}
          extra={
            <Link to="/sign-in">
              <Button type="primary">{t('auth.signIn.submit')}</Button>
            </Link>
          }
        />
      </ThemedAuthLayout>
    );
  }

  if (linkInvalid) {
    return (
      <ThemedAuthLayout title={t('auth.resetPassword.title')}>
        <Result
          status="warning"
          title={t('auth.resetPassword.invalidLink')}
          extra={[
            <Link key="again" to="/forgot-password">
              <Button type="primary">{t('auth.resetPassword.requestNew')}</Button>
            </Link>,
          ]}
        />
        <div className="auth-card-footer">
          <Link to="/sign-in">{t('auth.backToSignIn')}</Link>
        </div>
      </ThemedAuthLayout>
    );
  }

  return (
    <ThemedAuthLayout
      title={t('auth.resetPassword.title')}
      intro={t('auth.resetPassword.intro')}
      footer={<Link to="/sign-in">{t('auth.backToSignIn')}</Link>}
    >
      <FormProblem problem={problem} />
      <AuthForm<ResetForm>
        form={form}
        name="reset-password"
        onFinish={submit}
        busy={loading}
        submitLabel={t('auth.resetPassword.submit')}
      >
        <NewPasswordFields
          t={t}
          labels={{
            password: t('auth.resetPassword.password'),
            confirm: t('auth.resetPassword.confirm'),
          }}
        />
      </AuthForm>
    </ThemedAuthLayout>
  );
}
