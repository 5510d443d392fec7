import { DIRECTORY_COLUMNS, type DirectoryColumn } from '../../server/areas/directory/columns';

/** A row of a directory file, by column; what is left out is empty. */
export type DirectoryFileRow = Partial<Record<DirectoryColumn, string>>;

export interface DirectoryFileShape {
  separator?: ',' | ';';
  encoding?: 'utf-8' | 'latin1';
  /** Quote every field, as some exports do; otherwise only those that need it. */
  quoteAll?: boolean;
  columns?: readonly string[];
  /** The header as written, one per column; the columns' names by default. */
  headers?: readonly string[];
}

/** A file in the shape the ministry publishes, built from rows: for tests and benchmarks. */
export function directoryFile(
  rows: readonly DirectoryFileRow[],
  {
    separator = ',',
    encoding = 'utf-8',
    quoteAll = false,
    columns = DIRECTORY_COLUMNS,
    headers = columns,
  }: DirectoryFileShape = {},
): Buffer {
  const field = (value: string) =>
    quoteAll || value.includes(separator) || value.includes('"') || /[\r\n]/.test(value)
      ? `"${value.replaceAll('"', '""')}"`
      : value;
  const lines = [
    headers.join(separator),
    ...rows.map((row) =>
      columns.map((column) => field(row[column as DirectoryColumn] ?? '')).join(separator),
    ),
  ];
  return Buffer.from(`${lines.join('\r\n')}\r\n`, encoding);
}

/** An agency of Cusco as the directory lists it (a valid RUC, a known district). */
export const CUSCO_AGENCY: DirectoryFileRow = {
  RUC: '20527141975',
  RAZON_SOCIAL: 'INKA TRAIL EXPEDITIONS S.A.C.',
  NOMBRE_COMERCIAL: 'Inka Trail Expeditions',
  DEPARTAMENTO: 'CUSCO',
  PROVINCIA: 'CUSCO',
  DISTRITO: 'WANCHAQ',
  VIA: 'AV.',
  DES_VIA: 'DE LA CULTURA',
  NUMERO: '1020',
  INTERIOR: '4',
  TELEF1: '084 245678',
  TELEF2: '984 123456',
  E_MAIL: 'Ventas@IncaTrailExp.pe',
  PAGINA_WEB: 'www.incatrailexp.pe',
  NRO_CERTIFICADO: 'cus-av-0420',
  FECHA_CORTE: '15/10/2026',
};
