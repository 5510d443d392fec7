// Shared set-up of the toolbar and quick-chat tests, and of staff pages tested alone (assistant,
// emergency numbers): translations, providers, router, GraphQL mocks.

import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { type DocumentNode, GraphQLError } from 'graphql';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import en from '../../client/public/i18n/en.json';
import es from '../../client/public/i18n/es.json';
import tr from '../../client/public/i18n/tr.json';
import { SessionProvider } from '../../client/src/session/SessionContext';
import { Session } from '../../client/src/session/session';

// A panel test clicks through antd popovers and forms: a few seconds on a busy two-core machine,
// past vitest's 5 s default there. The tests assert calls and states, never durations.
vi.setConfig({ testTimeout: 20_000 });

// The application loads dictionaries over HTTP; the tests hand them over directly. English, so
// assertions read like the specification's texts.
await i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'es',
  resources: { es: { translation: es }, en: { translation: en }, tr: { translation: tr } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

export { i18next };

export type Mock = MockLink.MockedResponse;

/**
 * A mocked operation answering `data` (or what `data(variables)` returns), usable `times` times;
 * `calls` counts how often it answered.
 */
export function mock<TData extends Record<string, unknown>>(
  query: DocumentNode,
  variables: Record<string, unknown> | undefined,
  data: TData | ((variables: Record<string, unknown>) => TData),
  times = 1,
) {
  const result = vi.fn((vars: Record<string, unknown>) => ({
    data: typeof data === 'function' ? (data as (v: Record<string, unknown>) => TData)(vars) : data,
  }));
  const response: Mock = {
    request: { query, variables },
    result,
    maxUsageCount: times,
  };
  return Object.assign(response, { calls: result });
}

/** A mocked creation refused because the user holds `limit` records of `collection` already. */
export function limitReached(
  query: DocumentNode,
  variables: Record<string, unknown>,
  collection: string,
  limit: number,
): Mock {
  const error = new GraphQLError(`At most ${limit} per user; delete some to add more`, {
    extensions: { code: 'LIMIT_REACHED', collection, limit },
  });
  return { request: { query, variables }, result: { errors: [error] } };
}

/** A mocked operation answering with a GraphQL error. */
export function failing(query: DocumentNode, variables?: Record<string, unknown>): Mock {
  return { request: { query, variables }, error: new Error('refused') };
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** A session signed in as a DIRCETUR: the pages a shortcut may lead to follow its permissions. */
function signedInSession() {
  const session = new Session({ channel: null });
  session.signedIn({
    accessToken: 'test-token',
    user: {
      id: 'u-dircetur',
      username: 'dircetur',
      email: 'dircetur@turismo.cusco.pe',
      name: 'Personal DIRCETUR',
      role: 'DIRCETUR',
      avatar: null,
      permissions: ['guides:read', 'travel-agencies:read', 'lodgings:read'],
      mustChangePassword: false,
    },
  });
  return session;
}

/** Renders inside antd (no motion), Apollo's MockedProvider and a memory router at `path`. */
export function renderWithShell(
  ui: ReactElement,
  { mocks = [] as Mock[], path = '/admin/inicio' } = {},
) {
  return render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <AntApp>
        <SessionProvider session={signedInSession()}>
          <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route
                  path="*"
                  element={
                    <>
                      {ui}
                      <Location />
                    </>
                  }
                />
              </Routes>
            </MemoryRouter>
          </MockedProvider>
        </SessionProvider>
      </AntApp>
    </ConfigProvider>,
  );
}

/** Where the router is now. */
export const currentPath = (container: ParentNode = document) =>
  container.querySelector('[data-testid="location"]')?.textContent;
