import { type RawBuilder, sql } from 'kysely';
import { foldCaseAndAccents } from '../../../shared/fold-text';
import type { SortableKind } from '../collection';
import type { FieldCondition, OrderBy, Query, Scalar, Where } from '../query';
import { isCondition, searchWords } from '../query';

/**
 * Queries as data (store/query.ts) in SQL, over tables of (id, doc jsonb). Each condition means
 * in SQL what it means in JavaScript; the contract suite runs both. Field names come from the
 * code (never from a request) and are written as literals, so that expressions match the
 * indexes made on them.
 */

type Expression = RawBuilder<unknown>;

/** The kinds of a collection's sortable fields (collection.ts), by field. */
export type Sortable = Readonly<Record<string, SortableKind | undefined>>;

/** A field of the document as jsonb; `a.b` is a field of an object field. */
export function jsonField(field: string): Expression {
  return field.includes('.')
    ? sql`(doc #> ${sql.lit(`{${field.split('.').join(',')}}`)})`
    : sql`(doc -> ${sql.lit(field)})`;
}

/** A field of the document as text (a list or an object as its JSON text). */
export function textField(field: string): Expression {
  return field.includes('.')
    ? sql`(doc #>> ${sql.lit(`{${field.split('.').join(',')}}`)})`
    : sql`(doc ->> ${sql.lit(field)})`;
}

/** Text folded as foldCaseAndAccents folds it (the function is made by schema.ts). */
export const fold = (text: Expression): Expression => sql`store_fold(${text})`;

const json = (value: unknown): Expression => sql`${JSON.stringify(value)}::jsonb`;

const isMissing = (field: Expression): Expression =>
  sql`coalesce(${field}, 'null'::jsonb) = 'null'::jsonb`;

/**
 * `value` in the field: equal to it, or one of its elements when the field is a list. Never
 * null, so it can be negated. A top-level field is tested by containment in the whole document,
 * which the document's GIN index answers.
 */
function holds(field: string, value: Scalar): Expression {
  if (field.includes('.')) return sql`coalesce(${jsonField(field)} @> ${json(value)}, false)`;
  return sql`(doc @> ${json({ [field]: value })} or doc @> ${json({ [field]: [value] })})`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const comparisons = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

/** Whether an empty text passes a comparison, as JavaScript compares it. */
const emptyPasses: Record<keyof typeof comparisons, (bound: string) => boolean> = {
  gt: () => false,
  gte: (bound) => bound === '',
  lt: (bound) => bound !== '',
  lte: () => true,
};

function conditionSql(
  field: string,
  condition: FieldCondition<Scalar>,
  sortable: Sortable,
): Expression {
  const value = jsonField(field);
  const parts: Expression[] = [];
  const { isNull, eq, ne, contains, sameText } = condition;
  if (isNull !== undefined) parts.push(isNull ? isMissing(value) : sql`not ${isMissing(value)}`);
  if (eq !== undefined) parts.push(eq === null ? isMissing(value) : holds(field, eq));
  if (ne !== undefined) {
    parts.push(ne === null ? sql`not ${isMissing(value)}` : sql`not ${holds(field, ne)}`);
  }
  if (condition.in) {
    parts.push(
      condition.in.length === 0
        ? sql`false`
        : sql`(${sql.join(
            condition.in.map((one) => holds(field, one)),
            sql` or `,
          )})`,
    );
  }
  for (const [key, operator] of Object.entries(comparisons)) {
    const bound = condition[key as keyof typeof comparisons];
    if (bound === undefined) continue;
    const name = key as keyof typeof comparisons;
    if (typeof bound !== 'string') {
      parts.push(
        sql`(jsonb_typeof(${value}) = ${typeof bound} and ${value} ${sql.raw(operator)} ${json(bound)})`,
      );
    } else if (sortable[field] === 'date') {
      // As indexed (schema.ts), so that a range reads the index; an empty text, which the
      // index holds as null, is tested apart.
      const compared = sql`(${sortableSql(field, 'date')} ${sql.raw(operator)} ${bound})`;
      parts.push(
        emptyPasses[name](bound) ? sql`(${compared} or doc @> ${json({ [field]: '' })})` : compared,
      );
    } else {
      // Texts (identifiers) compare as written, as in JavaScript: by code point.
      parts.push(sql`(${textField(field)} collate "C" ${sql.raw(operator)} ${bound})`);
    }
  }
  if (contains !== undefined) {
    const pattern = `%${escapeLike(foldCaseAndAccents(contains))}%`;
    // Null (no such text) excludes the item, as false would: conditions are only and-ed or or-ed.
    parts.push(sql`${fold(textField(field))} like ${pattern}`);
  }
  if (sameText !== undefined) {
    // As indexed for unique fields (schema.ts): a clash is found without reading every record.
    parts.push(sql`${fold(textField(field))} = ${foldCaseAndAccents(sameText)}`);
  }
  return parts.length === 0 ? sql`true` : sql`(${sql.join(parts, sql` and `)})`;
}

/** The condition a `where` describes; `sortable` tells which fields are indexed as what. */
export function whereSql(where: Where<object> | undefined, sortable: Sortable = {}): Expression {
  if (!where) return sql`true`;
  const parts: Expression[] = [];
  for (const [key, expected] of Object.entries(where)) {
    if (expected === undefined) continue;
    if (key === 'and' || key === 'or') {
      const each = (expected as Where<object>[]).map((one) => whereSql(one, sortable));
      if (each.length === 0) parts.push(key === 'and' ? sql`true` : sql`false`);
      else parts.push(sql`(${sql.join(each, key === 'and' ? sql` and ` : sql` or `)})`);
    } else {
      parts.push(
        conditionSql(
          key,
          isCondition(expected) ? expected : { eq: expected as unknown as Scalar | null },
          sortable,
        ),
      );
    }
  }
  return parts.length === 0 ? sql`true` : sql`(${sql.join(parts, sql` and `)})`;
}

/**
 * The text `search` looks in: the searchable fields, folded, one per line (a search word holds
 * no line break, so no word spans two fields). Kept in each record's `words` column (schema.ts),
 * so that a search reads that column and its trigram index, not every record's JSON.
 */
export function searchTextSql(searchable: readonly string[]): Expression {
  const fields = searchable.map((field) => sql`coalesce(${textField(field)}, '')`);
  return fold(sql.join(fields, sql` || E'\\n' || `));
}

/** Every word of `search` in the searchable text (none without searchable fields); true without words. */
export function searchSql(search: string | null | undefined, searchable: readonly string[]) {
  const words = searchWords(search);
  if (words.length === 0) return sql`true`;
  if (searchable.length === 0) return sql`false`;
  return sql`(${sql.join(
    words.map((word) => sql`words like ${`%${escapeLike(word)}%`}`),
    sql` and `,
  )})`;
}

/** How a sortable field is ordered in SQL; the same expression is indexed (schema.ts). */
export function sortableSql(field: string, kind: SortableKind): Expression {
  return kind === 'number'
    ? sql`((doc ->> ${sql.lit(field)})::numeric)`
    : sql`(nullif(doc ->> ${sql.lit(field)}, '') collate ${collationOf(kind)})`;
}

/** Texts in the Spanish order (schema.ts); ISO dates as written, which is their time order. */
const collationOf = (kind: SortableKind) => sql.raw(kind === 'date' ? '"C"' : 'store_order');

/** The value of a case as the kind of its field: a text or a number, or null. */
const caseValue = (value: Scalar | null, kind: SortableKind) =>
  value === null
    ? sql`null`
    : kind === 'number'
      ? sql`${Number(value)}::numeric`
      : sql`nullif(${String(value)}::text, '')`;

/** The ORDER BY keys of one entry on a field whose kind is declared: one key, often indexed. */
function declaredKey(
  entry: OrderBy<object>,
  kind: SortableKind,
  direction: Expression,
  sortable: Sortable,
): Expression {
  if (!entry.cases?.length) return sql`${sortableSql(entry.field, kind)} ${direction} nulls last`;
  const stored =
    kind === 'number'
      ? sql`((doc ->> ${sql.lit(entry.field)})::numeric)`
      : sql`nullif(doc ->> ${sql.lit(entry.field)}, '')`;
  const value = sql`(case ${sql.join(
    entry.cases.map(
      (one) => sql`when ${whereSql(one.where, sortable)} then ${caseValue(one.value, kind)}`,
    ),
    sql` `,
  )} else ${stored} end)`;
  return kind === 'number'
    ? sql`${value} ${direction} nulls last`
    : sql`${value} collate ${collationOf(kind)} ${direction} nulls last`;
}

/** The ORDER BY keys of one entry on any field: by the type each value has. */
function anyKey(entry: OrderBy<object>, direction: Expression, sortable: Sortable): Expression[] {
  const stored = jsonField(entry.field);
  const value = entry.cases?.length
    ? sql`(case ${sql.join(
        entry.cases.map(
          (one) => sql`when ${whereSql(one.where, sortable)} then ${json(one.value)}`,
        ),
        sql` `,
      )} else ${stored} end)`
    : stored;
  return [
    sql`(${value} is null or ${value} in ('null'::jsonb, '""'::jsonb)) asc`,
    sql`(case when jsonb_typeof(${value}) = 'number' then (${value})::numeric end) ${direction} nulls last`,
    sql`(case when jsonb_typeof(${value}) = 'string' then ${value} #>> '{}' end) collate store_order ${direction} nulls last`,
    sql`(case when jsonb_typeof(${value}) = 'boolean' then (${value})::boolean end) ${direction} nulls last`,
  ];
}

/**
 * ORDER BY for `orderBy`: texts in the Spanish collation made by schema.ts, numbers by value,
 * booleans false first, empty values last in either direction, then the id in the direction of
 * the last key (or as told). Fields the collection declares sortable are ordered by their
 * indexed expression.
 */
export function orderSql(
  orderBy: readonly OrderBy<object>[] = [],
  sortable: Sortable = {},
  idDescending = orderBy.at(-1)?.descending ?? false,
): Expression {
  const keys: Expression[] = [];
  for (const entry of orderBy) {
    const direction = sql.raw(entry.descending ? 'desc' : 'asc');
    const kind = sortable[entry.field];
    if (kind) keys.push(declaredKey(entry, kind, direction, sortable));
    else keys.push(...anyKey(entry, direction, sortable));
  }
  keys.push(sql`id collate "C" ${sql.raw(idDescending ? 'desc' : 'asc')}`);
  return sql.join(keys, sql`, `);
}

/** What a collection's table is queried by: its sortable and its searchable fields. */
export interface TableShape {
  table: Expression;
  sortable: Sortable;
  searchable: readonly string[];
}

/** WHERE of a query: its conditions and its search. */
export function querySql(query: Query<object>, shape: TableShape): Expression {
  return sql`${whereSql(query.where, shape.sortable)} and ${searchSql(query.search, shape.searchable)}`;
}

/**
 * The records of a query, in its order, its page of them when it has a limit.
 *
 * A page whose first key is derived by cases (a guide's status: VENCIDO when expired, else the
 * stored one) would sort every match: no index holds a value computed with today's date. So
 * each case is asked apart, where its value is one constant and the rest of the order (an
 * index's) decides, and the records no case takes apart, ordered by the field's own index;
 * each part stops at the end of the page, and the page is ordered from those few. Every record
 * of the page is among the first of its part, so the page is the same as the plain sort's.
 */
export function selectSql(query: Query<object>, shape: TableShape): Expression {
  const { table, sortable } = shape;
  const where = querySql(query, shape);
  const order = orderSql(query.orderBy, sortable);
  const offset = Math.max(0, query.offset ?? 0);
  if (query.limit === undefined) {
    return sql`select doc from ${table} where ${where} order by ${order} offset ${offset}`;
  }
  const limit = Math.max(0, query.limit);
  const [first, ...rest] = query.orderBy ?? [];
  if (!first?.cases?.length) {
    return sql`select doc from ${table} where ${where} order by ${order} limit ${limit} offset ${offset}`;
  }
  const reach = offset + limit;
  const idDescending = query.orderBy?.at(-1)?.descending ?? false;
  // A case applies when its condition holds and no earlier one's does (null counts as false).
  const holds = first.cases.map((one) => whereSql(one.where, sortable));
  const fails = holds.map((condition) => sql`not coalesce(${condition}, false)`);
  const part = (conditions: Expression[], orderBy: readonly OrderBy<object>[]) =>
    sql`(select doc, id from ${table} where ${where} and ${sql.join(conditions, sql` and `)}
      order by ${orderSql(orderBy, sortable, idDescending)} limit ${reach})`;
  const parts = [
    ...holds.map((condition, index) => part([...fails.slice(0, index), condition], rest)),
    part(fails, [{ ...first, cases: undefined }, ...rest]),
  ];
  return sql`select doc from (${sql.join(parts, sql` union all `)}) as parts
    order by ${order} limit ${limit} offset ${offset}`;
}
