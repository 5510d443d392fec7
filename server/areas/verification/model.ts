import type { ProviderKind, ProviderStatus } from '../../../generated/graphql';

/**
 * The public facts of one registered provider, the only shape a verification answer is built
 * from: a DNI, a personal phone or an email has no field here to travel in.
 */
export interface VerifiedProvider {
  kind: ProviderKind;
  name: string;
  businessName: string | null;
  registrationNumber: string;
  ruc: string | null;
  status: ProviderStatus;
  current: boolean;
  expiresOn: string | null;
  languages: string[];
  address: string | null;
  district: string | null;
  province: string | null;
}

export interface ProviderVerification {
  query: string;
  results: VerifiedProvider[];
  more: boolean;
  /** Without results: registered providers whose name the query reads as with typos. */
  suggestions: VerifiedProvider[];
}

/** The keys of VerifiedProvider, in answer order: the view copies these and nothing else. */
export const PUBLIC_FIELDS = [
  'kind',
  'name',
  'businessName',
  'registrationNumber',
  'ruc',
  'status',
  'current',
  'expiresOn',
  'languages',
  'address',
  'district',
  'province',
] as const satisfies readonly (keyof VerifiedProvider)[];
