import { type CsvError, parse } from 'csv-parse/sync';
import { BadRequestError } from '../../errors';
import { type DirectoryColumn, directoryColumn, REQUIRED_COLUMNS } from './columns';
import { REJECTED_KEPT } from './rejections';

/** What a file of the directory holds once read: its rows by column, and the lines it refused. */
export interface DirectoryCsv {
  encoding: 'utf-8' | 'windows-1252';
  separator: ',' | ';';
  rows: CsvRow[];
  /**
   * The first lines (REJECTED_KEPT) that are not a record of the header's shape (e.g. an
   * unclosed quote, a field too many), and how many there are in all.
   */
  malformed: { line: number; reason: string }[];
  malformedCount: number;
}

export interface CsvRow {
  /** The row's first line in the file (the header is line 1). */
  line: number;
  values: Partial<Record<DirectoryColumn, string>>;
}

export interface CsvLimits {
  maxBytes: number;
  maxRows: number;
}

/** Thrown from inside the parser to stop it as soon as a file has too many rows. */
class TooManyRows extends Error {}

/**
 * Reads a file of the directory: UTF-8 or Latin-1 (the ministry publishes both), separated by
 * commas or semicolons, quoted or not. Refuses (400) what is not such a file, is too big, has
 * more rows than allowed (malformed ones count too), or lacks a column the import needs; a
 * malformed line is reported, not fatal.
 */
export function readDirectoryCsv(file: Buffer, limits: CsvLimits): DirectoryCsv {
  if (file.length > limits.maxBytes) {
    throw new BadRequestError(`The file is larger than ${limits.maxBytes} bytes`);
  }
  // Text files hold no NUL byte; a spreadsheet or an archive does.
  if (file.length === 0 || file.includes(0)) {
    throw new BadRequestError('Not a CSV file');
  }
  const { text, encoding } = decode(file);
  const separator = separatorOf(firstLine(text));
  const malformed: DirectoryCsv['malformed'] = [];
  let malformedCount = 0;
  const tooMany = () => new BadRequestError(`The file has more than ${limits.maxRows} rows`);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: separator,
      info: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      trim: true,
      // The header, the most rows allowed and one more, to tell a file that has too many.
      to: limits.maxRows + 2,
      on_skip: (error: CsvError | undefined) => {
        if (!error) return;
        malformedCount += 1;
        if (malformed.length < REJECTED_KEPT) {
          malformed.push({ line: Number(error.lines), reason: error.message });
        }
        // Every line counts against the limit, read or not; `records` includes the header.
        if (Number(error.records) - 1 + malformedCount > limits.maxRows) throw new TooManyRows();
      },
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof TooManyRows) throw tooMany();
    throw new BadRequestError(`Not a CSV file: ${(error as Error).message}`);
  }
  const [header, ...body] = records;
  if (!header) throw new BadRequestError('Not a CSV file: it is empty');
  if (body.length + malformedCount > limits.maxRows) throw tooMany();
  const columns = header.record.map(directoryColumn);
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    throw new BadRequestError(
      `Not a file of the national directory: no column ${missing.join(', ')}`,
    );
  }
  const rows = body.map(({ record, info }) => {
    const values: CsvRow['values'] = {};
    record.forEach((value, index) => {
      const column = columns[index];
      if (column && value !== '') values[column] = value;
    });
    // info.lines is the line the record ends on; a quoted field may have spanned several.
    return { line: info.lines - newlinesIn(record), values };
  });
  return { encoding, separator, rows, malformed, malformedCount };
}

/**
 * UTF-8 when the bytes are valid UTF-8 (a Latin-1 file with any accented letter is not), else
 * Windows-1252, the superset of Latin-1 that files written on Windows use.
 */
function decode(file: Buffer): { text: string; encoding: DirectoryCsv['encoding'] } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(file);
    return { text, encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(file), encoding: 'windows-1252' };
  }
}

function firstLine(text: string): string {
  const end = text.search(/\r?\n/);
  return end === -1 ? text : text.slice(0, end);
}

/** The separator of the header: the one of `;` and `,` it holds more of outside quotes. */
function separatorOf(header: string): DirectoryCsv['separator'] {
  const unquoted = header.replace(/"[^"]*"/g, '');
  const count = (character: string) => unquoted.split(character).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

function newlinesIn(record: string[]): number {
  let lines = 0;
  for (const value of record) lines += value.split('\n').length - 1;
  return lines;
}
