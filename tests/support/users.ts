import type { Role } from '../../generated/graphql';
import { COLLECTIONS } from '../../server/areas';
import type { UserRecord } from '../../server/areas/users/model';
import type { SessionUser } from '../../server/security/authenticate';
import { exportData } from '../../server/store/export';
import type { Store } from '../../server/store/types';
import { testContext } from './context';

/** A complete staff account; the hash is not a real one (nobody signs in with it). */
export function makeUser(id: string, overrides: Partial<UserRecord> = {}): UserRecord {
  const at = '2026-01-01T00:00:00.000Z';
  return {
    id,
    username: id,
    email: `${id}@turismo.cusco.pe`,
    name: `Persona ${id}`,
    role: 'DIRCETUR',
    avatar: null,
    status: 'ACTIVO',
    presence: 'online',
    passwordHash: '$argon2id$v=19$m=1024,t=1,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA',
    mustChangePassword: false,
    createdAt: at,
    updatedAt: at,
    lastSignInAt: null,
    ...overrides,
  };
}

/** A service context on `store`, signed in as the account `id` with `role`. */
export function contextAs(store: Store, id: string, role: Role = 'ADMINISTRADOR', extra = {}) {
  const user: SessionUser = { id, role, sessionId: `session-${id}`, ...extra };
  return testContext({ store, user });
}

/** The error a call fails with (the test fails when it succeeds). */
export async function failure(attempt: Promise<unknown>): Promise<Error & { fields?: object }> {
  return attempt.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: Error) => error,
  );
}

/** The whole store as text, to prove that a refused call changed nothing. */
export async function snapshot(store: Store): Promise<string> {
  return JSON.stringify(await exportData(store, COLLECTIONS, 'any time'));
}
