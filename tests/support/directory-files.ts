import type { DirectoryFileRow } from '../../scripts/lib/directory-file';

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

/**
 * Applying confirmed for any number of records marked "not in the directory": for tests whose
 * few rows leave most of the seeded registry unlisted (more than a tenth asks to be confirmed).
 */
export const CONFIRM_ANY_MISSING = { confirmMissing: 1_000_000 } as const;
