import { rmSync } from 'node:fs';
import { dirname } from 'node:path';

// A fresh store for every end-to-end run, then the builds `npm start` makes (when stale); the
// Playwright config then runs the built server, as `npm start` does.
const dbFile = process.env.DB_FILE;
if (!dbFile) throw new Error('DB_FILE must be set for the end-to-end server');
rmSync(dirname(dbFile), { recursive: true, force: true });
await import('../../scripts/start');
