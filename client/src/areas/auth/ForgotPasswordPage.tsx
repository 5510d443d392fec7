import { MailOutlined } from '@ant-design/icons';
import { Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useForgotPasswordMutation } from '../../../../generated/client';
import { useLanguage } from '../../i18n/useLanguage';
import { AuthForm } from './AuthForm';
import { FormProblem } from './FormProblem';
import { showFieldErrors } from './field-errors';
import { authProblem } from './operation-problem';
import type { AuthProblem } from './problems';
import { ThemedAuthLayout } from './ThemedAuthLayout';

/**
 * Asks for a reset link. The server answers the same for any well-formed email, so the page
 * never says whether the address has an account. A server that sends no mail says so, and the
 * page sends the person to an administrator for a temporary password.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [form] = Form.useForm<{ email: string }>();
  const [forgotPassword, { loading }] = useForgotPasswordMutation();
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit({ email }: { email: string }) {
    setProblem(null);
    try {
      // The mail is written in the language the page is read in.
      await forgotPassword({
        variables: { email: email.trim() },
        context: { headers: { 'Accept-Language': language } },
      });
      setSentTo(email.trim());
    } catch (error) {
      const found = authProblem(error);
      setProblem(found);
      if (found.kind === 'bad-request') showFieldErrors(form, t, found.fields);
    }
  }

  const backToSignIn = <Link to="/sign-in">{t('auth.backToSignIn')}</Link>;

  if (sentTo !== null) {
    return (
      <ThemedAuthLayout title={t('auth.forgotPassword.title')}>
        <Result
          status="success"
          title={t('auth.forgotPassword.doneTitle')}
          subTitle={t('auth.forgotPassword.doneText', { email: sentTo })}
          extra={backToSignIn}
        />
      </ThemedAuthLayout>
    );
  }

  return (
    <ThemedAuthLayout
      title={t('auth.forgotPassword.title')}
      intro={t('auth.forgotPassword.intro')}
      footer={backToSignIn}
    >
      <FormProblem problem={problem} requests />
      <AuthForm<{ email: string }>
        form={form}
        name="forgot-password"
        onFinish={submit}
        busy={loading}
        submitLabel={t('auth.forgotPassword.submit')}
      >
        <Form.Item
          name="email"
          label={t('auth.forgotPassword.email')}
          rules={[
            { required: true, whitespace: true, message: t('auth.validation.emailRequired') },
            { type: 'email', message: t('auth.validation.emailFormat') },
          ]}
        >
          <Input
            type="email"
            prefix={<MailOutlined aria-hidden />}
            autoComplete="email"
            spellCheck={false}
            maxLength={254}
          />
        </Form.Item>
      </AuthForm>
    </ThemedAuthLayout>
  );
}
