import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ForbiddenPage } from '../shell/ForbiddenPage';
import { FullPageSpin } from '../shell/FullPageSpin';
import { StaffSkeleton } from '../shell/StaffSkeleton';
import { redirectTarget, signInPathFor } from './redirect';
import { useSessionState } from './SessionContext';
import { canRead, type PermissionAction } from './session';

/** Where an account with a temporary password must go first. */
export const CHANGE_PASSWORD_PATH = '/change-password';

/** The pages an account with a temporary password may open: changing it, and leaving. */
const OPEN_BEFORE_PASSWORD_CHANGE = new Set([CHANGE_PASSWORD_PATH, '/sign-out']);

/**
 * Routes for signed-in staff. Signed out: to /sign-in with the requested URL as redirectURL
 * (not for /sign-out). Locked: to the lock screen, which comes back here once unlocked. An
 * account with a temporary password: to /change-password (the server refuses it everything
 * else), which comes back here once it is changed.
 */
export function RequireSignedIn() {
  const state = useSessionState();
  const { pathname, search, hash } = useLocation();
  if (state.status === 'unknown') return <FullPageSpin />;
  const url = `${pathname}${search}${hash}`;
  if (state.status === 'signed-out') return <Navigate to={signInPathFor(url)} replace />;
  if (state.status === 'locked') {
    return <Navigate to={`/unlock-session?${new URLSearchParams({ redirectURL: url })}`} replace />;
  }
  if (state.user.mustChangePassword && !OPEN_BEFORE_PASSWORD_CHANGE.has(pathname)) {
    const back = new URLSearchParams({ redirectURL: url });
    return <Navigate to={`${CHANGE_PASSWORD_PATH}?${back}`} replace />;
  }
  return <Outlet />;
}

/**
 * The sign-in family's pages, for visitors who are not signed in. A signed-in visitor goes to
 * the page of a safe redirectURL, else to /admin/inicio: this is also how a sign-in ends.
 */
export function RedirectIfSignedIn() {
  const { t } = useTranslation();
  const state = useSessionState();
  const { search } = useLocation();
  if (state.status === 'unknown') return <FullPageSpin />;
  if (state.status === 'signed-in') {
    // The skeleton stays while the router fetches the next page's code: no white screen.
    return (
      <>
        <StaffSkeleton shell label={t('shell.loading.label')} />
        <Navigate to={redirectTarget(search)} replace />
      </>
    );
  }
  return <Outlet />;
}

/**
 * A section of one permission area: the 403 page when the user's role may not take `action`
 * there (read, unless the section is for changing what everybody may read).
 */
export function RequirePermission({
  area,
  action,
  children,
}: {
  area?: string;
  action?: PermissionAction;
  children?: ReactNode;
}) {
  const state = useSessionState();
  const user = state.status === 'signed-in' ? state.user : null;
  if (!canRead(user, area, action)) return <ForbiddenPage />;
  return children ?? <Outlet />;
}
