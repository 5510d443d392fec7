import { useEffect } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  type RouteObject,
  ScrollRestoration,
} from 'react-router-dom';
import { LeaveGuard } from './forms/LeaveGuard';
import { RedirectIfSignedIn, RequirePermission, RequireSignedIn } from './session/guards';
import type { Session } from './session/session';
import { FullPageSpin } from './shell/FullPageSpin';
import { SECTIONS } from './shell/sections';

const page = {
  signIn: async () => ({ Component: (await import('./areas/auth/SignInPage')).SignInPage }),
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
  overview: async () => ({
    Component: (await import('./areas/overview/OverviewPage')).OverviewPage,
  }),
  emergencyContacts: async () => ({
    Component: (await import('./areas/emergency-contacts/EmergencyContactsPage'))
      .EmergencyContactsPage,
  }),
  guides: async () => ({ Component: (await import('./areas/guides/GuidesPage')).GuidesPage }),
  users: async () => ({ Component: (await import('./areas/users/UsersPage')).UsersPage }),
  police: async () => ({ Component: (await import('./areas/police/PolicePage')).PolicePage }),
  jurisdictions: async () => ({
    Component: (await import('./areas/jurisdictions/JurisdictionsPage')).JurisdictionsPage,
  }),
  travelAgencies: async () => ({
    Component: (await import('./areas/travel-agencies/TravelAgenciesPage')).TravelAgenciesPage,
  }),
  assistant: async () => ({
    Component: (await import('./areas/assistant/AssistantTopicsPage')).AssistantTopicsPage,
  }),
  incidents: async () => ({
    Component: (await import('./areas/incidents/IncidentsPage')).IncidentsPage,
  }),
  lodgings: async () => ({
    Component: (await import('./areas/lodgings/LodgingsPage')).LodgingsPage,
  }),
} satisfies Record<string, RouteObject['lazy']>;

/** The page of each section of the staff application: a section without one fails typecheck. */
const SECTION_PAGES: Record<(typeof SECTIONS)[number]['path'], RouteObject['lazy']> = {
  inicio: page.overview,
  'guias-turismo': page.guides,
  'policias/lista': page.police,
  'policias/jurisdiccion': page.jurisdictions,
  'agencias-viaje': page.travelAgencies,
  hospedajes: page.lodgings,
  denuncias: page.incidents,
  'telefonos-emergencia': page.emergencyContacts,
  'asistente-virtual': page.assistant,
  usuarios: page.users,
};

function Root() {
  return (
    <LeaveGuard>
      <ScrollRestoration />
      <Outlet />
    </LeaveGuard>
  );
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
      HydrateFallback: () => <FullPageSpin />,
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
                { index: true, element: <Navigate to="inicio" replace /> },
                // The landing page's first address: bookmarks, shortcuts and stored links keep working.
                { path: 'example', element: <Navigate to="/admin/inicio" replace /> },
                ...SECTIONS.map((section) => ({
                  path: section.path,
                  element: (
                    <RequirePermission
                      area={'area' in section ? section.area : undefined}
                      action={'action' in section ? section.action : undefined}
                    />
                  ),
                  children: [{ index: true, lazy: SECTION_PAGES[section.path] }],
                })),
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
