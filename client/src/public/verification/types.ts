import type { VerifiedProvider } from '../../../../shared/verification';

export { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH } from '../../../../shared/verification';
export type { VerifiedProvider };

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
