import type { ProviderFacts } from '../../../shared/verification';

export type {
  ProviderFacts,
  ProviderMatchField,
  ProviderVerification,
  VerifiedProvider,
} from '../../../shared/verification';

/** The keys of ProviderFacts, in answer order: the view copies these and nothing else. */
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
  'directoryCutoff',
  'notInDirectoryAsOf',
] as const satisfies readonly (keyof ProviderFacts)[];
