import { ApolloProvider } from '@apollo/client/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from './apollo/client';
import { isLanguageId } from './i18n/languages';
import { createRouter } from './router';
import type { Session } from './session/session';
import { ShellConfigProvider, useShellConfig } from './shell/config/ShellConfigProvider';
import { ANTD_LOCALES } from './theme';

export { preloadHome } from './router';

/**
 * The staff application: antd, Apollo and the router over one session. Loaded after the first
 * screen (client/src/Startup.tsx), so that the sign-in page does not wait for it.
 */
export function StaffApp({ session }: { session: Session }) {
  return (
    <ShellConfigProvider>
      <Themed session={session} />
    </ShellConfigProvider>
  );
}

function Themed({ session }: { session: Session }) {
  const { i18n } = useTranslation();
  const { antdTheme } = useShellConfig();
  // Created once: the application mounts once per page load.
  const [apollo] = useState(() => createApolloClient(session));
  const [router] = useState(() => createRouter(session));
  const language = isLanguageId(i18n.language) ? i18n.language : 'es';
  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} theme={antdTheme}>
      <AntApp>
        <ApolloProvider client={apollo}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </AntApp>
    </ConfigProvider>
  );
}
