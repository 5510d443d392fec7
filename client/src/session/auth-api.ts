import type { SessionUserFragment } from '../../../generated/client';

/** A signed-in session as the client keeps it: the access token and who it belongs to. */
export interface SessionGrant {
  accessToken: string;
  user: SessionUserFragment;
}

/** The server refused the refresh: the session is over (or there never was one). */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError';
}

/** The refresh did not reach a verdict (network down, server error): nothing is known. */
export class RefreshUnavailableError extends Error {
  override readonly name = 'RefreshUnavailableError';
}

/**
 * The two calls of the web client that act on the refresh cookie. The cookie is sent only to
 * /api/auth (its Path), never to /graphql, so these are REST calls; a JSON body is required by
 * the server so that no other site can make a browser send them without a preflight.
 */
const post = (path: string) =>
  fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: '{}',
  });

/**
 * Trades the refresh cookie for a new access token (and a new cookie). The refresh token in the
 * answer's body is dropped here: the web client keeps it only in the HttpOnly cookie.
 */
export async function requestRefresh(): Promise<SessionGrant> {
  let response: Response;
  try {
    response = await post('/api/auth/refresh');
  } catch (error) {
    throw new RefreshUnavailableError('Refresh request failed', { cause: error });
  }
  // 204: this browser holds no session at all (the usual answer on the sign-in page).
  if (response.status === 204) throw new SessionEndedError('No session');
  if (response.status >= 400 && response.status < 500) {
    throw new SessionEndedError(`Refresh refused (${response.status})`);
  }
  if (!response.ok) throw new RefreshUnavailableError(`Refresh failed (${response.status})`);
  const body = (await response.json().catch(() => null)) as {
    accessToken?: unknown;
    user?: SessionUserFragment;
  } | null;
  if (typeof body?.accessToken !== 'string' || !body.user) {
    throw new RefreshUnavailableError('Refresh answer malformed');
  }
  const { id, username, email, name, role, avatar, permissions, mustChangePassword } = body.user;
  return {
    accessToken: body.accessToken,
    user: { id, username, email, name, role, avatar, permissions, mustChangePassword },
  };
}

/** Ends the cookie's session on the server and clears the cookie. Failures are not fatal. */
export async function requestSignOut(): Promise<void> {
  try {
    await post('/api/auth/sign-out');
  } catch {
    // Offline: the cookie stays until its session expires; this tab forgets the session anyway.
  }
}
