import { createSecretKey, type KeyObject, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Role } from '../../generated/graphql';
import { TokenExpiredError, UnauthenticatedError } from '../errors';
import type { TokenSecrets } from './secrets';

export const ISSUER = 'turismo-seguro-cusco';
export const ACCESS_AUDIENCE = 'turismo-seguro-cusco/api';
export const REFRESH_AUDIENCE = 'turismo-seguro-cusco/refresh';
const ALGORITHM = 'HS256';
/** Far above any token this server signs; longer input is refused before it is parsed. */
const MAX_TOKEN_LENGTH = 4096;
/** Access tokens remembered once verified; the oldest is forgotten first. */
const VERIFIED_ACCESS_LIMIT = 1000;

/** What an access token says: whose it is, which session, and (informative) the role. */
export interface AccessClaims {
  sub: string;
  sid: string;
  role: Role;
  typ: 'access';
  /** When it expires, in seconds since the epoch. */
  exp: number;
}

/** What a refresh token says: the session (its family) and which rotation of it. */
export interface RefreshClaims {
  sub: string;
  sid: string;
  jti: string;
  typ: 'refresh';
}

export interface Tokens {
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  signAccess(claims: { userId: string; sessionId: string; role: Role }): string;
  /** A refresh token with a fresh id (`jti`); the session keeps the id to spot reuse. */
  signRefresh(claims: { userId: string; sessionId: string }): {
    token: string;
    tokenId: string;
    expiresAt: Date;
  };
  /** Throws TokenExpiredError (401 TOKEN_EXPIRED) or UnauthenticatedError (401). */
  verifyAccess(token: string): AccessClaims;
  /** Throws like verifyAccess; `ignoreExpiration` lets sign-out end an expired session too. */
  verifyRefresh(token: string, options?: { ignoreExpiration?: boolean }): RefreshClaims;
}

export interface TokenOptions {
  secrets: TokenSecrets;
  accessTtlMs: number;
  refreshTtlMs: number;
  /** Milliseconds since the epoch; tests move it instead of sleeping. */
  clock: () => number;
}

/**
 * HS256 tokens with issuer and audience, verified with the algorithm pinned (SECURITY 6): an
 * `alg: none` or HS512 token, a changed claim, or a refresh token offered as an access token
 * (other audience, other key, other `typ`) is refused.
 */
export function createTokens({ secrets, accessTtlMs, refreshTtlMs, clock }: TokenOptions): Tokens {
  const accessTtlSeconds = Math.ceil(accessTtlMs / 1000);
  const refreshTtlSeconds = Math.ceil(refreshTtlMs / 1000);
  const now = () => Math.floor(clock() / 1000);
  // Key objects made once: given a string, jsonwebtoken first tries to parse it as a PEM public
  // key on every call, and that failed parse was most of the cost of each authenticated request.
  const keys = { access: secretKey(secrets.access), refresh: secretKey(secrets.refresh) };
  // A token's signature and claims cannot change, so each access token is checked once; its
  // expiry is still compared with the clock on every use (the session is checked by the caller).
  // The HMAC and JSON decoding were a tenth of the cost of a fast authenticated request.
  const verifiedAccess = new Map<string, AccessClaims>();

  const verify = (token: string, secret: KeyObject, audience: string, ignoreExpiration = false) => {
    if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) {
      throw new UnauthenticatedError('Invalid token');
    }
    try {
      const payload = jwt.verify(token, secret, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience,
        clockTimestamp: now(),
        ignoreExpiration,
      });
      if (typeof payload !== 'object' || payload === null) throw new Error('no claims');
      return payload as Record<string, unknown>;
    } catch (error) {
      if (error instanceof jwt.TokenExpiredError) throw new TokenExpiredError();
      throw new UnauthenticatedError('Invalid token');
    }
  };

  return {
    accessTtlSeconds,
    refreshTtlSeconds,
    signAccess({ userId, sessionId, role }) {
      return jwt.sign({ sid: sessionId, role, typ: 'access', iat: now() }, keys.access, {
        algorithm: ALGORITHM,
        expiresIn: accessTtlSeconds,
        issuer: ISSUER,
        audience: ACCESS_AUDIENCE,
        subject: userId,
      });
    },
    signRefresh({ userId, sessionId }) {
      const tokenId = randomUUID();
      const issuedAt = now();
      const token = jwt.sign({ sid: sessionId, typ: 'refresh', iat: issuedAt }, keys.refresh, {
        algorithm: ALGORITHM,
        expiresIn: refreshTtlSeconds,
        issuer: ISSUER,
        audience: REFRESH_AUDIENCE,
        subject: userId,
        jwtid: tokenId,
      });
      return { token, tokenId, expiresAt: new Date((issuedAt + refreshTtlSeconds) * 1000) };
    },
    verifyAccess(token) {
      const known = verifiedAccess.get(token);
      if (known) {
        // jsonwebtoken's rule: expired from the second `exp` names.
        if (now() >= known.exp) throw new TokenExpiredError();
        return known;
      }
      const claims = verify(token, keys.access, ACCESS_AUDIENCE);
      if (
        claims.typ !== 'access' ||
        !isId(claims.sub) ||
        !isId(claims.sid) ||
        typeof claims.exp !== 'number'
      ) {
        throw new UnauthenticatedError('Invalid token');
      }
      const verified = claims as unknown as AccessClaims;
      if (verifiedAccess.size >= VERIFIED_ACCESS_LIMIT) {
        verifiedAccess.delete(verifiedAccess.keys().next().value as string);
      }
      verifiedAccess.set(token, verified);
      return verified;
    },
    verifyRefresh(token, options = {}) {
      const claims = verify(token, keys.refresh, REFRESH_AUDIENCE, options.ignoreExpiration);
      if (claims.typ !== 'refresh' || !isId(claims.sub) || !isId(claims.sid) || !isId(claims.jti)) {
        throw new UnauthenticatedError('Invalid token');
      }
      return claims as unknown as RefreshClaims;
    },
  };
}

function isId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 200;
}

function secretKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}
