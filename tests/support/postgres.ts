import { inject } from 'vitest';
import { createDatabase } from '../../scripts/lib/postgres';

/** A new empty database on the tests' server; `drop` removes it. */
export function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  return createDatabase(inject('postgresServer'), 'test');
}
