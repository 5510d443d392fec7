import { parse } from 'csv-parse/sync';

/** An export's rows as a spreadsheet that reads the file as written gets them: header first. */
export function csvRows(text: string): string[][] {
  return parse(text, { bom: true, record_delimiter: '\r\n' });
}
