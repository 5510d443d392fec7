import { Button, Form, type FormProps, Input } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { confirmRules, MAX_PASSWORD, newPasswordRules } from './password-rules';

interface AuthFormProps<Values> extends Omit<FormProps<Values>, 'children'> {
  /** A request is running: the form says so and its button spins. */
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}

/**
 * The form of every sign-in page: labels above the fields, the first invalid field focused, busy
 * state announced, and one full-width submit button at the end.
 */
export function AuthForm<Values>({ busy, submitLabel, children, ...props }: AuthFormProps<Values>) {
  return (
    <Form<Values>
      layout="vertical"
      requiredMark={false}
      scrollToFirstError={{ focus: true, block: 'center' }}
      className="auth-form"
      aria-busy={busy}
      size="large"
      {...props}
    >
      {children}
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {submitLabel}
        </Button>
      </Form.Item>
    </Form>
  );
}

/**
 * A new password and its confirmation, under the server's policy; `personal` gives the values
 * the password may not equal (username, email).
 */
export function NewPasswordFields({
  t,
  labels,
  personal,
}: {
  t: TFunction;
  labels: { password: string; confirm: string };
  personal?: () => (string | undefined)[];
}) {
  return (
    <>
      <Form.Item
        name="password"
        label={labels.password}
        extra={t('auth.validation.passwordHint')}
        rules={newPasswordRules(t, personal)}
      >
        <Input.Password autoComplete="new-password" maxLength={MAX_PASSWORD} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={labels.confirm}
        dependencies={['password']}
        rules={confirmRules(t, 'password')}
      >
        <Input.Password autoComplete="new-password" maxLength={MAX_PASSWORD} />
      </Form.Item>
    </>
  );
}
