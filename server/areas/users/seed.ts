import { DEFAULT_PRESENCE, type UserRecord } from './model';

/**
 * The three demo accounts, password `Cusco.2026` (README). The hashes are argon2id with the
 * production parameters; the first sign-in rehashes them if the parameters change. A production
 * server refuses to start while any of them still has this password.
 */
export const DEMO_ACCOUNTS = [
  {
    id: 'user-admin',
    username: 'admin',
    email: 'admin@turismo.cusco.pe',
    name: 'Administrador del Sistema',
    role: 'ADMINISTRADOR',
    passwordHash:
      '$argon2id$v=19$m=19456,p=1,t=2$KlxCP977WZkPjH7cRH7Snw$8x7FBbKI4Qy6ku9f4en28Li17l8MyVWdSD5YeMAExw8',
  },
  {
    id: 'user-dircetur',
    username: 'dircetur',
    email: 'dircetur@turismo.cusco.pe',
    name: 'Personal DIRCETUR',
    role: 'DIRCETUR',
    passwordHash:
      '$argon2id$v=19$m=19456,p=1,t=2$4cSm7xiZvvQ1EWhjEoDQNw$vSg0ni27TvQr67+cBbouBv5AugppWOmGNyoe37oe92w',
  },
  {
    id: 'user-policia',
    username: 'policia',
    email: 'policia@turismo.cusco.pe',
    name: 'Policía de Turismo',
    role: 'POLICIA',
    passwordHash:
      '$argon2id$v=19$m=19456,p=1,t=2$1L7FcJKOyu/k9OUFs2yzgg$3pQI27OrXZ8N4qcNRZPMV7P2NPrOGRmSyDGohsj68zo',
  },
] as const satisfies readonly Pick<
  UserRecord,
  'id' | 'username' | 'email' | 'name' | 'role' | 'passwordHash'
>[];

/**
 * The demo POLICIA is the chief of Cusco Centro Histórico (seeded officer-001), where reports
 * from the historic centre land: the officer notified of them.
 */
const DEMO_OFFICERS: Partial<Record<(typeof DEMO_ACCOUNTS)[number]['id'], string>> = {
  'user-policia': 'officer-001',
};

export function seedUsers(now: string): UserRecord[] {
  return DEMO_ACCOUNTS.map((account) => ({
    ...account,
    officerId: DEMO_OFFICERS[account.id] ?? null,
    avatar: null,
    status: 'ACTIVO',
    presence: DEFAULT_PRESENCE,
    mustChangePassword: false,
    createdAt: now,
    updatedAt: now,
    lastSignInAt: null,
  }));
}
