import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase } from '../../scripts/lib/postgres';

/** A new database on the tests' server, empty or a copy of `template`; `drop` removes it. */
export function createTestDatabase(
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  return createDatabase(inject('postgresServer'), 'test', template);
}

/** Runs SQL on the database at `url` over a connection of its own, as an operator would. */
export async function query(url: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(text);
    return Array.isArray(result) ? (result.at(-1) as pg.QueryResult) : result;
  } finally {
    await client.end();
  }
}
