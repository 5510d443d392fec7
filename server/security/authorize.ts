import type { Context } from '../context';
import { ForbiddenError, UnauthenticatedError } from '../errors';
import type { SessionUser } from './authenticate';
import { type Action, type Area, ruleFor } from './permissions';
import { audit } from './security-log';

/**
 * The one permission check of every service, for GraphQL and REST alike: public rules let
 * anybody in; otherwise no valid session → 401 (TOKEN_EXPIRED when the token expired) and a
 * role outside the rule → 403 FORBIDDEN, written to the audit log. An account that must change
 * its temporary password may only read its own account (`profile:read`) until it has: anything
 * else is 403 with the reason PASSWORD_CHANGE_REQUIRED. (`changePassword` itself needs only a
 * session, so it does not come through here.)
 */
export function authorize(ctx: Context, area: Area, action: Action): void {
  const rule = ruleFor(area, action);
  if (rule === 'public') return;
  const user = signedIn(ctx);
  if (user.mustChangePassword && !allowedBeforePasswordChange(area, action)) {
    audit(
      ctx,
      {
        event: 'authorization.denied',
        outcome: 'denied',
        target: { area, action },
        details: { reason: 'password-change-required' },
      },
      'warn',
    );
    throw new ForbiddenError('Change your temporary password first', 'PASSWORD_CHANGE_REQUIRED');
  }
  if (rule.includes(user.role)) return;
  audit(
    ctx,
    { event: 'authorization.denied', outcome: 'denied', target: { area, action } },
    'warn',
  );
  throw new ForbiddenError();
}

/** The signed-in user; 401 (with the reason the token failed) when there is none. */
export function signedIn(ctx: Context): SessionUser {
  if (ctx.user) return ctx.user;
  throw ctx.authError ?? new UnauthenticatedError();
}

/**
 * Whether the signed-in user's role may do `action` in `area`, without throwing or auditing: for
 * code that only leaves out what the caller may not see (search), where nothing was refused.
 */
export function permits(ctx: Context, area: Area, action: Action): boolean {
  const rule = ruleFor(area, action);
  if (rule === 'public') return true;
  if (ctx.user?.mustChangePassword && !allowedBeforePasswordChange(area, action)) return false;
  return ctx.user !== null && rule.includes(ctx.user.role);
}

/** What a session with a temporary password may still do: read its own account (`me`). */
function allowedBeforePasswordChange(area: Area, action: Action): boolean {
  return area === 'profile' && action === 'read';
}
