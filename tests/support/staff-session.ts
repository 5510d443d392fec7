import type { SessionGrant } from '../../client/src/session/auth-api';
import { Session } from '../../client/src/session/session';
import type { NavItem } from '../../client/src/shell/navigation/types';
import type { SessionUserFragment } from '../../generated/client';
import { staffMenus } from '../../server/areas/navigation/menus';
import type { NavigationItemRecord } from '../../server/areas/navigation/model';
import { itemsForRole } from '../../server/areas/navigation/service';
import { permissionsFor } from '../../server/security/permissions';
import { navItem } from './nav-items';

type Role = 'ADMINISTRADOR' | 'DIRCETUR' | 'POLICIA';

export function user(role: Role = 'ADMINISTRADOR'): SessionUserFragment {
  const username = role === 'ADMINISTRADOR' ? 'admin' : role.toLowerCase();
  return {
    id: `user-${username}`,
    username,
    email: `${username}@turismo.cusco.pe`,
    name: `Nombre ${username}`,
    role,
    avatar: null,
    // The server's own table, so the client is tested against what the server grants.
    permissions: permissionsFor(role),
    mustChangePassword: false,
  };
}

export function grant(accessToken: string, role: Role = 'ADMINISTRADOR'): SessionGrant {
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

/** A navigation item of the server as the `navigation` query answers it: every field, null when unset. */
function asAnswer(item: NavigationItemRecord): NavItem {
  return navItem({
    ...(item as Partial<NavItem>),
    badge: null,
    classes: null,
    children: item.children ? item.children.map(asAnswer) : null,
  } as NavItem);
}

/**
 * A fetch answering the shell's own queries as the server would for the role `roleOf` gives (its
 * menus, filtered by the server's own rules, and the signed-in user); other operations get empty
 * data.
 */
export function shellFetch(roleOf: () => Role): typeof globalThis.fetch {
  return async (_url, init) => {
    const role = roleOf();
    const me = { __typename: 'User', presence: 'online', ...user(role) };
    const { operationName } = JSON.parse(String(init?.body ?? '{}')) as { operationName?: string };
    if (operationName === 'Navigation') {
      const menus = Object.fromEntries(
        Object.entries(staffMenus()).map(([id, items]) => [
          id,
          itemsForRole(items, role).map(asAnswer),
        ]),
      );
      return json({ data: { navigation: { __typename: 'Navigation', ...menus } } });
    }
    if (['ShellUser', 'Profile', 'Me'].includes(operationName ?? '')) return json({ data: { me } });
    return json({ data: {} });
  };
}
