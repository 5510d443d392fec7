import { cuscoDateTime } from '../../../shared/dates';
import type { Context } from '../../context';
import { parseLanguage } from '../../http/language';
import { type CsvColumn, registryCsv } from '../../registry/csv';
import { authorize } from '../../security/authorize';
import type { IncidentItemRecord, IncidentRecord } from './model';
import { allIncidents } from './service';
import { type Names, namesFor } from './view';

const when = (instant: string) => cuscoDateTime(new Date(instant));

/**
 * What the items were worth, summed per currency: "PEN 80; USD 1250.5" (items without a value
 * are left out). No thousands separator, which a Spanish spreadsheet would read as decimals.
 */
export function valueByCurrency(items: readonly IncidentItemRecord[]): string {
  const totals = new Map<string, number>();
  for (const { value, currency } of items) {
    if (value === null) continue;
    const key = currency ?? '';
    totals.set(key, (totals.get(key) ?? 0) + value);
  }
  return [...totals]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, total]) =>
      [currency, total.toLocaleString('en', { maximumFractionDigits: 2, useGrouping: false })]
        .filter(Boolean)
        .join(' '),
    )
    .join('; ');
}

/**
 * The export's columns: what a case is and where it stands, for the police's statistics and
 * reports. Never the reporter's name, document or contact, nor the tourist's own account: a file
 * leaves the application that limits who reads them (SECURITY 31) and the retention job that
 * erases them cannot reach it.
 */
function columns(names: Names): readonly CsvColumn<IncidentRecord>[] {
  return [
    { field: 'code', value: (one) => one.code },
    { field: 'type', value: (one) => one.type, enumName: 'IncidentType' },
    { field: 'status', value: (one) => one.status, enumName: 'IncidentStatus' },
    { field: 'createdAt', value: (one) => when(one.createdAt) },
    { field: 'occurredAt', value: (one) => when(one.occurredAt) },
    { field: 'district', value: (one) => one.place.district },
    { field: 'place', value: (one) => one.place.description },
    {
      field: 'jurisdiction',
      value: (one) => names.office(one.jurisdictionId).jurisdiction || null,
    },
    { field: 'routing', value: (one) => one.routing, enumName: 'IncidentRouting' },
    { field: 'assignee', value: (one) => names.officer(one.assigneeId) },
    { field: 'items', value: (one) => one.items.length },
    { field: 'itemsValue', value: (one) => valueByCurrency(one.items) || null },
    { field: 'updatedAt', value: (one) => when(one.updatedAt) },
  ];
}

/**
 * The cases of a list request (its filters, search and sort, every page) as CSV, headers and
 * values in `lang` (es, en or tr; 400 otherwise), times in Peru's. POLICIA and ADMINISTRADOR.
 */
export async function exportIncidents(
  ctx: Context,
  input: unknown,
  lang: unknown,
): Promise<string> {
  // Who asks comes first: a stranger learns nothing from a 400 about the language.
  authorize(ctx, 'incidents', 'read');
  const language = parseLanguage(lang);
  const cases = await allIncidents(ctx, input);
  return registryCsv('incidents.csv', columns(await namesFor(ctx, cases)), cases, language);
}
