import { defineCollection } from '../../store/collection';
import type { DirectoryImportRecord } from './model';

declare module '../../store/types' {
  interface Collections {
    directoryImports: DirectoryImportRecord;
  }
}

export const directoryImportsCollection = defineCollection('directoryImports', {
  sortable: { createdAt: 'date', expiresAt: 'date', appliedAt: 'date' },
  seed: () => [],
});
