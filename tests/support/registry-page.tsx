import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { configure, render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SessionProvider } from '../../client/src/session/SessionContext';
import { testSession, user } from './staff-session';

// antd's first render of a table or a drawer takes its time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

type Role = 'ADMINISTRADOR' | 'DIRCETUR' | 'POLICIA';

/**
 * A registry page at `path` with a signed-in user of `role` (with the permissions the server's
 * table gives that role, unless `permissions` says otherwise) and Apollo answering from `mocks`;
 * `location()` tells where the router is now.
 */
export function renderRegistryPage(
  element: ReactElement,
  {
    path = '/admin/guias-turismo',
    role = 'ADMINISTRADOR',
    mocks = [],
    permissions,
  }: {
    path?: string;
    role?: Role;
    mocks?: MockLink.MockedResponse[];
    permissions?: readonly string[];
  } = {},
) {
  const session = testSession({});
  session.signedIn({
    accessToken: 'access-token',
    user: permissions ? { ...user(role), permissions: [...permissions] } : user(role),
  });
  // The page answers at the path it is opened on.
  const route = new URL(path, 'http://localhost').pathname;
  const router = createMemoryRouter([{ path: route, element }], {
    initialEntries: [path],
  });
  // Without motion a closed drawer or modal leaves the page at once, as it does after its
  // animation in a browser.
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App>
        <SessionProvider session={session}>
          <MockedProvider mocks={mocks}>
            <RouterProvider router={router} />
          </MockedProvider>
        </SessionProvider>
      </App>
    </ConfigProvider>,
  );
  return { location: () => `${router.state.location.pathname}${router.state.location.search}` };
}
