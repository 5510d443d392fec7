import { Kysely as KyselyDb, PostgresDialect, sql, type Transaction as Trx } from 'kysely';
import pg from 'pg';
import { type ConflictError, UnavailableError } from '../../errors';
import { watchPool } from '../../metrics/registry';
import type { AnyCollection } from '../collection';
import { StoreClosedError } from '../errors';
import { consoleLogger, type StoreLogger } from '../logger';
import type { Query, Where } from '../query';
import {
  type BatchEntry,
  conflictOn,
  definedFields,
  firstClash,
  type Holder,
  mergedPatches,
  openedOnUse,
} from '../shared-rules';
import type { Data, Entity, Page, Repositories, Repository, Store } from '../types';
import { CHANGES_CHANNEL, listenForChanges } from './changes';
import { prepare, unavailable } from './prepare';
import { BATCH, type Db, insertAll, insertRows, isConnectionFailure } from './rows';
import { tableName, uniqueIndexName, WRITE_LOCK } from './schema';
import { querySql, type Sortable, selectSql, type TableShape, whereSql } from './sql';
import { groupCommits } from './writes';

export interface PostgresStoreOptions {
  /** postgres://user:password@host:port/database */
  url: string;
  collections: readonly AnyCollection[];
  /** What an empty database is seeded with. */
  seed: () => Data;
  logger?: StoreLogger;
  /** Connections in the pool (10 by default). */
  poolSize?: number;
  /** A statement running longer is cancelled (milliseconds; 10 s by default). */
  statementTimeout?: number;
}

type Row = { id: string; doc: Entity };

/**
 * The PostgreSQL store: one table per collection (id, doc jsonb), queries answered in SQL
 * (sql.ts), unique keys kept by unique indexes, and every write in a database transaction.
 * Write transactions take one advisory lock, so that they run one after another across every
 * instance on the database, as the contract promises; reads never wait for them. Writes queued
 * on one instance share a database transaction and its commit (writes.ts).
 */
export async function openPostgresStore(options: PostgresStoreOptions): Promise<Store> {
  const logger = options.logger ?? consoleLogger;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    statement_timeout: options.statementTimeout ?? 10_000,
    // A database that does not answer is a 503 after this, not a request that hangs.
    connectionTimeoutMillis: 5_000,
  });
  // An idle connection that breaks (the server restarted) is dropped by the pool, not fatal.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection lost'));
  const db = new KyselyDb<unknown>({ dialect: new PostgresDialect({ pool }) });
  try {
    await prepare(db, options);
  } catch (error) {
    await db.destroy();
    throw unavailable(error, options.url);
  }

  const unwatchPool = watchPool(() => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  }));

  // Bumped by this instance's writes at once, and by every committed write (any instance's)
  // when its notice arrives.
  let revision = 0;
  let closed = false;
  const listener = listenForChanges(
    options.url,
    () => {
      revision += 1;
    },
    logger,
  );

  let unreachable = false;
  /**
   * The database could not be reached: the caller gets UNAVAILABLE (503, nothing changed: a
   * transaction that lost its connection was not committed), the operator one log line per outage.
   */
  const reachable = async <R>(run: () => Promise<R>): Promise<R> => {
    try {
      const result = await run();
      if (unreachable) logger.info({}, 'database reachable again');
      unreachable = false;
      return result;
    } catch (error) {
      if (!isConnectionFailure(error)) throw error;
      if (!unreachable) logger.error({ err: error }, 'database unreachable');
      unreachable = true;
      throw new UnavailableError();
    }
  };

  // Each database transaction of writes runs alone among the writes of every instance. The
  // notice is delivered on commit, to every instance's listener (a rollback sends nothing);
  // asked together with the lock, it costs no round trip of its own.
  const writes = groupCommits(
    db,
    async (trx) => {
      await sql`select pg_advisory_xact_lock(${WRITE_LOCK}), pg_notify(${CHANGES_CHANNEL}, '')`.execute(
        trx,
      );
    },
    reachable,
  );

  /** Runs `work` in a write transaction, alone among the writes of every instance. */
  const write = async <R>(work: (trx: Trx<unknown>) => Promise<R>): Promise<R> => {
    if (closed) throw new StoreClosedError();
    revision += 1;
    try {
      return await writes.run(work);
    } finally {
      revision += 1;
    }
  };

  // The store's own repositories: reads on the pool, each write its own transaction.
  const repositories = Object.fromEntries(
    options.collections.map((collection) => [
      collection.name,
      guardReads(
        createRepository(collection, () => db, write),
        reachable,
      ),
    ]),
  ) as unknown as Repositories;

  const store: Store = {
    ...repositories,
    transaction: (work) =>
      write((trx) =>
        work(
          openedOnUse(options.collections, (collection) =>
            createRepository(
              collection,
              () => trx,
              (change) => change(trx),
            ),
          ),
        ),
      ),
    revision: () => revision,
    check: async () => {
      if (closed) throw new StoreClosedError();
      await reachable(() => answeredWithin(sql`select 1`.execute(db), CHECK_TIMEOUT_MS));
    },
    close: async () => {
      if (closed) return;
      closed = true;
      unwatchPool();
      await listener.close();
      await db.destroy();
    },
  };
  return store;
}

/** How long the readiness check waits for the database: a balancer asks every few seconds. */
const CHECK_TIMEOUT_MS = 2000;

/** `query`'s answer, or a rejection once `ms` have passed without one. */
async function answeredWithin<R>(query: Promise<R>, ms: number): Promise<R> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`The database did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([query, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The repository with its reads answering UNAVAILABLE while the database is unreachable. */
function guardReads<T extends Entity>(
  repository: Repository<T>,
  reachable: <R>(run: () => Promise<R>) => Promise<R>,
): Repository<T> {
  return {
    ...repository,
    get: (id) => reachable(() => repository.get(id)),
    findOne: (where, orderBy) => reachable(() => repository.findOne(where, orderBy)),
    count: (where) => reachable(() => repository.count(where)),
    countOwnedBy: (owner) => reachable(() => repository.countOwnedBy(owner)),
    find: (query) => reachable(() => repository.find(query)),
    list: (query) => reachable(() => repository.list(query)),
  };
}

/** A unique index's violation as the contract's ConflictError, naming the field. */
function conflictOf(error: unknown, fields: Map<string, string>): ConflictError | null {
  if (!(error instanceof pg.DatabaseError) || error.code !== '23505') return null;
  const field = error.constraint?.endsWith('_pkey') ? 'id' : fields.get(error.constraint ?? '');
  if (!field) return null;
  return conflictOn(field);
}

/**
 * A collection's repository on `connection` (the pool, or one transaction's); its writes go
 * through `write`.
 */
export function createRepository<T extends Entity>(
  collection: AnyCollection,
  connection: () => Db,
  write: <R>(change: (trx: Trx<unknown>) => Promise<R>) => Promise<R>,
): Repository<T> {
  const fields = new Map(
    (collection.unique as readonly string[]).map(
      (field) => [uniqueIndexName(collection.name, field), field] as const,
    ),
  );
  /** Runs a statement that may hit a unique index, answering the contract's ConflictError. */
  const guarded = async <R>(statement: () => Promise<R>): Promise<R> => {
    try {
      return await statement();
    } catch (error) {
      throw conflictOf(error, fields) ?? error;
    }
  };
  const table = sql.id(tableName(collection.name));
  const shape: TableShape = {
    table,
    sortable: collection.sortable as Sortable,
    searchable: collection.searchable as readonly string[],
  };
  const docs = (rows: readonly { doc: unknown }[]) => rows.map((row) => row.doc as T);

  const select = async (query: Query<T>) => {
    const { rows } = await sql<{ doc: T }>`${selectSql(query as Query<object>, shape)}`.execute(
      connection(),
    );
    return rows;
  };

  const matching = async (query: Query<T>) => {
    const { rows } = await sql<{ total: string }>`
      select count(*) as total from ${table}
      where ${querySql(query as Query<object>, shape)}`.execute(connection());
    return Number(rows[0]?.total ?? 0);
  };

  const count = (where?: Where<T>) => matching({ where });

  /**
   * Who holds, before a batch, the values its entries give to `fields`: one query per field,
   * along its unique index (or the primary key), however many entries.
   */
  const holdersOf = async (
    trx: Trx<unknown>,
    entries: readonly BatchEntry[],
    fields: readonly string[],
  ): Promise<Holder> => {
    const indexes = new Map<string, Map<string, string>>();
    for (const field of fields) {
      const index = new Map<string, string>();
      indexes.set(field, index);
      const values = new Set<string>();
      for (const { values: given } of entries) {
        const value = given[field];
        if (value !== undefined && value !== null) values.add(String(value));
      }
      if (values.size === 0) continue;
      // As the unique index holds it (schema.ts), so that the index answers.
      const column = field === 'id' ? sql`id` : sql`(doc ->> ${sql.lit(field)})`;
      const { rows } = await sql<{ id: string; value: string }>`
        select id, ${column} as value from ${table}
        where ${column} = any(${[...values]}::text[])`.execute(trx);
      for (const row of rows) index.set(row.value, row.id);
    }
    return (field, value) => indexes.get(field)?.get(String(value));
  };

  return {
    async get(id) {
      const { rows } = await sql<Row>`select doc from ${table} where id = ${id}`.execute(
        connection(),
      );
      return (rows[0]?.doc as T | undefined) ?? null;
    },
    async findOne(where, orderBy) {
      const rows = await select({ where, orderBy, limit: 1 });
      return rows[0]?.doc ?? null;
    },
    count,
    async countOwnedBy(owner) {
      // The owner's index alone answers it (schema.ts).
      const { rows } = await sql<{ total: string }>`
        select count(*) as total from ${table} where owner = ${owner}`.execute(connection());
      return Number(rows[0]?.total ?? 0);
    },
    async find(query): Promise<Page<T>> {
      // Apart: the page alone can stop early along an index, the count reads every match.
      const [rows, total] = await Promise.all([select(query), matching(query)]);
      return { items: docs(rows), total };
    },
    async list(query = {}) {
      return docs(await select(query));
    },
    insert(item, options) {
      const copy = structuredClone(item);
      return write(async (trx) => {
        await guarded(() => insertRows(trx, collection.name, [copy], options?.owner));
        return copy;
      });
    },
    insertMany(items, options) {
      const copies = items.map((item) => structuredClone(item));
      if (copies.length === 0) return Promise.resolve([]);
      return write(async (trx) => {
        // Checked before anything is written, so that the first clash in the batch's order is
        // the one named, as on every store; the unique indexes still guard what is written.
        const entries = copies.map((copy) => ({
          self: null,
          values: copy as Record<string, unknown>,
        }));
        const fields = ['id', ...(collection.unique as readonly string[])];
        const clash = firstClash(entries, fields, await holdersOf(trx, entries, fields));
        if (clash) throw clash;
        await guarded(() => insertAll(trx, collection.name, copies, options?.owner));
        return copies;
      });
    },
    updateMany(patches) {
      const merged = mergedPatches(patches);
      if (merged.size === 0) return Promise.resolve([]);
      return write(async (trx) => {
        const { rows: present } = await sql<{ id: string }>`
          select id from ${table} where id = any(${[...merged.keys()]}::text[])`.execute(trx);
        const stored = new Set(present.map((row) => row.id));
        const entries = [...merged]
          .filter(([id]) => stored.has(id))
          .map(([id, values]) => ({ self: id, values }));
        const unique = collection.unique as readonly string[];
        const clash = firstClash(entries, unique, await holdersOf(trx, entries, unique));
        if (clash) throw clash;
        const updated = new Map<string, T>();
        for (let start = 0; start < entries.length; start += BATCH) {
          const values = entries
            .slice(start, start + BATCH)
            .map(({ self, values }) => sql`(${self}, ${JSON.stringify(values)}::jsonb)`);
          const { rows } = await guarded(() =>
            sql<Row>`
              update ${table} as stored set doc = stored.doc || given.patch
              from (values ${sql.join(values)}) as given (id, patch)
              where stored.id = given.id returning stored.id, stored.doc`.execute(trx),
          );
          for (const row of rows) updated.set(row.id, row.doc as T);
        }
        return entries.flatMap(({ self }) => updated.get(self) ?? []);
      });
    },
    update(id, patch) {
      const given = definedFields(patch);
      return write(async (trx) => {
        const { rows } = await guarded(() =>
          sql<Row>`
            update ${table} set doc = doc || ${JSON.stringify(given)}::jsonb
            where id = ${id} returning doc`.execute(trx),
        );
        return (rows[0]?.doc as T | undefined) ?? null;
      });
    },
    remove(id) {
      return write(async (trx) => {
        const result = await sql`delete from ${table} where id = ${id}`.execute(trx);
        return Number(result.numAffectedRows ?? 0) > 0;
      });
    },
    removeWhere(where) {
      return write(async (trx) => {
        const result = await sql`delete from ${table}
          where ${whereSql(where as Where<object>, shape.sortable)}`.execute(trx);
        return Number(result.numAffectedRows ?? 0);
      });
    },
  };
}
