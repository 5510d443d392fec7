import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthNavigation } from './areas/auth/AuthLink';
import { SignInPage } from './areas/auth/SignInPage';
import { readWholeDictionaries } from './i18n';
import { isSignInPath } from './session/redirect';
import { useSession, useSessionState } from './session/SessionContext';
import { headsToShell, StaffSkeleton } from './shell/StaffSkeleton';

let loading: Promise<typeof import('./StaffApp')> | null = null;
/**
 * The staff application's code (antd, Apollo, the router, the shell) and its whole dictionary,
 * fetched once: it shows once both are here.
 */
const loadStaffApp = () => {
  loading ??= Promise.all([import('./StaffApp'), readWholeDictionaries()]).then(([app]) => app);
  return loading;
};
const StaffApp = lazy(async () => ({ default: (await loadStaffApp()).StaffApp }));

let prefetched = false;
/** Fetches the application and the home page once, ahead of the sign-in. */
const prefetch = () => {
  if (prefetched) return;
  prefetched = true;
  void loadStaffApp().then((app) => app.preloadHome());
};
/** What tells that the person has started on the form. */
const FIRST_MOVES = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * The first screen of the staff application. On the sign-in page, the form shows at once, built
 * without antd, Apollo or the router (the whole first load on a police phone); the application
 * is fetched while the person types and takes over once they are signed in or leave the page.
 * Everywhere else the application loads straight away, behind a skeleton of what is coming.
 */
export function Startup() {
  const { t } = useTranslation();
  const session = useSession();
  const state = useSessionState();
  const [left, setLeft] = useState(false);
  const signingIn = !left && state.status !== 'signed-in' && isSignInPath(window.location.pathname);

  useEffect(() => {
    void session.restore();
  }, [session]);

  useEffect(() => {
    // Once the application is up, it stays: its router follows every later change.
    if (!signingIn) setLeft(true);
  }, [signingIn]);

  // Fetched once the person starts on the form, in parallel with the typing: never competing
  // with the form's own first load on a slow line, nor running its code while the form is
  // still being drawn.
  useEffect(() => {
    if (!signingIn) return;
    for (const move of FIRST_MOVES) document.addEventListener(move, prefetch, true);
    return () => {
      for (const move of FIRST_MOVES) document.removeEventListener(move, prefetch, true);
    };
  }, [signingIn]);

  const leave = useCallback((to: string) => {
    window.history.pushState(null, '', to);
    setLeft(true);
  }, []);

  if (signingIn) {
    return (
      <AuthNavigation.Provider value={leave}>
        <SignInPage />
      </AuthNavigation.Provider>
    );
  }
  const shell = headsToShell(window.location.pathname, state.status === 'signed-in');
  return (
    <Suspense fallback={<StaffSkeleton shell={shell} label={t('shell.loading.label')} />}>
      <StaffApp session={session} />
    </Suspense>
  );
}
