// Runs before every server test file, also where files share a worker's modules (isolate: false):
// hooks registered at a shared module's top level would run for the first file only.
import { afterAll, beforeAll } from 'vitest';
import { closeTestStores, openTestStores } from './test-store';

beforeAll(openTestStores);
// A file on PostgreSQL may leave some forty databases to drop: 10 s on a busy 2-core machine.
afterAll(closeTestStores, 60_000);
