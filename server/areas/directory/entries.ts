import { matchDistrict, matchProvince } from '../../../shared/cusco';
import { isValidRuc, normalizeDocument } from '../../../shared/documents';
import { foldCaseAndAccents } from '../../../shared/fold-text';
import type { DirectoryColumn } from './columns';
import type { CsvRow, DirectoryCsv } from './csv-file';
import { firstByLine, REJECTED_KEPT } from './rejections';

/** A provider as the directory lists it, checked and mapped to the registries' fields. */
export interface DirectoryEntry {
  line: number;
  ruc: string;
  businessName: string;
  tradeName: string | null;
  province: string;
  district: string;
  /** The street, number and interior in one line, as the registries keep an address. */
  address: string;
  phones: string[];
  email: string | null;
  website: string | null;
  /**
   * CLASE and CATEGORIA as the directory writes them: a lodging's ("Hotel", "3 Estrellas"), an
   * agency's class ("Agencia de Viajes y Turismo Minorista"); read by classes.ts.
   */
  classText: string | null;
  categoryText: string | null;
  certificateNumber: string | null;
  /** The date the directory's data is as of (YYYY-MM-DD), or null when the row has none. */
  cutoff: string | null;
}

/** Why a row of the region cannot be imported; the client words each code. */
export type DirectoryProblem =
  | 'MALFORMED'
  | 'BAD_RUC'
  | 'MISSING_NAME'
  | 'UNKNOWN_PROVINCE'
  | 'UNKNOWN_DISTRICT'
  | 'DUPLICATE'
  | 'MISSING_CERTIFICATE'
  | 'UNKNOWN_CLASS'
  | 'CERTIFICATE_TAKEN'
  | 'INVALID_NAME';

export interface RejectedRow {
  line: number;
  ruc: string | null;
  name: string | null;
  problems: DirectoryProblem[];
  /** The parser's own words for a malformed line. */
  detail?: string;
  /**
   * CLASE and CATEGORIA as the row gives them, for a row whose classification is not one the
   * registry knows (UNKNOWN_CLASS): the rejection says what it read.
   */
  classText?: string | null;
  categoryText?: string | null;
}

export interface DirectoryRows {
  entries: DirectoryEntry[];
  /** The first rows refused (REJECTED_KEPT, by line), to show them. */
  rejected: RejectedRow[];
  /** How many rows were refused in all. */
  rejectedCount: number;
  /** Rows of other departments, left out. */
  otherRegions: number;
  /** The latest cut-off date of the region's rows, or null. */
  cutoff: string | null;
}

/**
 * The rows of one department (the region, "Cusco" by default) checked and mapped: a row with a
 * RUC whose check digit is wrong, no name, or a province or district not on our list is
 * rejected with every reason, never half imported. Malformed lines are rejected as such.
 */
export function directoryEntries(csv: DirectoryCsv, region: string): DirectoryRows {
  const wanted = foldCaseAndAccents(region);
  const entries: DirectoryEntry[] = [];
  const malformed = csv.malformed.map(
    ({ line, reason }): RejectedRow => ({
      line,
      ruc: null,
      name: null,
      problems: ['MALFORMED'],
      detail: reason,
    }),
  );
  // Rows come in the file's order: the first ones refused are all a preview may show.
  const refused: RejectedRow[] = [];
  let refusedCount = 0;
  let otherRegions = 0;
  for (const row of csv.rows) {
    if (foldCaseAndAccents(row.values.DEPARTAMENTO ?? '') !== wanted) {
      otherRegions += 1;
      continue;
    }
    const read = entryOf(row);
    if (!('problems' in read)) {
      entries.push(read);
      continue;
    }
    refusedCount += 1;
    if (refused.length < REJECTED_KEPT) refused.push(read);
  }
  const cutoffs = entries.map((entry) => entry.cutoff).filter((day) => day !== null);
  const cutoff = cutoffs.length > 0 ? cutoffs.reduce((a, b) => (a > b ? a : b)) : null;
  return {
    entries,
    rejected: firstByLine([...malformed, ...refused]),
    rejectedCount: csv.malformedCount + refusedCount,
    otherRegions,
    cutoff,
  };
}

function entryOf({ line, values }: CsvRow): DirectoryEntry | RejectedRow {
  const text = (column: DirectoryColumn) => spaced(values[column]);
  const ruc = normalizeDocument(values.RUC ?? '');
  const businessName = text('RAZON_SOCIAL');
  const province = matchProvince(values.PROVINCIA ?? '');
  const district = province ? matchDistrict(province, values.DISTRITO ?? '') : null;
  const problems: DirectoryProblem[] = [];
  if (!isValidRuc(ruc)) problems.push('BAD_RUC');
  if (!businessName) problems.push('MISSING_NAME');
  if (!province) problems.push('UNKNOWN_PROVINCE');
  else if (!district) problems.push('UNKNOWN_DISTRICT');
  if (problems.length > 0 || !province || !district || !businessName) {
    return { line, ruc: ruc || null, name: businessName ?? text('NOMBRE_COMERCIAL'), problems };
  }
  const phones = (['TELEF1', 'TELEF2', 'TELEF3', 'TELEF4'] as const)
    .map((column) => text(column))
    .filter((phone): phone is string => phone !== null);
  return {
    line,
    ruc,
    businessName,
    tradeName: text('NOMBRE_COMERCIAL'),
    province,
    district,
    address: [text('VIA'), text('DES_VIA'), text('NUMERO'), interior(text('INTERIOR'))]
      .filter(Boolean)
      .join(' '),
    phones: [...new Set(phones)],
    email: emailOf(text('E_MAIL')),
    website: websiteOf(text('PAGINA_WEB')),
    classText: text('CLASE'),
    categoryText: text('CATEGORIA'),
    certificateNumber: text('NRO_CERTIFICADO')?.toUpperCase() ?? null,
    cutoff: dayOf(text('FECHA_CORTE')),
  };
}

/** Spaces collapsed; an empty or dash-only field ("-", "--") is no value. */
function spaced(value: string | undefined): string | null {
  const text = value?.replace(/\s+/g, ' ').trim() ?? '';
  return text === '' || /^-+$/.test(text) ? null : text;
}

const interior = (value: string | null) => (value ? `Int. ${value}` : null);

/** The first address of a field that may hold several; null for one that is not an address. */
function emailOf(value: string | null): string | null {
  const first = value?.split(/[\s;,/]+/)[0]?.toLowerCase() ?? '';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(first) ? first : null;
}

/**
 * The directory writes sites without a scheme ("www.agencia.pe"): such an address is read as
 * https. Anything with a scheme stays as written, for the registry's rules to take or refuse.
 */
function websiteOf(value: string | null): string | null {
  if (!value) return null;
  // A colon before digits is a port ("www.agencia.pe:8080"), not a scheme.
  return /^[a-z][a-z\d+.-]*:(?!\d)/i.test(value) ? value : `https://${value}`;
}

/** 15/10/2026, 2026-10-15 or 20261015 → 2026-10-15; anything else → null. */
export function dayOf(value: string | null): string | null {
  if (!value) return null;
  const parts =
    /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(value)?.slice(1).reverse() ??
    /^(\d{4})-(\d{2})-(\d{2})/.exec(value)?.slice(1) ??
    /^(\d{4})(\d{2})(\d{2})$/.exec(value)?.slice(1);
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
