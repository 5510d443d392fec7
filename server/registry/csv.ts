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

// OWASP's advice on CSV injection: a spreadsheet runs a cell that starts with = + - @ TAB or CR
// as a formula. Every cell is quoted, yet a spreadsheet that splits lines on another character
// (";" where the decimal mark is a comma, TAB, "|") or reads them without the quotes starts a new
// cell after any of those, so each piece that would start a formula gets a leading apostrophe,
// which makes spreadsheets read it as text. It goes on that piece, right after the separator and
// before any spaces or quotes a spreadsheet might trim: an apostrophe only at the cell's start
// would not reach the piece after a ";" (`Plaza;=cmd|…` must become `Plaza;'=cmd|…`), and
// prefixing only the dangerous pieces keeps the rest of the text as it was written.
const FORMULA_PIECE = /(?<=^|[,;\t|\r\n])(?=[ "]*[=+\-@\t\r])/g;

/** The text with every piece that a spreadsheet could start a formula with made plain text. */
export function spreadsheetText(value: string): string {
  return value.replace(FORMULA_PIECE, "'");
}

/**
 * A list as CSV for spreadsheets, the one writer of every export: headers and enum values in
 * `lang`, lists joined with ", ", every cell quoted and made plain text (SECURITY 35), a BOM so
 * that Excel reads UTF-8 (ñ, tildes), CRLF line ends.
 */
export function registryCsv<V>(
  areaKey: string,
  columns: readonly CsvColumn<V>[],
  items: readonly V[],
  lang: Language,
): string {
  // Headers and enum values are the dictionaries' words, made plain text all the same: every
  // cell goes through one rule.
  const header = columns.map((column) =>
    spreadsheetText(translate(lang, `${areaKey}.fields.${column.field}`)),
  );
  const rows = items.map((item) =>
    columns.map((column) => {
      const value = column.value(item);
      if (value === null || value === undefined) return '';
      // Numbers are written as they are: a negative latitude is not a formula.
      if (typeof value === 'number') return String(value);
      if (Array.isArray(value)) return spreadsheetText(value.join(', '));
      const text = column.enumName
        ? translate(lang, `enums.${column.enumName}.${String(value)}`)
        : String(value);
      return spreadsheetText(text);
    }),
  );
  return stringify([header, ...rows], {
    bom: true,
    record_delimiter: 'windows',
    quoted: true,
    quoted_empty: true,
  });
}
