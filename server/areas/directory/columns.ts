/**
 * The columns of the national directory of qualified tourism providers (MINCETUR's open data),
 * as its CSV files name them. Both files (agencies, lodgings) share them; lodgings fill CLASE and
 * CATEGORIA.
 */
export const DIRECTORY_COLUMNS = [
  'RUC',
  'RAZON_SOCIAL',
  'NOMBRE_COMERCIAL',
  'DEPARTAMENTO',
  'PROVINCIA',
  'DISTRITO',
  'VIA',
  'DES_VIA',
  'NUMERO',
  'INTERIOR',
  'TELEF1',
  'TELEF2',
  'TELEF3',
  'TELEF4',
  'E_MAIL',
  'PAGINA_WEB',
  'CLASE',
  'CATEGORIA',
  'NRO_CERTIFICADO',
  'FECHA_CORTE',
] as const;

export type DirectoryColumn = (typeof DIRECTORY_COLUMNS)[number];

/** Without these a row cannot be matched or placed: a file lacking one is refused whole. */
export const REQUIRED_COLUMNS = [
  'RUC',
  'RAZON_SOCIAL',
  'DEPARTAMENTO',
  'PROVINCIA',
  'DISTRITO',
] as const satisfies readonly DirectoryColumn[];

/** A header as written ("Razón social", " ruc ") → the directory's name for it, or null. */
export function directoryColumn(header: string): DirectoryColumn | null {
  const name = header
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .trim()
    .toUpperCase()
    .replace(/[\s.-]+/g, '_');
  return (DIRECTORY_COLUMNS as readonly string[]).includes(name) ? (name as DirectoryColumn) : null;
}
