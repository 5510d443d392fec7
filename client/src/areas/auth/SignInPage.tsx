import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/SessionContext';
import { AuthField } from './AuthField';
import { AuthLayout } from './AuthLayout';
import { AuthLink } from './AuthLink';
import { FormProblem } from './FormProblem';
import { type AuthProblem, fieldMessage } from './problems';
import { requestSignIn } from './sign-in';

type Field = 'login' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

/**
 * Staff sign-in with a username or email. On success the session is kept (the access token in
 * memory, the refresh token in its cookie) and the reverse guard takes the visitor on to the
 * redirectURL or the home page. Built without antd or Apollo: on a police phone this page is the
 * whole first load, and the rest of the application arrives while the person types.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const inputs = {
    login: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };

  const check = (values: Record<Field, string>): FieldErrors => ({
    login: values.login.trim() ? undefined : t('auth.validation.loginRequired'),
    password: values.password ? undefined : t('auth.validation.passwordRequired'),
  });

  /** Shows `found` beside the fields and takes the person to the first of them. */
  const mark = (found: FieldErrors) => {
    setErrors(found);
    const first = (['login', 'password'] as const).find((field) => found[field]);
    if (first) inputs[first].current?.focus();
    return first !== undefined;
  };

  // A field already marked is checked again as it changes, as antd's forms do.
  const change = (field: Field, value: string) => {
    (field === 'login' ? setLogin : setPassword)(value);
    if (errors[field])
      setErrors({ ...errors, [field]: check({ login, password, [field]: value })[field] });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || mark(check({ login, password }))) return;
    setProblem(null);
    setBusy(true);
    // The session left from an earlier visit is known first: its refresh answering after this
    // sign-in would otherwise end the new session.
    await session.restore();
    const result = await requestSignIn({ login: login.trim(), password });
    setBusy(false);
    if ('grant' in result) {
      session.signedIn(result.grant);
      return;
    }
    const found = result.problem;
    setProblem(found);
    if (found.kind === 'bad-request') {
      mark({
        login: found.fields.login && fieldMessage(t, found.fields.login),
        password: found.fields.password && fieldMessage(t, found.fields.password),
      });
    }
    if (found.kind === 'invalid-credentials') {
      setPassword('');
      inputs.password.current?.focus();
    }
  }

  return (
    <AuthLayout
      title={t('auth.signIn.heading')}
      intro={t('auth.signIn.intro')}
      footer={
        <span>
          {t('auth.signIn.noAccount')} <AuthLink to="/sign-up">{t('auth.signIn.signUp')}</AuthLink>
        </span>
      }
    >
      <FormProblem problem={problem} />
      <form className="auth-form" noValidate aria-busy={busy} onSubmit={submit}>
        <AuthField
          label={t('auth.signIn.login')}
          value={login}
          onChange={(value) => change('login', value)}
          error={errors.login}
          inputRef={inputs.login}
          prefix={<UserOutlined aria-hidden />}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
        />
        <AuthField
          label={t('auth.signIn.password')}
          value={password}
          onChange={(value) => change('password', value)}
          error={errors.password}
          inputRef={inputs.password}
          type="password"
          revealLabel={t('auth.signIn.showPassword')}
          prefix={<LockOutlined aria-hidden />}
          extra={<AuthLink to="/forgot-password">{t('auth.signIn.forgot')}</AuthLink>}
          autoComplete="current-password"
          maxLength={128}
        />
        <button type="submit" className="auth-submit" aria-disabled={busy || undefined}>
          {busy ? t('auth.signIn.busy') : t('auth.signIn.submit')}
        </button>
      </form>
    </AuthLayout>
  );
}
