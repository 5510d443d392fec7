import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSignInMutation } from '../../../../generated/client';
import { useSession } from '../../session/SessionContext';
import { AuthForm } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { FormProblem } from './FormProblem';
import { showFieldErrors } from './field-errors';
import { type AuthProblem, authProblem } from './problems';

interface SignInForm {
  login: string;
  password: string;
}

/**
 * Staff sign-in with a username or email. On success the session is kept (the access token in
 * memory, the refresh token in its cookie) and the reverse guard takes the visitor on to the
 * redirectURL or the home page.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [form] = Form.useForm<SignInForm>();
  const [signIn, { loading }] = useSignInMutation();
  const [problem, setProblem] = useState<AuthProblem | null>(null);

  async function submit({ login, password }: SignInForm) {
    setProblem(null);
    try {
      const { data } = await signIn({ variables: { login: login.trim(), password } });
      if (data) session.signedIn(data.signIn);
    } catch (error) {
      const found = authProblem(error);
      setProblem(found);
      if (found.kind === 'bad-request') showFieldErrors(form, t, found.fields);
      if (found.kind === 'invalid-credentials') {
        form.setFieldValue('password', '');
        form.focusField('password');
      }
    }
  }

  return (
    <AuthLayout
      title={t('auth.signIn.heading')}
      intro={t('auth.signIn.intro')}
      footer={
        <span>
          {t('auth.signIn.noAccount')} <Link to="/sign-up">{t('auth.signIn.signUp')}</Link>
        </span>
      }
    >
      <FormProblem problem={problem} />
      <AuthForm<SignInForm>
        form={form}
        name="sign-in"
        onFinish={submit}
        busy={loading}
        submitLabel={loading ? t('auth.signIn.busy') : t('auth.signIn.submit')}
      >
        <Form.Item
          name="login"
          label={t('auth.signIn.login')}
          rules={[
            { required: true, whitespace: true, message: t('auth.validation.loginRequired') },
          ]}
        >
          <Input
            prefix={<UserOutlined aria-hidden />}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('auth.signIn.password')}
          rules={[{ required: true, message: t('auth.validation.passwordRequired') }]}
          extra={<Link to="/forgot-password">{t('auth.signIn.forgot')}</Link>}
        >
          <Input.Password
            prefix={<LockOutlined aria-hidden />}
            autoComplete="current-password"
            maxLength={128}
          />
        </Form.Item>
      </AuthForm>
    </AuthLayout>
  );
}
