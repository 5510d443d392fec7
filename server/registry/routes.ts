import { Router } from 'express';
import type { Context } from '../context';
import { parseLanguage } from '../http/language';
import { recordHistory } from './audit';
import { type CsvColumn, registryCsv } from './csv';
import { cuscoToday } from './dates';
import type { Registry, RegistryRecord } from './registry';

export interface RegistryRoutesOptions<V> {
  /** The area's kebab-case name: the routes live under /api/admin/<path>. */
  path: string;
  /** The area's key in the i18n dictionaries (CSV headers). */
  areaKey: string;
  /** The export's file name before the date, e.g. "guias-turismo". */
  fileName: string;
  /** The export's columns; a function when a column names another record (built per export). */
  csv: readonly CsvColumn<V>[] | ((ctx: Context) => Promise<readonly CsvColumn<V>[]>);
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
): Router {
  const router = Router();
  const base = `/admin/${options.path}`;
  router.get(base, async (req, res) => {
    res.json(await service.list(req.ctx, req.query));
  });
  router.get(`${base}/export`, async (req, res) => {
    const { lang, ...query } = req.query;
    const items = await service.all(req.ctx, query);
    const day = cuscoToday(req.ctx.auth.clock());
    const columns = typeof options.csv === 'function' ? await options.csv(req.ctx) : options.csv;
    res
      .type('text/csv; charset=utf-8')
      .attachment(`${options.fileName}-${day}.csv`)
      .send(registryCsv(options.areaKey, columns, items, parseLanguage(lang)));
  });
  router.get(`${base}/:id`, async (req, res) => {
    res.json(await service.get(req.ctx, req.params.id));
  });
  router.get(`${base}/:id/history`, async (req, res) => {
    res.json(await recordHistory(req.ctx, service.definition.auditArea, req.params.id));
  });
  router.post(base, async (req, res) => {
    res.status(201).json(await service.create(req.ctx, req.body));
  });
  router.patch(`${base}/:id`, async (req, res) => {
    res.json(await service.update(req.ctx, req.params.id, req.body));
  });
  router.delete(`${base}/:id`, async (req, res) => {
    res.json(await service.remove(req.ctx, req.params.id));
  });
  return router;
}
