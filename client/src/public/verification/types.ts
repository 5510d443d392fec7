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
      /** A person's name met only on agencies' or lodgings' razón social: no guide has it. */
      noGuideNamed: boolean;
    }
  | { kind: 'too-short' }
  | { kind: 'rate-limited' }
  | { kind: 'offline' }
  | { kind: 'error' };
