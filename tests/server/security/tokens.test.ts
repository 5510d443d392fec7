import { createHmac } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { TokenExpiredError, UnauthenticatedError } from '../../../server/errors';
import { deriveRefreshSecret } from '../../../server/security/secrets';
import {
  ACCESS_AUDIENCE,
  createTokens,
  ISSUER,
  REFRESH_AUDIENCE,
} from '../../../server/security/tokens';
import { createTestApp } from '../../support/app';
import { signInAs } from '../../support/auth';

const ACCESS = 'aaaaaaaaaaaaaaaa-access-secret-for-tests-0123456789';
const secrets = { access: ACCESS, refresh: deriveRefreshSecret(ACCESS) };

function tokens(now = Date.now()) {
  let clock = now;
  const made = createTokens({
    secrets,
    accessTtlMs: 15 * 60_000,
    refreshTtlMs: 7 * 86_400_000,
    clock: () => clock,
  });
  return { ...made, advance: (ms: number) => (clock += ms) };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed by hand, to forge what jsonwebtoken itself would never produce. */
function forge(header: object, payload: object, key: string | null, alg = 'sha256') {
  const unsigned = `${base64url(header)}.${base64url(payload)}`;
  const signature = key === null ? '' : createHmac(alg, key).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

const claims = (overrides: object = {}) => ({
  sub: 'user-admin',
  sid: 'session-1',
  role: 'ADMINISTRADOR',
  typ: 'access',
  iat: Math.floor(Date.now() / 1000),
  exp: Math.floor(Date.now() / 1000) + 600,
  iss: ISSUER,
  aud: ACCESS_AUDIENCE,
  ...overrides,
});

describe('access tokens', () => {
  it('carry the user, the session and the role, HS256, with issuer and audience', () => {
    const t = tokens();
    const token = t.signAccess({ userId: 'user-admin', sessionId: 's1', role: 'ADMINISTRADOR' });
    const decoded = jwt.decode(token, { complete: true });
    expect(decoded?.header.alg).toBe('HS256');
    expect(decoded?.payload).toMatchObject({
      sub: 'user-admin',
      sid: 's1',
      role: 'ADMINISTRADOR',
      typ: 'access',
      iss: ISSUER,
      aud: ACCESS_AUDIENCE,
    });
    expect(t.verifyAccess(token)).toMatchObject({ sub: 'user-admin', sid: 's1' });
  });

  it('expire after their TTL with TokenExpiredError', () => {
    const t = tokens();
    const token = t.signAccess({ userId: 'u', sessionId: 's', role: 'POLICIA' });
    t.advance(15 * 60_000 - 1000);
    expect(() => t.verifyAccess(token)).not.toThrow();
    t.advance(2000);
    expect(() => t.verifyAccess(token)).toThrow(TokenExpiredError);
  });

  it('refuses alg none', () => {
    const token = forge({ alg: 'none', typ: 'JWT' }, claims(), null);
    expect(() => tokens().verifyAccess(token)).toThrow(UnauthenticatedError);
  });

  it('refuses HS512, even signed with the right key', () => {
    const token = forge({ alg: 'HS512', typ: 'JWT' }, claims(), ACCESS, 'sha512');
    expect(() => tokens().verifyAccess(token)).toThrow(UnauthenticatedError);
    // The same claims with HS256 do verify: only the algorithm differs.
    const good = forge({ alg: 'HS256', typ: 'JWT' }, claims(), ACCESS);
    expect(() => tokens().verifyAccess(good)).not.toThrow();
  });

  it('refuses a tampered role claim', () => {
    const t = tokens();
    const token = t.signAccess({ userId: 'user-policia', sessionId: 's', role: 'POLICIA' });
    const [header, payload, signature] = token.split('.');
    const changed = {
      ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
      role: 'ADMINISTRADOR',
    };
    expect(() => t.verifyAccess(`${header}.${base64url(changed)}.${signature}`)).toThrow(
      UnauthenticatedError,
    );
  });

  it('refuses another issuer, another audience, a missing session and a wrong typ', () => {
    for (const wrong of [
      { iss: 'someone-else' },
      { aud: REFRESH_AUDIENCE },
      { sid: undefined },
      { typ: 'refresh' },
    ]) {
      const token = forge({ alg: 'HS256', typ: 'JWT' }, claims(wrong), ACCESS);
      expect(() => tokens().verifyAccess(token)).toThrow(UnauthenticatedError);
    }
  });

  it('refuses a refresh token used as an access token', () => {
    const t = tokens();
    const { token } = t.signRefresh({ userId: 'u', sessionId: 's' });
    expect(() => t.verifyAccess(token)).toThrow(UnauthenticatedError);
    // Even one made with the access key but the refresh audience and typ.
    const forged = forge(
      { alg: 'HS256', typ: 'JWT' },
      claims({ typ: 'refresh', aud: REFRESH_AUDIENCE, jti: 'x' }),
      ACCESS,
    );
    expect(() => t.verifyAccess(forged)).toThrow(UnauthenticatedError);
  });

  it('refuses empty, oversized and garbage tokens', () => {
    for (const token of ['', 'x'.repeat(5000), 'a.b.c', 'not a token']) {
      expect(() => tokens().verifyAccess(token)).toThrow(UnauthenticatedError);
    }
  });
});

describe('refresh tokens', () => {
  it('are signed with the other key, carry a fresh id each, and expire after REFRESH_TOKEN_TTL', () => {
    const t = tokens();
    const first = t.signRefresh({ userId: 'u', sessionId: 's' });
    const second = t.signRefresh({ userId: 'u', sessionId: 's' });
    expect(first.tokenId).not.toBe(second.tokenId);
    expect(t.verifyRefresh(first.token)).toMatchObject({ sub: 'u', sid: 's', jti: first.tokenId });
    expect(() => jwt.verify(first.token, secrets.access)).toThrow();
    t.advance(7 * 86_400_000 + 1000);
    expect(() => t.verifyRefresh(first.token)).toThrow(TokenExpiredError);
    expect(t.verifyRefresh(first.token, { ignoreExpiration: true }).sid).toBe('s');
  });

  it('refuse an access token', () => {
    const t = tokens();
    const token = t.signAccess({ userId: 'u', sessionId: 's', role: 'POLICIA' });
    expect(() => t.verifyRefresh(token)).toThrow(UnauthenticatedError);
  });
});

describe('over HTTP', () => {
  it('answers 401 for each forged token, never a 500', async () => {
    const app = await createTestApp();
    const { accessToken, refreshToken } = await signInAs(app, 'POLICIA');
    const [header, payload, signature] = accessToken.split('.');
    const promoted = base64url({
      ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
      role: 'ADMINISTRADOR',
    });
    const forged = [
      `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      `${header}.${promoted}.${signature}`,
      refreshToken,
    ];
    for (const token of forged) {
      const rest = await app.request
        .get('/api/common/user')
        .set('authorization', `Bearer ${token}`);
      expect(rest.status).toBe(401);
      expect(rest.body.error).toBe('UNAUTHENTICATED');
      const graphql = await app.graphql('{ me { id } }', {}, token);
      expect(graphql.status).toBe(401);
      expect(graphql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
  });
});
