import { type Kysely, sql, type Transaction } from 'kysely';
import type { Entity } from '../types';
import { tableName } from './schema';

/** A database connection, or one transaction's. */
export type Db = Kysely<unknown> | Transaction<unknown>;

/** Inserts whole records into a collection's table in one statement. */
export function insertRows(db: Db, collection: string, items: readonly Entity[]) {
  const values = items.map((item) => sql`(${item.id}, ${JSON.stringify(item)}::jsonb)`);
  return sql`insert into ${sql.id(tableName(collection))} (id, doc) values ${sql.join(values)}`.execute(
    db,
  );
}

/** Rows inserted per statement when many are. */
const BATCH = 500;

/** Inserts any number of records into a collection's table, a batch per statement. */
export async function insertAll(db: Db, collection: string, items: readonly Entity[]) {
  for (let start = 0; start < items.length; start += BATCH) {
    await insertRows(db, collection, items.slice(start, start + BATCH));
  }
}
