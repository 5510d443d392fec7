import { stringify } from 'csv-stringify/sync';
import type { Language } from '../http/language';
import { translate } from '../i18n';

/** One column of a registry's CSV export. */
export interface CsvColumn<V> {
  /** The GraphQL field name; the header is the i18n key `<areaKey>.fields.<field>`. */
  field: string;
  value: (item: V) => string | number | boolean | null | readonly string[];
  /** The GraphQL enum of the value: written with the i18n key `enums.<enum>.<VALUE>`. */
  enumName?: string;
}

// A cell that starts like a formula would run as one in a spreadsheet (CSV injection); a leading
// apostrophe makes spreadsheets show it as text.
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * A registry list as CSV for spreadsheets: headers and enum values in `lang`, lists joined with
 * ", ", a BOM so that Excel reads UTF-8 (ñ, tildes), CRLF line ends.
 */
export function registryCsv<V>(
  areaKey: string,
  columns: readonly CsvColumn<V>[],
  items: readonly V[],
  lang: Language,
): string {
  const header = columns.map((column) => translate(lang, `${areaKey}.fields.${column.field}`));
  const rows = items.map((item) =>
    columns.map((column) => {
      const value = column.value(item);
      if (value === null || value === undefined) return '';
      if (Array.isArray(value)) return cell(value.join(', '));
      // Numbers are written as they are: a negative latitude is not a formula.
      if (typeof value === 'number') return String(value);
      if (column.enumName) return translate(lang, `enums.${column.enumName}.${String(value)}`);
      return cell(String(value));
    }),
  );
  return stringify([header, ...rows], { bom: true, record_delimiter: 'windows' });
}
