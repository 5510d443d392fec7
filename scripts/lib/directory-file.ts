import { DIRECTORY_COLUMNS, type DirectoryColumn } from '../../server/areas/directory/columns';
import { cuscoLandline, mobilePhone, rucNumber } from '../../server/seed/people';
import { createRandom } from '../../server/seed/random';
import { districtsOf, PROVINCES } from '../../shared/cusco';

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

/** Departments besides Cusco with a province and district of their own, as the files mix them. */
const OTHER_PLACES = [
  ['LIMA', 'LIMA', 'MIRAFLORES'],
  ['AREQUIPA', 'AREQUIPA', 'YANAHUARA'],
  ['PUNO', 'PUNO', 'PUNO'],
  ['LORETO', 'MAYNAS', 'IQUITOS'],
  ['LA LIBERTAD', 'TRUJILLO', 'HUANCHACO'],
] as const;
const LODGING_KINDS = [
  ['Hotel', '3 Estrellas'],
  ['Hostal', '2 Estrellas'],
  ['Hotel', '4 Estrellas'],
  ['Albergue', 'Sin categoría'],
  ['Apart-Hotel', '3 Estrellas'],
] as const;

/**
 * `count` rows of the whole country in the directory's shape, a share `cuscoShare` of them in
 * Cusco (on our list of districts), the rest in other departments; the same `seed` gives the
 * same rows. A few in Cusco carry a wrong check digit or no name, as real files do.
 */
export function directoryRows(
  count: number,
  { seed = 2026, cuscoShare = 0.4, lodgings = false } = {},
): DirectoryFileRow[] {
  const random = createRandom(seed);
  const rows: DirectoryFileRow[] = [];
  for (let index = 0; index < count; index++) {
    const inCusco = random.next() < cuscoShare;
    const province = random.pick(PROVINCES);
    const place = inCusco
      ? ['CUSCO', province.toUpperCase(), random.pick(districtsOf(province)).toUpperCase()]
      : random.pick(OTHER_PLACES);
    const ruc = rucNumber(random, random.next() < 0.7 ? 'juridica' : 'natural');
    const flaw = inCusco ? random.next() : 1;
    const [lodgingClass, category] = random.pick(LODGING_KINDS);
    rows.push({
      RUC: flaw < 0.01 ? `${ruc.slice(0, 10)}${(Number(ruc[10]) + 1) % 10}` : ruc,
      RAZON_SOCIAL: flaw >= 0.01 && flaw < 0.015 ? '' : `PRESTADOR ${index + 1} S.A.C.`,
      NOMBRE_COMERCIAL: `${lodgings ? 'Hospedaje' : 'Viajes'} Ñusta ${index + 1}`,
      DEPARTAMENTO: place[0],
      PROVINCIA: place[1],
      DISTRITO: place[2],
      VIA: random.pick(['AV.', 'JR.', 'CALLE', 'PSJE.']),
      DES_VIA: random.pick(['EL SOL', 'LA CULTURA', 'PLATEROS', 'SAPHI', 'TECSECOCHA']),
      NUMERO: String(random.int(1, 1500)),
      TELEF1: cuscoLandline(random),
      TELEF2: random.next() < 0.5 ? mobilePhone(random) : '',
      E_MAIL: `contacto${index + 1}@prestador.pe`,
      CLASE: lodgings ? lodgingClass : 'Agencia de Viajes y Turismo Minorista',
      CATEGORIA: lodgings ? category : '',
      NRO_CERTIFICADO: `CER-${String(index + 1).padStart(6, '0')}`,
      FECHA_CORTE: '15/10/2026',
    });
  }
  return rows;
}
