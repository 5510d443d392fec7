import { defineCollection } from '../../store/collection';
import type { PasswordResetRecord, SessionRecord } from './model';

declare module '../../store/types' {
  interface Collections {
    sessions: SessionRecord;
    passwordResets: PasswordResetRecord;
  }
}

export const sessionsCollection = defineCollection('sessions', {
  seed: () => [],
});

export const passwordResetsCollection = defineCollection('passwordResets', {
  unique: ['tokenHash'],
  seed: () => [],
});
