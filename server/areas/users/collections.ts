import { defineCollection } from '../../store/collection';
import type { UserRecord } from './model';
import { seedUsers } from './seed';

declare module '../../store/types' {
  interface Collections {
    users: UserRecord;
  }
}

export const usersCollection = defineCollection('users', {
  sortable: {
    name: 'text',
    username: 'text',
    email: 'text',
    lastSignInAt: 'date',
    createdAt: 'date',
  },
  // An officer's notifications go to one account (accounts without an officer are exempt).
  unique: ['username', 'email', 'officerId'],
  // The Usuarios list's search box.
  searchable: ['name', 'username', 'email'],
  seed: (now) => seedUsers(now.toISOString()),
});
