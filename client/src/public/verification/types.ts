/** Public facts of a registered provider, as `GET /api/public/verify` answers them. */
export interface VerifiedProvider {
  kind: 'GUIDE' | 'TRAVEL_AGENCY' | 'LODGING';
  name: string;
  businessName: string | null;
  registrationNumber: string;
  ruc: string | null;
  status: 'VIGENTE' | 'VENCIDO' | 'SUSPENDIDO' | 'CERRADO';
  current: boolean;
  /** YYYY-MM-DD, or null (lodgings). */
  expiresOn: string | null;
  /** ISO 639-1 codes (guides). */
  languages: string[];
  address: string | null;
  district: string | null;
  province: string | null;
}

export type VerifyOutcome =
  | {
      kind: 'results';
      query: string;
      results: VerifiedProvider[];
      more: boolean;
      /** Without results: registered providers whose name the query reads as with typos. */
      suggestions: VerifiedProvider[];
    }
  | { kind: 'too-short' }
  | { kind: 'rate-limited' }
  | { kind: 'offline' }
  | { kind: 'error' };

/** The server's bounds on a query (trimmed). */
export const MIN_QUERY_LENGTH = 3;
export const MAX_QUERY_LENGTH = 100;
