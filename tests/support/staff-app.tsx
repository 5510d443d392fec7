import { ApolloProvider } from '@apollo/client/react';
import { configure, render } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import es from '../../client/public/i18n/es.json';
import { createApolloClient } from '../../client/src/apollo/client';
import { createRoutes } from '../../client/src/router';
import { SessionProvider } from '../../client/src/session/SessionContext';
import type { Session } from '../../client/src/session/session';
import { ShellConfigProvider } from '../../client/src/shell/config/ShellConfigProvider';
import { shellFetch } from './staff-session';

// The first render of a lazy page loads antd: more than the default second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/** The staff application's i18n with the Spanish dictionary loaded from disk. */
export async function spanish() {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: 'es',
      resources: { es: { translation: es } },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
}

function signedInRole(session: Session) {
  const state = session.getState();
  return 'user' in state ? state.user.role : 'ADMINISTRADOR';
}

/** The whole staff application at `path`, in memory, with `fetch` answering /graphql. */
export function renderApp(session: Session, path: string, fetch?: typeof globalThis.fetch) {
  const router = createMemoryRouter(createRoutes(session), { initialEntries: [path] });
  const client = createApolloClient(session, {
    fetch: fetch ?? shellFetch(() => signedInRole(session)),
  });
  render(
    <ShellConfigProvider>
      <SessionProvider session={session}>
        <ApolloProvider client={client}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </SessionProvider>
    </ShellConfigProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, location };
}
