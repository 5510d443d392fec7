import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { type Context, nowIso } from '../../context';
import { BadRequestError, MailUnavailableError } from '../../errors';
import { translate } from '../../i18n';
import { MAX_CREDENTIAL_LENGTH, passwordProblems } from '../../security/passwords';
import { audit, throttled } from '../../security/security-log';
import type { Where } from '../../store/query';
import { parseInput } from '../../validation';
import { findUserByEmail, normalizeLogin, replacePassword } from '../users/service';
import type { PasswordResetRecord } from './model';

/** Where the staff application opens a reset link; the token follows in the query string. */
export const RESET_PATH = '/reset-password';

const forgotSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(254, 'At most 254 characters')
    .pipe(z.email('Not an email address')),
});

const resetSchema = z.object({
  token: z.string().min(1, 'Required').max(256, 'At most 256 characters'),
  password: z
    .string()
    .min(1, 'Required')
    .max(MAX_CREDENTIAL_LENGTH, `At most ${MAX_CREDENTIAL_LENGTH} characters`),
});

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Starts a password reset. Always true for a well-formed email, at once: looking the email up,
 * storing the single-use token (only its hash) and mailing the link happen afterwards, so neither
 * the answer nor its timing tells whether the email has an account. The mail is in the caller's
 * language. A new request replaces the account's earlier unused tokens. A server that sends no
 * mail answers MAIL_UNAVAILABLE, the same for every email, and changes nothing.
 */
export async function forgotPassword(ctx: Context, input: { email: string }): Promise<true> {
  const { email } = parseInput(forgotSchema, input);
  const delivery = ctx.mail;
  if (!delivery) {
    throw new MailUnavailableError(
      'Password reset by mail is not available on this server: ask an administrator for a temporary password',
    );
  }
  const lang = ctx.transport.language();
  // Before anything is looked up or written: a flood would otherwise keep replacing the real
  // person's link (per email) and cost a write each (per address).
  const { perIp, perEmail } = ctx.auth.forgotPasswordLimits;
  await throttled(ctx, 'password.reset-throttled', async () => {
    await perIp.consume(ctx.transport.ip);
    await perEmail.consume(normalizeLogin(email));
  });
  ctx.auth.background.run(ctx.logger, 'forgot-password', async () => {
    const user = await findUserByEmail(ctx, email);
    if (!user) {
      audit(ctx, {
        event: 'password.reset-requested',
        outcome: 'failure',
        details: { reason: 'unknown email' },
      });
      return;
    }
    const token = randomBytes(32).toString('base64url');
    const now = ctx.clock();
    await ctx.store.transaction(async (tx) => {
      await tx.passwordResets.removeWhere({
        or: [{ userId: user.id }, { expiresAt: { lte: new Date(now).toISOString() } }],
      });
      await tx.passwordResets.insert({
        id: randomUUID(),
        userId: user.id,
        tokenHash: hashToken(token),
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + ctx.auth.passwordResetTtlMs).toISOString(),
        usedAt: null,
      });
    });
    // The site's configured address, never the request's Host header, which the caller writes.
    const link = `${delivery.publicUrl}${RESET_PATH}?token=${token}`;
    const minutes = Math.round(ctx.auth.passwordResetTtlMs / 60_000);
    await delivery.mailer.send(ctx.logger, {
      to: user.email,
      subject: translate(lang, 'auth.resetMail.subject'),
      text: translate(lang, 'auth.resetMail.text', { link, minutes }),
      link,
    });
    audit(ctx, {
      event: 'password.reset-requested',
      outcome: 'success',
      target: { userId: user.id },
    });
  });
  return true;
}

/**
 * Sets a new password with a token from forgotPassword. The token works once and until it
 * expires; the new password must meet the policy; every session of the account then ends.
 */
export async function resetPassword(
  ctx: Context,
  input: { token: string; password: string },
): Promise<true> {
  const { token, password } = parseInput(resetSchema, input);
  const invalid = () =>
    new BadRequestError('Invalid or expired reset token', { token: 'Invalid or expired' });
  const tokenHash = hashToken(token);
  // Unused and unexpired, by the clock of the moment it is checked.
  const live = (): Where<PasswordResetRecord> => ({
    tokenHash,
    usedAt: null,
    expiresAt: { gt: nowIso(ctx) },
  });

  const reset = await ctx.store.passwordResets.findOne(live());
  const user = reset ? await ctx.store.users.get(reset.userId) : null;
  if (!reset || !user) {
    audit(ctx, { event: 'password.reset', outcome: 'failure' }, 'warn');
    throw invalid();
  }
  // A password the policy refuses leaves the token usable for a better one.
  const problems = passwordProblems(password, user);
  if (problems) throw new BadRequestError('Password too weak', problems);
  // Spend the token before the change, atomically, so two requests with it cannot both succeed.
  const spent = await ctx.store.transaction(async (tx) => {
    if (!(await tx.passwordResets.findOne({ ...live(), id: reset.id }))) return false;
    await tx.passwordResets.update(reset.id, { usedAt: nowIso(ctx) });
    return true;
  });
  if (!spent) throw invalid();
  await replacePassword(ctx, user, password);
  await ctx.auth.throttle.forget(`user:${user.id}`, ctx.transport.ip);
  audit(ctx, { event: 'password.reset', outcome: 'success', target: { userId: user.id } });
  return true;
}
