import type { Role } from '../../generated/graphql';
import type { SessionUser } from '../../server/security/authenticate';
import { DEMO_PASSWORD } from '../../server/security/passwords';
import type { TestApp } from './app';

export { DEMO_PASSWORD };

/** The seeded demo accounts, by role. */
export const DEMO = {
  ADMINISTRADOR: { id: 'user-admin', username: 'admin', email: 'admin@turismo.cusco.pe' },
  DIRCETUR: { id: 'user-dircetur', username: 'dircetur', email: 'dircetur@turismo.cusco.pe' },
  POLICIA: { id: 'user-policia', username: 'policia', email: 'policia@turismo.cusco.pe' },
} as const satisfies Record<Role, { id: string; username: string; email: string }>;

export const ROLES = Object.keys(DEMO) as Role[];

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  /** The Set-Cookie header of the answer. */
  cookies: string[];
  body: Record<string, unknown>;
}

/** Signs a demo account in through POST /api/auth/login. */
export async function signInAs(
  app: TestApp,
  role: Role,
  password = DEMO_PASSWORD,
): Promise<SignedIn> {
  const response = await app.request
    .post('/api/auth/login')
    .send({ login: DEMO[role].username, password });
  if (response.status !== 200) {
    throw new Error(
      `sign-in as ${role} failed: ${response.status} ${JSON.stringify(response.body)}`,
    );
  }
  return {
    accessToken: response.body.accessToken,
    refreshToken: response.body.refreshToken,
    cookies: setCookies(response.headers),
    body: response.body,
  };
}

/** An access token of a real session that expired an hour ago. */
export async function expiredAccessToken(app: TestApp, role: Role): Promise<string> {
  const { accessToken } = await signInAs(app, role);
  const claims = app.auth.tokens.verifyAccess(accessToken);
  app.clock.advance(-3_600_000);
  try {
    return app.auth.tokens.signAccess({ userId: claims.sub, sessionId: claims.sid, role });
  } finally {
    app.clock.advance(3_600_000);
  }
}

export function setCookies(headers: Record<string, unknown>): string[] {
  const value = headers['set-cookie'];
  if (value === undefined) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

/** The value of the refresh cookie in a Set-Cookie list, or undefined. */
export function refreshCookieValue(cookies: string[]): string | undefined {
  for (const cookie of cookies) {
    const match = /^tsc_refresh=([^;]*)/.exec(cookie);
    if (match) return decodeURIComponent(match[1] ?? '');
  }
  return undefined;
}

/** The session of a demo account as services see it, for calling services without HTTP. */
export function sessionOf(role: Role): SessionUser {
  return { id: DEMO[role].id, role, sessionId: `session-${role}` };
}

/** supertest calls carrying a Bearer token. */
export function withToken(app: TestApp, token: string) {
  const bearer = `Bearer ${token}`;
  return {
    get: (url: string) => app.request.get(url).set('authorization', bearer),
    post: (url: string, body: unknown = {}) =>
      app.request
        .post(url)
        .set('authorization', bearer)
        .send(body as object),
    patch: (url: string, body: unknown = {}) =>
      app.request
        .patch(url)
        .set('authorization', bearer)
        .send(body as object),
    put: (url: string, body: unknown = {}) =>
      app.request
        .put(url)
        .set('authorization', bearer)
        .send(body as object),
    delete: (url: string) => app.request.delete(url).set('authorization', bearer),
    graphql: (query: string, variables?: Record<string, unknown>) =>
      app.graphql(query, variables, token),
  };
}
