/**
 * One signed-in session: a family of refresh tokens, of which only the latest (`tokenId`) works.
 * Access tokens carry the session id, so revoking it ends their access at once too.
 */
export interface SessionRecord {
  id: string;
  userId: string;
  /** The `jti` of the one refresh token that may still be traded; older ones are reuse. */
  tokenId: string;
  createdAt: string;
  /** Last rotation. */
  updatedAt: string;
  /** When the current refresh token expires; the record can go once this has passed. */
  expiresAt: string;
  revokedAt: string | null;
  revokedReason: RevokeReason | null;
  /** Address that signed in, for the audit trail. */
  ip: string | null;
}

export type RevokeReason =
  | 'sign-out'
  | 'token-reuse'
  | 'deactivated'
  | 'role-changed'
  | 'password-changed'
  | 'session-limit';

/** A single-use password-reset token; only its SHA-256 is kept. */
export interface PasswordResetRecord {
  id: string;
  userId: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}
