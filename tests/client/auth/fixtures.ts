import type { SessionGrant } from '../../../client/src/areas/auth/auth-api';
import { Session } from '../../../client/src/areas/auth/session';
import type { SessionUserFragment } from '../../../generated/client';

/** The permissions the server's table gives each role, reduced to what the client reads. */
const READS = {
  ADMINISTRADOR: ['users', 'guides', 'travel-agencies', 'lodgings', 'police', 'jurisdictions'],
  DIRCETUR: ['guides', 'travel-agencies', 'lodgings'],
  POLICIA: ['police', 'jurisdictions'],
} as const;

export function user(role: keyof typeof READS = 'ADMINISTRADOR'): SessionUserFragment {
  const username = role === 'ADMINISTRADOR' ? 'admin' : role.toLowerCase();
  return {
    id: `user-${username}`,
    username,
    email: `${username}@turismo.cusco.pe`,
    name: `Nombre ${username}`,
    role,
    avatar: null,
    permissions: [...READS[role].map((area) => `${area}:read`), 'profile:read'],
  };
}

export function grant(
  accessToken: string,
  role: keyof typeof READS = 'ADMINISTRADOR',
): SessionGrant {
  return { accessToken, user: user(role) };
}

/** A session with no network, no other tabs and no real lock; `refresh` and `signOut` are spies. */
export function testSession(options: {
  refresh?: () => Promise<SessionGrant>;
  signOut?: () => Promise<void>;
}) {
  return new Session({
    refresh: options.refresh ?? (() => Promise.reject(new Error('no refresh in this test'))),
    signOut: options.signOut ?? (() => Promise.resolve()),
    tabLock: (_name, task) => task(),
    channel: null,
  });
}

export function json(body: unknown, status = 200, contentType = 'application/json'): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': `${contentType}; charset=utf-8` },
  });
}

/** A GraphQL error answer as the server sends it. */
export function graphQLError(code: string, message: string, status: number, contentType?: string) {
  return json(
    { errors: [{ message, extensions: { code } }], data: null },
    status,
    contentType ?? 'application/graphql-response+json',
  );
}

/** Resolves after the pending promise callbacks and a macrotask have run. */
export const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
