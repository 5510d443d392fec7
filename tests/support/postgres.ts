import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

const server = () => inject('postgresServer');

async function admin<R>(run: (client: pg.Client) => Promise<R>): Promise<R> {
  const client = new pg.Client({ connectionString: `${server()}postgres` });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new empty database on the tests' server; `drop` removes it. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await admin((client) => client.query(`create database ${name}`));
  return {
    url: `${server()}${name}`,
    drop: async () => {
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
