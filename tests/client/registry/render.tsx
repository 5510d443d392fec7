import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { configure, render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SessionProvider } from '../../../client/src/areas/auth/SessionContext';
import { testSession, user } from '../auth/fixtures';

// antd's first render of a table or a drawer takes its time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/** What each role gets from the server's permission table for the tourism registries. */
export const PERMISSIONS = {
  ADMINISTRADOR: [
    'guides:read',
    'guides:create',
    'guides:update',
    'guides:delete',
    'audit-trail:read',
  ],
  DIRCETUR: ['guides:read', 'guides:create', 'guides:update', 'guides:delete'],
  POLICIA: ['guides:read'],
} as const;

/**
 * A registry page at `path` with a signed-in user of `role` and Apollo answering from `mocks`;
 * `location()` tells where the router is now.
 */
export function renderRegistryPage(
  element: ReactElement,
  {
    path = '/admin/guias-turismo',
    role = 'ADMINISTRADOR',
    mocks = [],
  }: {
    path?: string;
    role?: keyof typeof PERMISSIONS;
    mocks?: MockLink.MockedResponse[];
  } = {},
) {
  const session = testSession({});
  session.signedIn({
    accessToken: 'access-token',
    user: { ...user(role), permissions: [...PERMISSIONS[role]] },
  });
  const router = createMemoryRouter([{ path: '/admin/guias-turismo', element }], {
    initialEntries: [path],
  });
  render(
    <App>
      <SessionProvider session={session}>
        <MockedProvider mocks={mocks}>
          <RouterProvider router={router} />
        </MockedProvider>
      </SessionProvider>
    </App>,
  );
  return { location: () => `${router.state.location.pathname}${router.state.location.search}` };
}
