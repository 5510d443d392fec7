import { LockOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useUnlockSessionMutation } from '../../../../generated/client';
import { redirectTarget, SIGN_IN_PATH } from '../../session/redirect';
import { useSession, useSessionState } from '../../session/SessionContext';
import type { SessionUser } from '../../session/session';
import { initials } from '../../shell/initials';
import { AuthForm } from './AuthForm';
import { FormProblem } from './FormProblem';
import { authProblem } from './operation-problem';
import type { AuthProblem } from './problems';
import { ThemedAuthLayout } from './ThemedAuthLayout';

/**
 * The lock screen: asks only for the password of the user who locked it. Unlocking starts a new
 * session and goes back to the redirectURL. Nobody locked (a reload forgets the lock, and the
 * server session already ended): the sign-in page; already signed in: straight on.
 */
export function UnlockSessionPage() {
  const state = useSessionState();
  const { search } = useLocation();
  if (state.status === 'signed-in') return <Navigate to={redirectTarget(search)} replace />;
  if (state.status !== 'locked') return <Navigate to={SIGN_IN_PATH} replace />;
  return <UnlockForm user={state.user} />;
}

function UnlockForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const session = useSession();
  const [form] = Form.useForm<{ username: string; password: string }>();
  const [unlock, { loading }] = useUnlockSessionMutation();
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [leaving, setLeaving] = useState(false);

  async function submit({ password }: { password: string }) {
    setProblem(null);
    try {
      const { data } = await unlock({ variables: { login: user.username, password } });
      if (data) session.signedIn(data.unlockSession);
    } catch (error) {
      const found = authProblem(error);
      setProblem(found);
      if (found.kind === 'invalid-credentials') {
        form.setFieldValue('password', '');
        form.focusField('password');
      }
    }
  }

  async function otherAccount() {
    setLeaving(true);
    await session.signOut();
  }

  return (
    <ThemedAuthLayout
      title={t('auth.unlock.title')}
      intro={t('auth.unlock.intro')}
      footer={
        <span>
          {t('auth.unlock.notYou', { name: user.name })}{' '}
          <Button type="link" onClick={otherAccount} loading={leaving} style={{ padding: 0 }}>
            {t('auth.unlock.otherAccount')}
          </Button>
        </span>
      }
    >
      <Flex align="center" gap={12} style={{ marginBottom: 20 }}>
        <Avatar size={48} src={user.avatar ?? undefined} alt="">
          {initials(user.name)}
        </Avatar>
        <div>
          <Typography.Text strong>{user.name}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{user.email}</Typography.Text>
        </div>
      </Flex>
      <FormProblem problem={problem} passwordOnly />
      <AuthForm<{ username: string; password: string }>
        form={form}
        name="unlock-session"
        onFinish={submit}
        initialValues={{ username: user.username }}
        busy={loading}
        submitLabel={t('auth.unlock.submit')}
      >
        {/* Read-only, so that password managers know whose password this is. */}
        <Form.Item name="username" label={t('auth.unlock.username')}>
          <Input autoComplete="username" readOnly variant="filled" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('auth.unlock.password')}
          rules={[{ required: true, message: t('auth.validation.passwordRequired') }]}
        >
          <Input.Password
            prefix={<LockOutlined aria-hidden />}
            autoComplete="current-password"
            maxLength={128}
            autoFocus
          />
        </Form.Item>
      </AuthForm>
    </ThemedAuthLayout>
  );
}
