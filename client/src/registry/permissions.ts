import { useSessionState } from '../session/SessionContext';

/** What the signed-in user may do in one registry, from `me.permissions` (`area:action`). */
export interface RegistryPermissions {
  create: boolean;
  update: boolean;
  delete: boolean;
  /** The history of its records: read by those who may change them (`<area>:update`). */
  history: boolean;
}

/** The permissions of one area (its kebab-case name in the server's permission table). */
export function registryPermissions(
  permissions: readonly string[],
  area: string,
): RegistryPermissions {
  return {
    create: permissions.includes(`${area}:create`),
    update: permissions.includes(`${area}:update`),
    delete: permissions.includes(`${area}:delete`),
    history: permissions.includes(`${area}:update`),
  };
}

/** The signed-in user's permissions in one area; none when nobody is signed in. */
export function useRegistryPermissions(area: string): RegistryPermissions {
  const state = useSessionState();
  return registryPermissions(state.status === 'signed-in' ? state.user.permissions : [], area);
}
