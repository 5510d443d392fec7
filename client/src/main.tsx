import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n';
import { Startup } from './Startup';
import { isSignInPath } from './session/redirect';
import { SessionProvider } from './session/SessionContext';
import { Session } from './session/session';
import { headsToShell, StaffSkeleton } from './shell/StaffSkeleton';
import './theme/global.css';

// The first load holds React, i18next, the session and the sign-in page, nothing more: antd,
// Apollo and the router come with the application (StaffApp.tsx), loaded by Startup.
const session = new Session();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from admin.html');

void initI18n({ signInFirst: isSignInPath(window.location.pathname) });
createRoot(container).render(
  <StrictMode>
    {/* Until the dictionary arrives: the frame of what is coming, without words. */}
    <Suspense fallback={<StaffSkeleton shell={headsToShell(window.location.pathname, false)} />}>
      <SessionProvider session={session}>
        <Startup />
      </SessionProvider>
    </Suspense>
  </StrictMode>,
);
