import { defineCollection } from '../../store/collection';
import type { ShortcutRecord } from './model';
import { seedShortcuts } from './seed';

declare module '../../store/types' {
  interface Collections {
    shortcuts: ShortcutRecord;
  }
}

export const shortcutsCollection = defineCollection('shortcuts', {
  seed: (now) => seedShortcuts(now.toISOString()),
});
