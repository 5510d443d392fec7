import type { VerifiedProvider } from '../../../shared/verification';

export type { ProviderVerification, VerifiedProvider } from '../../../shared/verification';

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
  'directoryCutoff',
  'notInDirectoryAsOf',
] as const satisfies readonly (keyof VerifiedProvider)[];
