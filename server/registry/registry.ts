import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { RegistryArea } from '../../generated/graphql';
import { type Context, nowIso } from '../context';
import { BadRequestError, ConflictError, type FieldErrors, NotFoundError } from '../errors';
import type { Language } from '../http/language';
import { translate } from '../i18n';
import { authorize } from '../security/authorize';
import type { Area } from '../security/permissions';
import { DerivedCache } from '../store/derived-cache';
import type { Where } from '../store/query';
import type { Repositories, Repository } from '../store/types';
import { idSchema, parseInput } from '../validation';
import { appendAudit, changesBetween, logChange } from './audit-trail';
import { cuscoToday } from './dates';
import { type ListRules, listQuery, pageInfo, parseListQuery } from './list';

/** What every registry record has. */
export interface RegistryRecord {
  id: string;
  createdAt: string;
  updatedAt: string;
}

type Fields<R> = Omit<R, 'id' | 'createdAt' | 'updatedAt'>;

/** Everything the generic service needs to know about one registry. */
export interface RegistryDefinition<
  R extends RegistryRecord,
  V,
  S extends string,
  F extends string,
> {
  /** The permission table's area. */
  area: Area;
  /** The audit trail's name of the area. */
  auditArea: RegistryArea;
  /** "Guide", for messages such as "Guide not found". */
  noun: string;
  /** The area's key in the i18n dictionaries: CSV headers, conflict messages. */
  areaKey: string;
  /** Its collection, in the store or in a transaction. */
  repository: (repositories: Repositories) => Repository<R>;
  /** How the record is named in messages and in the audit trail. */
  label: (record: R) => string;
  createSchema: z.ZodType<Fields<R>>;
  /** Every field optional; null clears an optional field. */
  updateSchema: z.ZodType<Partial<Fields<R>>>;
  /**
   * Its collection's definition, whose unique fields the registry checks first: values are
   * compared ignoring case and accents, so "Cusco Centro" and "CUSCO CENTRO" clash. A clash is a
   * 409 whose message, `<areaKey>.conflict.<field>` in the caller's language, names the value
   * ("Ya existe una agencia con el RUC 20123456789").
   */
  collection: { readonly unique: readonly (keyof R & string)[] };
  /**
   * Rules this deployment sets (server settings), run on the fields a create or an update gives,
   * so a record kept from before a setting changed can still be edited in its other fields.
   */
  checkGiven?: (given: Partial<Fields<R>>, ctx: Context) => FieldErrors | null;
  /** Rules that span fields or records (a district of the province, a reference that exists). */
  check?: (record: Fields<R>, tx: Repositories) => Promise<FieldErrors | null>;
  /** Why a record cannot be removed (something still refers to it), or null. */
  blockRemoval?: (record: R, tx: Repositories) => Promise<string | null>;
  /** The record as services hand it out on `today` (YYYY-MM-DD in Cusco). */
  view: (record: R, today: string) => V;
  /** How lists search, sort and filter, on `today` (async when a sort needs other records). */
  listRules: (today: string, ctx: Context) => ListRules<R, S, F> | Promise<ListRules<R, S, F>>;
  /** The values each filter accepts. */
  filterValues: Record<F, z.ZodType<string>>;
}

export interface RegistryPage<V> {
  items: V[];
  pageInfo: ReturnType<typeof pageInfo>;
}

/**
 * The service of one registry: list, read, create, update, delete, every call authorized against
 * the permission table, every rule checked before anything is written, and every change saved
 * together with its audit entry in one transaction (both or neither).
 */
export function createRegistry<R extends RegistryRecord, V, S extends string, F extends string>(
  definition: RegistryDefinition<R, V, S, F>,
) {
  const { area, noun } = definition;
  const pages = new DerivedCache({ limit: 500 });
  const today = (ctx: Context) => cuscoToday(ctx.clock());
  const notFound = () => new NotFoundError(`${noun} not found`);

  /**
   * The items of a list request, in order: one page, or all of them (the CSV export). Pages are
   * kept until the next write (any instance's), so a registry that many read is asked once.
   */
  async function matching(ctx: Context, input: unknown, paged: boolean) {
    const day = today(ctx);
    const rules = await definition.listRules(day, ctx);
    const query = parseListQuery(rules as ListRules<unknown, S, F>, input, definition.filterValues);
    const build = async () => {
      const found = await definition.repository(ctx.store).find(listQuery(rules, query, paged));
      return {
        items: found.items.map((item) => definition.view(item, day)),
        pageInfo: pageInfo(query, found.total),
      };
    };
    if (!paged) return build();
    return pages.get(ctx.store, JSON.stringify([day, query]), build);
  }

  function refuseGiven(given: Partial<Fields<R>>, ctx: Context) {
    const problems = definition.checkGiven?.(given, ctx);
    if (problems) throw new BadRequestError('Invalid input', problems);
  }

  async function assertValid(
    fields: Fields<R>,
    tx: Repositories,
    self: string | null,
    lang: Language,
  ) {
    const problems: FieldErrors = { ...(await definition.check?.(fields, tx)) };
    const clashes: string[] = [];
    const values = fields as Record<string, unknown>;
    for (const field of definition.collection.unique) {
      const value = values[field];
      if (value === null || value === undefined) continue;
      const where = { [field]: { sameText: String(value) } } as Where<R>;
      const other = await definition
        .repository(tx)
        .findOne(self === null ? where : ({ and: [where, { id: { ne: self } }] } as Where<R>));
      if (other) clashes.push(field);
    }
    if (Object.keys(problems).length > 0) throw new BadRequestError('Invalid input', problems);
    if (clashes.length > 0) {
      const [first] = clashes as [string];
      throw new ConflictError(
        translate(lang, `${definition.areaKey}.conflict.${first}`, {
          value: String(values[first]),
        }),
        Object.fromEntries(clashes.map((field) => [field, 'Already in use'])),
      );
    }
  }

  return {
    definition,

    /** One page of the registry with its totals. */
    async list(ctx: Context, input: unknown): Promise<RegistryPage<V>> {
      authorize(ctx, area, 'read');
      return matching(ctx, input, true);
    },

    /** The whole filtered and sorted list (the CSV export). */
    async all(ctx: Context, input: unknown): Promise<V[]> {
      authorize(ctx, area, 'read');
      return (await matching(ctx, input, false)).items;
    },

    async get(ctx: Context, id: unknown): Promise<V> {
      authorize(ctx, area, 'read');
      const record = await definition.repository(ctx.store).get(parseInput(idSchema, id, 'id'));
      if (!record) throw notFound();
      return definition.view(record, today(ctx));
    },

    /** A record another one refers to (an officer's jurisdiction), or null when it is gone. */
    async find(ctx: Context, id: string): Promise<V | null> {
      authorize(ctx, area, 'read');
      const record = await definition.repository(ctx.store).get(id);
      return record ? definition.view(record, today(ctx)) : null;
    },

    async create(ctx: Context, input: unknown): Promise<V> {
      authorize(ctx, area, 'create');
      const fields = parseInput(definition.createSchema, input);
      refuseGiven(fields, ctx);
      const at = nowIso(ctx);
      const record = { ...fields, id: randomUUID(), createdAt: at, updatedAt: at } as R;
      const { saved, entry } = await ctx.store.transaction(async (tx) => {
        await assertValid(fields, tx, null, ctx.transport.language());
        const saved = await definition.repository(tx).insert(record);
        const entry = await appendAudit(tx, ctx, {
          area: definition.auditArea,
          recordId: record.id,
          recordLabel: definition.label(record),
          action: 'CREATE',
          changes: changesBetween(null, record),
        });
        return { saved, entry };
      });
      logChange(ctx, entry);
      return definition.view(saved, today(ctx));
    },

    async update(ctx: Context, id: unknown, input: unknown): Promise<V> {
      authorize(ctx, area, 'update');
      const key = parseInput(idSchema, id, 'id');
      const patch = parseInput(definition.updateSchema, input);
      refuseGiven(patch, ctx);
      const at = nowIso(ctx);
      const { saved, entry } = await ctx.store.transaction(async (tx) => {
        const repository = definition.repository(tx);
        const before = await repository.get(key);
        if (!before) throw notFound();
        const given = Object.fromEntries(
          Object.entries(patch).filter(([, value]) => value !== undefined),
        );
        const merged = { ...before, ...given, id: before.id, createdAt: before.createdAt } as R;
        const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = merged;
        await assertValid(fields as Fields<R>, tx, before.id, ctx.transport.language());
        const changes = changesBetween(before, merged);
        if (changes.length === 0) return { saved: before, entry: null };
        // Replaced whole: a field cleared to null is stored as null.
        const after = { ...merged, updatedAt: at };
        const saved = (await repository.update(key, after)) as R;
        const entry = await appendAudit(tx, ctx, {
          area: definition.auditArea,
          recordId: after.id,
          recordLabel: definition.label(after),
          action: 'UPDATE',
          changes,
        });
        return { saved, entry };
      });
      if (entry) logChange(ctx, entry);
      return definition.view(saved, today(ctx));
    },

    /** Removes a record and answers it as it was; 409 when something still refers to it. */
    async remove(ctx: Context, id: unknown): Promise<V> {
      authorize(ctx, area, 'delete');
      const key = parseInput(idSchema, id, 'id');
      const { removed, entry } = await ctx.store.transaction(async (tx) => {
        const repository = definition.repository(tx);
        const record = await repository.get(key);
        if (!record) throw notFound();
        const reason = await definition.blockRemoval?.(record, tx);
        if (reason) throw new ConflictError(reason);
        await repository.remove(key);
        const entry = await appendAudit(tx, ctx, {
          area: definition.auditArea,
          recordId: record.id,
          recordLabel: definition.label(record),
          action: 'DELETE',
          changes: changesBetween(record, null),
        });
        return { removed: record, entry };
      });
      logChange(ctx, entry);
      return definition.view(removed, today(ctx));
    },
  };
}

export type Registry<R extends RegistryRecord, V, S extends string, F extends string> = ReturnType<
  typeof createRegistry<R, V, S, F>
>;
