import type { ProviderKind, ProviderMatchField, ProviderStatus } from '../generated/graphql';

export type { ProviderMatchField };

/**
 * The answer to a tourist's "is this provider registered?", as the server builds it
 * (server/areas/verification/) and the public page reads it (client/src/public/verification/).
 */

/** A query's bounds, trimmed: shorter would match half the registry, longer is no name. */
export const MIN_QUERY_LENGTH = 3;
export const MAX_QUERY_LENGTH = 100;

/**
 * The public facts of one registered provider, the only shape a verification answer is built
 * from: a DNI, a personal phone or an email has no field here to travel in.
 */
export interface ProviderFacts {
  kind: ProviderKind;
  name: string;
  businessName: string | null;
  registrationNumber: string;
  ruc: string | null;
  status: ProviderStatus;
  current: boolean;
  /** YYYY-MM-DD, or null (lodgings). */
  expiresOn: string | null;
  /** ISO 639-1 codes (guides). */
  languages: string[];
  address: string | null;
  district: string | null;
  province: string | null;
  /**
   * Where the facts come from: the cut-off date (YYYY-MM-DD) of the Directorio Nacional de
   * Prestadores that lists the provider, or of the one that no longer does; null when no
   * import of the directory has met it.
   */
  directoryCutoff: string | null;
  notInDirectoryAsOf: string | null;
}

/** A provider as an answer gives it: its facts and the field the query met. */
export interface VerifiedProvider extends ProviderFacts {
  matchedField: ProviderMatchField;
}

export interface ProviderVerification {
  query: string;
  results: VerifiedProvider[];
  more: boolean;
  /**
   * Without results: registered providers whose name the query reads as with typos, or whose
   * identifier is one character off.
   */
  suggestions: VerifiedProvider[];
  /** The query met only the representatives of agencies or lodgings: no guide has that name. */
  noGuideNamed: boolean;
}
