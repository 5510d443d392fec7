import { type ComponentType, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  type RouteObject,
  ScrollRestoration,
  useLocation,
} from 'react-router-dom';
import { HOME_PAGE, STAFF_PAGES, type StaffPage, staffPageLink } from '../../shared/staff-pages';
import { LeaveGuard } from './forms/LeaveGuard';
import { RedirectIfSignedIn, RequirePermission, RequireSignedIn } from './session/guards';
import type { Session } from './session/session';
import { headsToShell, StaffSkeleton } from './shell/StaffSkeleton';

const page = {
  signIn: async () => ({
    Component: (await import('./areas/auth/RoutedSignInPage')).RoutedSignInPage,
  }),
  signUp: async () => ({ Component: (await import('./areas/auth/SignUpPage')).SignUpPage }),
  forgotPassword: async () => ({
    Component: (await import('./areas/auth/ForgotPasswordPage')).ForgotPasswordPage,
  }),
  resetPassword: async () => ({
    Component: (await import('./areas/auth/ResetPasswordPage')).ResetPasswordPage,
  }),
  unlockSession: async () => ({
    Component: (await import('./areas/auth/UnlockSessionPage')).UnlockSessionPage,
  }),
  signOut: async () => ({ Component: (await import('./areas/auth/SignOutPage')).SignOutPage }),
  changePassword: async () => ({
    Component: (await import('./areas/auth/ChangePasswordPage')).ChangePasswordPage,
  }),
  adminShell: async () => ({ Component: (await import('./shell/layouts/AdminShell')).AdminShell }),
} satisfies Record<string, RouteObject['lazy']>;

/** Each staff page's component: client/src/areas/<id>/<Id>Page.tsx exports <Id>Page. */
const PAGE_MODULES = import.meta.glob<Record<string, ComponentType>>('./areas/*/*Page.tsx');

const pascalCase = (id: string) =>
  id.replace(/(?:^|-)([a-z])/g, (_whole, letter: string) => letter.toUpperCase());

function staffPage(page: StaffPage): RouteObject['lazy'] {
  const name = `${pascalCase(page.id)}Page`;
  const load = PAGE_MODULES[`./areas/${page.id}/${name}.tsx`];
  // Fails on building the routes, so a page without its component never passes the tests.
  if (!load) throw new Error(`The staff page ${page.id} has no ${page.id}/${name}.tsx`);
  return async () => ({ Component: (await load())[name] });
}

/**
 * Fetches the shell and the home page ahead of need, while the person signs in: the first page
 * after signing in then shows without waiting for them.
 */
export function preloadHome(): void {
  void page.adminShell();
  void PAGE_MODULES[`./areas/${HOME_PAGE.id}/${pascalCase(HOME_PAGE.id)}Page.tsx`]?.();
}

/** While the session is restored and the first route's code arrives. */
function StartingUp({ session }: { session: Session }) {
  const { t } = useTranslation();
  const signedIn = session.getState().status === 'signed-in';
  return (
    <StaffSkeleton
      shell={headsToShell(window.location.pathname, signedIn)}
      label={t('shell.loading.label')}
    />
  );
}

function Root() {
  return (
    <LeaveGuard>
      <ScrollRestoration />
      <Outlet />
    </LeaveGuard>
  );
}

/** Sends an old address on to `to`, keeping what it carried: `?layout=`, a search, a fragment. */
function MovedTo({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

/** `/` is the tourists' page, a separate page of the server: reach it with a full page load. */
function PublicPage() {
  useEffect(() => window.location.assign('/'), []);
  return null;
}

/**
 * The routes of the staff application (spec §2). The root waits for the session to be restored
 * from the refresh cookie before any guard decides; the guards then follow the session as it
 * changes (sign-in, sign-out, lock, another tab).
 */
export function createRoutes(session: Session): RouteObject[] {
  return [
    {
      id: 'root',
      Component: Root,
      HydrateFallback: () => <StartingUp session={session} />,
      loader: async () => {
        await session.restore();
        return null;
      },
      shouldRevalidate: () => false,
      children: [
        { index: true, Component: PublicPage },
        {
          Component: RedirectIfSignedIn,
          children: [
            { path: 'sign-in', lazy: page.signIn },
            { path: 'auth/sign-in', lazy: page.signIn },
            { path: 'sign-up', lazy: page.signUp },
            { path: 'forgot-password', lazy: page.forgotPassword },
            { path: 'reset-password', lazy: page.resetPassword },
          ],
        },
        { path: 'unlock-session', lazy: page.unlockSession },
        {
          Component: RequireSignedIn,
          children: [
            { path: 'sign-out', lazy: page.signOut },
            { path: 'change-password', lazy: page.changePassword },
            {
              path: 'admin',
              lazy: page.adminShell,
              children: [
                { index: true, element: <Navigate to={HOME_PAGE.path} replace /> },
                ...STAFF_PAGES.flatMap((page: StaffPage) => [
                  {
                    path: page.path,
                    element: <RequirePermission area={page.area} action={page.action} />,
                    children: [{ index: true, lazy: staffPage(page) }],
                  },
                  // Bookmarks, shortcuts and stored links of a page's old addresses keep working.
                  ...(page.formerPaths ?? []).map((path) => ({
                    path,
                    element: <MovedTo to={staffPageLink(page)} />,
                  })),
                ]),
              ],
            },
          ],
        },
        { path: '*', element: <Navigate to="/auth/sign-in" replace /> },
      ],
    },
  ];
}

export function createRouter(session: Session) {
  return createBrowserRouter(createRoutes(session));
}
