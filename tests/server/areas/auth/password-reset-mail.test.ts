import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/app';
import { DEMO, signInAs } from '../../../support/auth';
import {
  type ReceivedMail,
  SMTP_USER,
  startSmtpServer,
  type TestSmtpServer,
} from '../../../support/smtp';

const PUBLIC_URL = 'https://turismo.example';
const FROM = 'Turismo Seguro Cusco <no-reply@turismo.example>';
const NEW_PASSWORD = 'Machu-Picchu-1911';
const FORGOT = 'mutation ($e: String!) { forgotPassword(email: $e) }';

let smtp: TestSmtpServer;
const apps: TestApp[] = [];

beforeEach(async () => {
  smtp = await startSmtpServer();
});
afterEach(async () => {
  for (const app of apps.splice(0)) await app.stop();
  await smtp.close();
});

/** The app configured to send mail through the test's SMTP server. */
async function mailingApp(env: Record<string, string> = {}): Promise<TestApp> {
  const app = await createTestApp({
    captureLogs: true,
    env: {
      SMTP_URL: smtp.url,
      // The test server offers no STARTTLS; a real one is required to.
      SMTP_REQUIRE_TLS: 'false',
      MAIL_FROM: FROM,
      PUBLIC_URL,
      ...env,
    },
  });
  apps.push(app);
  return app;
}

/** The one link written in a mail. */
function linkIn(mail: ReceivedMail | undefined): string {
  const links = mail?.text.match(/https?:\/\/\S+/g) ?? [];
  expect(links).toHaveLength(1);
  return links[0] as string;
}

const tokenIn = (mail: ReceivedMail | undefined) =>
  new URL(linkIn(mail)).searchParams.get('token') ?? '';

const forgotByRest = (app: TestApp, email: string) =>
  app.request.post('/api/auth/forgot-password').send({ email });

describe('password-reset mail through SMTP', () => {
  it('mails a working link through REST to the account, in Spanish by default', async () => {
    const app = await mailingApp();
    const response = await app.request
      .post('/api/auth/forgot-password')
      .set('host', 'attacker.example')
      .set('x-forwarded-host', 'attacker.example')
      .send({ email: DEMO.DIRCETUR.email });
    expect(response.status).toBe(200);
    expect(response.body).toBe(true);
    await app.auth.background.idle();

    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0];
    expect(mail?.envelope).toEqual({ from: 'no-reply@turismo.example', to: [DEMO.DIRCETUR.email] });
    expect(mail?.user).toBe(SMTP_USER);
    expect(mail?.from).toMatch(/^"?Turismo Seguro Cusco"? <no-reply@turismo\.example>$/);
    expect(mail?.subject).toBe('Turismo Seguro Cusco: restablece tu contraseña');
    expect(mail?.text).toContain('pidió restablecer la contraseña de tu cuenta');
    expect(mail?.text).toContain('El enlace vence en 30 minutos y sirve una sola vez.');
    // Absolute, on the configured site: never the Host the request named.
    expect(linkIn(mail)).toMatch(/^https:\/\/turismo\.example\/reset-password\?token=[\w-]{43}$/);

    const reset = await app.request
      .post('/api/auth/reset-password')
      .send({ token: tokenIn(mail), password: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    await signInAs(app, 'DIRCETUR', NEW_PASSWORD);
  });

  it("mails in the GraphQL caller's language (Accept-Language), whatever the public page's cookie", async () => {
    const app = await mailingApp();
    const forgot = (headers: Record<string, string>) =>
      app.request
        .post('/graphql')
        .set('content-type', 'application/json')
        .set(headers)
        .send({ query: FORGOT, variables: { e: DEMO.POLICIA.email } });

    const english = await forgot({ 'accept-language': 'en-GB,en;q=0.9,es;q=0.5' });
    expect(english.body).toEqual({ data: { forgotPassword: true } });
    await app.auth.background.idle();
    expect(smtp.mails[0]?.subject).toBe('Turismo Seguro Cusco: reset your password');
    expect(smtp.mails[0]?.text).toContain('The link expires in 30 minutes and works only once.');

    await forgot({ 'accept-language': 'tr', cookie: 'lang=en' });
    await app.auth.background.idle();
    expect(smtp.mails[1]?.subject).toBe('Turismo Seguro Cusco: parolanızı sıfırlayın');
    expect(smtp.mails[1]?.text).toContain('30 dakika içinde dolar');

    const reset = await app.graphql(
      'mutation ($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }',
      { t: tokenIn(smtp.mails[1]), p: NEW_PASSWORD },
    );
    expect(reset.body).toEqual({ data: { resetPassword: true } });
  });

  it('sends nothing for an unknown email and answers it the same', async () => {
    const app = await mailingApp();
    const response = await forgotByRest(app, 'nadie@turismo.cusco.pe');
    expect(response.status).toBe(200);
    expect(response.body).toBe(true);
    await app.auth.background.idle();
    expect(smtp.mails).toEqual([]);
  });

  it('writes neither the link nor its token to the log in production', async () => {
    const app = await mailingApp({ NODE_ENV: 'production' });
    await forgotByRest(app, DEMO.ADMINISTRADOR.email);
    await app.auth.background.idle();
    const token = tokenIn(smtp.mails[0]);
    expect(token).toMatch(/^[\w-]{43}$/);
    // The log was written (the request, the audit line), only not the secret.
    expect(app.logs.some((line) => line.includes('password.reset-requested'))).toBe(true);
    expect(app.logs.join('\n')).not.toContain(token);
    expect(app.logs.join('\n')).not.toContain('/reset-password?');
  });

  it('logs a failed delivery without the link, after answering true', async () => {
    await smtp.close();
    let refusedToken = '';
    smtp = await startSmtpServer({
      // A server whose refusal quotes the message back.
      reject: (text) => {
        refusedToken = text.match(/token=([\w-]+)/)?.[1] ?? '';
        return `Message refused: ${text}`;
      },
    });
    const app = await mailingApp();
    const response = await forgotByRest(app, DEMO.POLICIA.email);
    expect(response.body).toBe(true);
    await app.auth.background.idle();

    expect(smtp.mails).toEqual([]);
    expect(refusedToken).toMatch(/^[\w-]{43}$/);
    const failure = app.logs
      .map((line) => JSON.parse(line))
      .find((line) => line.msg === 'forgot-password failed');
    expect(failure?.err).toMatchObject({ type: 'MailNotSentError', responseCode: 550 });
    expect(failure?.err.message).toMatch(/^Mail not sent: .*550 Message refused: .*\[link\]/s);
    expect(app.logs.join('\n')).not.toContain(refusedToken);
  });
});

describe('production without a mail server', () => {
  it('warns at start, tells every caller to ask an administrator, and writes nothing', async () => {
    const app = await createTestApp({ captureLogs: true, env: { NODE_ENV: 'production' } });
    apps.push(app);
    const lines = () => app.logs.map((line) => JSON.parse(line));
    expect(lines()).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: expect.stringMatching(/^password reset by mail is off: no SMTP_URL/),
      }),
    );
    const message =
      'Password reset by mail is not available on this server: ask an administrator for a temporary password';

    for (const email of [DEMO.DIRCETUR.email, 'nadie@turismo.cusco.pe']) {
      const response = await forgotByRest(app, email);
      expect(response.status).toBe(501);
      expect(response.body).toEqual({ error: 'MAIL_UNAVAILABLE', message });
      const graphql = await app.graphql(FORGOT, { e: email });
      expect(graphql.body.data).toBeNull();
      expect(graphql.body.errors).toEqual([
        expect.objectContaining({ message, extensions: { code: 'MAIL_UNAVAILABLE' } }),
      ]);
    }
    await app.auth.background.idle();

    expect(await app.store.passwordResets.count()).toBe(0);
    expect(smtp.mails).toEqual([]);
    const written = lines().filter((line) => line.mail || line.audit);
    expect(written).toEqual([]);
  });
});
