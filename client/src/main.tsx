import { ApolloProvider } from '@apollo/client/react';
import { App as AntApp, ConfigProvider, Spin } from 'antd';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from './apollo/client';
import { initI18n } from './i18n';
import { isLanguageId } from './i18n/languages';
import { createRouter } from './router';
import { SessionProvider } from './session/SessionContext';
import { Session } from './session/session';
import { ShellConfigProvider, useShellConfig } from './shell/config/ShellConfigProvider';
import { ANTD_LOCALES } from './theme';
import './theme/global.css';

const session = new Session();
const apollo = createApolloClient(session);
const router = createRouter(session);

function Root() {
  const { i18n } = useTranslation();
  const { antdTheme } = useShellConfig();
  const language = isLanguageId(i18n.language) ? i18n.language : 'es';
  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} theme={antdTheme}>
      <AntApp>
        <SessionProvider session={session}>
          <ApolloProvider client={apollo}>
            <RouterProvider router={router} />
          </ApolloProvider>
        </SessionProvider>
      </AntApp>
    </ConfigProvider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from admin.html');

void initI18n();
createRoot(container).render(
  <StrictMode>
    <Suspense fallback={<Spin fullscreen />}>
      <ShellConfigProvider>
        <Root />
      </ShellConfigProvider>
    </Suspense>
  </StrictMode>,
);
