import type { Context } from '../context';
import { parseLanguage } from '../http/language';
import { gql, type RouteSpec } from '../http/route-table';
import { HISTORY_ACTION } from '../security/permissions';
import { recordHistory } from './audit-trail';
import { type CsvColumn, registryCsv } from './csv';
import { cuscoToday } from './dates';
import { listParams } from './list';
import type { Registry, RegistryRecord } from './registry';

export interface RegistryRoutesOptions<V> {
  /** The area's kebab-case name: the routes live under /api/admin/<path>. */
  path: string;
  /** The export's file name before the date, e.g. "guias-turismo". */
  fileName: string;
  /** The export's columns; a function when a column names another record (built per export). */
  csv: readonly CsvColumn<V>[] | ((ctx: Context) => Promise<readonly CsvColumn<V>[]>);
  /** The GraphQL names: list and one-record queries, and the record's type (`Guide`). */
  graphql: { list: string; one: string; type: string };
}

/**
 * The REST side of a registry, each route one service call: GET list (the list input's fields as
 * query parameters; lists repeated or comma-separated), GET export (CSV of the whole filtered
 * list, `lang` for the headers), GET one, GET its history, POST (body: the create input), PATCH
 * (body: the fields to change), DELETE (answers the removed record).
 */
export function registryRoutes<R extends RegistryRecord, V, S extends string, F extends string>(
  service: Registry<R, V, S, F>,
  options: RegistryRoutesOptions<V>,
): RouteSpec[] {
  const base = `/admin/${options.path}`;
  const area = service.definition.area;
  const { list, one, type } = options.graphql;
  const listInput = `${list[0]?.toUpperCase()}${list.slice(1)}ListInput`;
  const listQuery = gql(
    listInput,
    'its fields as query parameters; lists repeated or comma-separated',
  );
  return [
    {
      method: 'GET',
      path: base,
      summary: 'One page of the list, searched, filtered and sorted.',
      auth: [area, 'read'],
      query: listQuery,
      graphql: `Query.${list}`,
      shared: true,
      params: listParams(service.definition.filterValues),
      handler: async (req, res) => {
        res.json(await service.list(req.ctx, req.query));
      },
    },
    {
      method: 'GET',
      path: `${base}/export`,
      summary: 'The whole filtered list as a CSV file (headers in `lang`: es, en or tr).',
      auth: [area, 'read'],
      query: gql(listInput, 'its filters and sort as query parameters, plus `lang`'),
      response: `text/csv attachment \`${options.fileName}-YYYY-MM-DD.csv\``,
      handler: async (req, res) => {
        const { lang, ...query } = req.query;
        const items = await service.all(req.ctx, query);
        const day = cuscoToday(req.ctx.clock());
        const columns =
          typeof options.csv === 'function' ? await options.csv(req.ctx) : options.csv;
        res
          .type('text/csv; charset=utf-8')
          .attachment(`${options.fileName}-${day}.csv`)
          .send(registryCsv(service.definition.areaKey, columns, items, parseLanguage(lang)));
      },
    },
    {
      method: 'GET',
      path: `${base}/:id`,
      summary: 'One record.',
      auth: [area, 'read'],
      graphql: `Query.${one}`,
      shared: true,
      handler: async (req, res) => {
        res.json(await service.get(req.ctx, req.params.id));
      },
    },
    {
      method: 'GET',
      path: `${base}/:id/history`,
      summary: "The record's changes, newest first.",
      auth: [area, HISTORY_ACTION],
      graphql: 'Query.recordHistory',
      handler: async (req, res) => {
        res.json(await recordHistory(req.ctx, service.definition.auditArea, req.params.id));
      },
    },
    {
      method: 'POST',
      path: base,
      summary: 'Registers a record; answers it with 201.',
      auth: [area, 'create'],
      body: gql(`Create${type}Input`),
      graphql: `Mutation.create${type}`,
      handler: async (req, res) => {
        res.status(201).json(await service.create(req.ctx, req.body));
      },
    },
    {
      method: 'PATCH',
      path: `${base}/:id`,
      summary: 'Changes the fields given (null clears an optional one).',
      auth: [area, 'update'],
      body: gql(`Update${type}Input`),
      graphql: `Mutation.update${type}`,
      handler: async (req, res) => {
        res.json(await service.update(req.ctx, req.params.id, req.body));
      },
    },
    {
      method: 'DELETE',
      path: `${base}/:id`,
      summary: 'Removes the record; answers the removed one.',
      auth: [area, 'delete'],
      graphql: `Mutation.delete${type}`,
      handler: async (req, res) => {
        res.json(await service.remove(req.ctx, req.params.id));
      },
    },
  ];
}
