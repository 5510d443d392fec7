/**
 * The addresses the staff application answers besides its pages under /admin: its sign-in
 * pages and its account steps. The server sends the application for these and for /admin/…,
 * and a 404 page for any other unknown address; the client's router declares the same ones
 * (a test compares them).
 */
export const STAFF_APP_PATHS = [
  '/sign-in',
  '/auth/sign-in',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/unlock-session',
  '/sign-out',
  '/change-password',
] as const;

/** Where the staff pages live. */
export const STAFF_APP_ROOT = '/admin';

/** True for an address the staff application answers (a trailing slash allowed). */
export function isStaffAppPath(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (
    trimmed === STAFF_APP_ROOT ||
    trimmed.startsWith(`${STAFF_APP_ROOT}/`) ||
    (STAFF_APP_PATHS as readonly string[]).includes(trimmed)
  );
}
