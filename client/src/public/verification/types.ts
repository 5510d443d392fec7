import type { VerifiedProvider } from '../../../../shared/verification';

export { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH } from '../../../../shared/verification';
export type { VerifiedProvider };

export type VerifyOutcome =
  | {
      kind: 'results';
      query: string;
      results: VerifiedProvider[];
      more: boolean;
      /** Without results: registered providers whose name or number the query is close to. */
      suggestions: VerifiedProvider[];
      /** Only agencies' or lodgings' representatives have that name: no guide does. */
      noGuideNamed: boolean;
    }
  | { kind: 'too-short' }
  | { kind: 'rate-limited' }
  | { kind: 'offline' }
  | { kind: 'error' };
