import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { AnyCollection } from '../collection';
import { schemaVersion } from '../collection';
import type { Data, Entity } from '../types';
import { CHANGES_CHANNEL } from './changes';
import { insertAll } from './rows';
import { analyzeFilled, SCHEMA_LOCK, tableName, WRITE_LOCK } from './schema';

/** Runs `work` on its own connection to `url`. */
export async function withDatabase<R>(url: string, work: (db: Kysely<unknown>) => Promise<R>) {
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** Whether the database holds no store yet (never seeded). */
export async function holdsNoStore(url: string): Promise<boolean> {
  return withDatabase(url, async (db) => {
    const { rows } = await sql<{ table: string | null }>`
      select to_regclass('store_meta')::text as table`.execute(db);
    if (!rows[0]?.table) return true;
    const seeded = await sql`select 1 from store_meta where key = 'seededAt'`.execute(db);
    return seeded.rows.length === 0;
  });
}

/**
 * Replaces every collection's records with `data`'s, in one transaction that waits for the
 * writes of every instance, which then see the change (their caches are dropped). The schema
 * must exist (the store was opened once).
 */
export async function replaceContents(
  url: string,
  collections: readonly AnyCollection[],
  data: Data,
): Promise<void> {
  await withDatabase(url, async (db) => {
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${SCHEMA_LOCK})`.execute(trx);
      await sql`select pg_advisory_xact_lock(${WRITE_LOCK})`.execute(trx);
      for (const { name } of collections) {
        await sql`delete from ${sql.id(tableName(name))}`.execute(trx);
        await insertAll(trx, name, (data as unknown as Record<string, Entity[]>)[name] ?? []);
      }
      const meta = {
        seededAt: data.meta.seededAt,
        schemaVersion: schemaVersion(collections),
        collections: collections.map(({ name }) => name),
      };
      for (const [key, value] of Object.entries(meta)) {
        await sql`insert into store_meta (key, value) values (${key}, ${JSON.stringify(value)}::jsonb)
          on conflict (key) do update set value = excluded.value`.execute(trx);
      }
      await sql`select pg_notify(${CHANGES_CHANNEL}, '')`.execute(trx);
    });
    await analyzeFilled(
      db,
      collections.map(({ name }) => name),
    );
  });
}

/** The major version of the PostgreSQL server at `url` (18 for 18.4). */
export async function serverMajorVersion(url: string): Promise<number> {
  return withDatabase(url, async (db) => {
    const { rows } = await sql<{ version: string }>`
      select current_setting('server_version_num') as version`.execute(db);
    return Math.floor(Number(rows[0]?.version) / 10_000);
  });
}
