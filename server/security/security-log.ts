import { createHash } from 'node:crypto';
import { nowIso } from '../clock';
import type { Context } from '../context';

/** The security events written to the audit log (SECURITY 14). */
export type AuditEvent =
  | 'sign-in'
  | 'sign-in.locked'
  | 'sign-in.throttled'
  | 'session.ended-by-limit'
  | 'unlock-session'
  | 'sign-in-with-token'
  | 'sign-out'
  | 'token.reuse'
  | 'authorization.denied'
  | 'user.created'
  | 'user.updated'
  | 'user.deleted'
  | 'user.password-changed'
  | 'profile.updated'
  | 'sign-up.refused'
  | 'sign-up.throttled'
  | 'sign-up.expired'
  | 'password.reset-throttled'
  | 'password.reset-requested'
  | 'password.reset'
  | 'registry.changed'
  | 'directory.imported'
  | 'directory.undone'
  | 'incident.reported'
  | 'incident.reports-capped'
  | 'incident.erased';

export interface AuditEntry {
  event: AuditEvent;
  outcome: 'success' | 'failure' | 'denied';
  /** Whose account the event is about: a user id, or a login's fingerprint when unknown. */
  target?: Record<string, string | number | boolean | null>;
  /** Extra facts (a reason, which fields changed). Never a password, token or header. */
  details?: Record<string, unknown>;
}

/**
 * Writes one JSON line with `audit: { event, outcome, actor, target, ip, at, requestId }`.
 * The actor is the signed-in user, if any (sign-in names the account in `target`).
 */
export function audit(ctx: Context, entry: AuditEntry, level: 'info' | 'warn' = 'info'): void {
  const line = {
    audit: {
      ...entry,
      actor: ctx.user ? { id: ctx.user.id, role: ctx.user.role } : null,
      ip: ctx.transport.ip,
      at: nowIso(ctx),
      requestId: ctx.requestId,
    },
  };
  ctx.logger[level](line, `audit: ${entry.event} ${entry.outcome}`);
}

/** Runs a throttle's check; a refusal is audited as `event` and passed on. */
export async function throttled(
  ctx: Context,
  event: 'sign-up.throttled' | 'password.reset-throttled' | 'incident.reports-capped',
  check: () => Promise<void>,
): Promise<void> {
  try {
    await check();
  } catch (error) {
    audit(ctx, { event, outcome: 'denied' }, 'warn');
    throw error;
  }
}

/**
 * A stable short fingerprint of a login that matches no account: attempts can be correlated
 * without writing what was typed (people type their password into the login field too).
 */
export function loginFingerprint(login: string): string {
  return createHash('sha256').update(login).digest('hex').slice(0, 16);
}
