import { type Kysely, sql, type Transaction } from 'kysely';
import type { Entity } from '../types';
import { tableName } from './schema';

/** A database connection, or one transaction's. */
export type Db = Kysely<unknown> | Transaction<unknown>;

/**
 * Inserts whole records into a collection's table in one statement; `owner` (InsertOptions) goes
 * in its own column, never in the record.
 */
export function insertRows(
  db: Db,
  collection: string,
  items: readonly Entity[],
  owner: string | null = null,
) {
  const values = items.map((item) => sql`(${item.id}, ${JSON.stringify(item)}::jsonb, ${owner})`);
  return sql`insert into ${sql.id(tableName(collection))} (id, doc, owner) values ${sql.join(values)}`.execute(
    db,
  );
}

/**
 * Rows written per statement when many are: a statement takes at most 65,535 parameters, and a
 * row takes three at most.
 */
export const BATCH = 500;

/** Inserts any number of records into a collection's table, a batch per statement. */
export async function insertAll(
  db: Db,
  collection: string,
  items: readonly Entity[],
  owner: string | null = null,
) {
  for (let start = 0; start < items.length; start += BATCH) {
    await insertRows(db, collection, items.slice(start, start + BATCH), owner);
  }
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  // The server shuts down, crashed, or is starting.
  '57P01',
  '57P02',
  '57P03',
]);

/** Whether an error means the database could not be reached, rather than a refused statement. */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code ?? '';
  // Class 08: connection exceptions.
  if (CONNECTION_CODES.has(code) || code.startsWith('08')) return true;
  return /Connection terminated|timeout exceeded when trying to connect|connection error|Client was closed/i.test(
    error.message,
  );
}
