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
  unique: ['username', 'email'],
  // The Usuarios list's search box.
  searchable: ['name', 'username', 'email'],
  seed: (now) => seedUsers(now.toISOString()),
});
