import { Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSignUpMutation } from '../../../../generated/client';
import { isUsername } from '../../../../shared/accounts';
import { AuthForm, NewPasswordFields } from './AuthForm';
import { FormProblem } from './FormProblem';
import { showFieldErrors } from './field-errors';
import { authProblem } from './operation-problem';
import type { AuthProblem } from './problems';
import { ThemedAuthLayout } from './ThemedAuthLayout';

interface SignUpForm {
  name: string;
  username: string;
  email: string;
  password: string;
  confirm: string;
}

/**
 * Asks for a staff account. The server creates it INACTIVO and answers the same whether or not
 * the username or email was free, so the page says what happens next, not whether it worked.
 */
export function SignUpPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<SignUpForm>();
  const [signUp, { loading }] = useSignUpMutation();
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [sent, setSent] = useState(false);

  async function submit({ name, username, email, password }: SignUpForm) {
    setProblem(null);
    try {
      await signUp({
        variables: {
          input: { name: name.trim(), username: username.trim(), email: email.trim(), password },
        },
      });
      setSent(true);
    } catch (error) {
      const found = authProblem(error);
      setProblem(found);
      if (found.kind === 'bad-request') showFieldErrors(form, t, found.fields);
    }
  }

  const backToSignIn = <Link to="/sign-in">{t('auth.backToSignIn')}</Link>;

  if (sent) {
    return (
      <ThemedAuthLayout title={t('auth.signUp.title')}>
        <Result
          status="success"
          title={t('auth.signUp.doneTitle')}
          subTitle={t('auth.signUp.doneText')}
          extra={backToSignIn}
        />
      </ThemedAuthLayout>
    );
  }

  return (
    <ThemedAuthLayout
      title={t('auth.signUp.title')}
      intro={t('auth.signUp.intro')}
      footer={
        <span>
          {t('auth.signUp.haveAccount')} {backToSignIn}
        </span>
      }
    >
      <FormProblem problem={problem} requests />
      <AuthForm<SignUpForm>
        form={form}
        name="sign-up"
        onFinish={submit}
        busy={loading}
        submitLabel={t('auth.signUp.submit')}
      >
        <Form.Item
          name="name"
          label={t('auth.signUp.name')}
          rules={[
            { required: true, whitespace: true, message: t('auth.validation.nameRequired') },
            { max: 100, message: t('auth.validation.tooLong') },
          ]}
        >
          <Input autoComplete="name" maxLength={100} />
        </Form.Item>
        <Form.Item
          name="username"
          label={t('auth.signUp.username')}
          rules={[
            { required: true, whitespace: true, message: t('auth.validation.usernameRequired') },
            {
              validator: async (_, value?: string) => {
                if (value?.trim() && !isUsername(value)) {
                  throw new Error(t('auth.validation.usernameFormat'));
                }
              },
            },
          ]}
        >
          <Input autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={32} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('auth.signUp.email')}
          rules={[
            { required: true, whitespace: true, message: t('auth.validation.emailRequired') },
            { type: 'email', message: t('auth.validation.emailFormat') },
          ]}
        >
          <Input type="email" autoComplete="email" spellCheck={false} maxLength={254} />
        </Form.Item>
        <NewPasswordFields
          t={t}
          labels={{
            password: t('auth.signUp.password'),
            confirm: t('auth.signUp.confirm'),
          }}
          personal={() => [form.getFieldValue('username'), form.getFieldValue('email')]}
        />
      </AuthForm>
    </ThemedAuthLayout>
  );
}
