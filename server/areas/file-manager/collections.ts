import { defineCollection } from '../../store/collection';
import type { FileManagerItemRecord } from './model';
import { seedFileManager } from './seed';

declare module '../../store/types' {
  interface Collections {
    fileManagerItems: FileManagerItemRecord;
  }
}

export const fileManagerItemsCollection = defineCollection('fileManagerItems', {
  seed: (now) => seedFileManager(now),
});
