import type { Role } from '../../generated/graphql';
import { createTestApp } from './app';
import { type StaffClient, staffClient } from './apps';
import { signInAs } from './auth';

/**
 * A fresh app whose clock reads `instant` (and runs on from there), with a signed-in member of
 * staff: for answers made from the request's date, such as the dashboards.
 */
export async function appAt(
  instant: string,
  role: Role = 'DIRCETUR',
): Promise<{ app: Awaited<ReturnType<typeof createTestApp>>; client: StaffClient }> {
  const app = await createTestApp();
  // The clock is signed in on too, so it moves before anybody signs in.
  app.clock.advance(Date.parse(instant) - app.clock.now());
  return { app, client: staffClient(app, (await signInAs(app, role)).accessToken) };
}
