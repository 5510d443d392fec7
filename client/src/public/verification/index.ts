// The on-demand part of "Verifica antes de contratar": loaded with import() when the tourist
// first searches, so the page's initial script stays small.
export { ProviderResults } from './ProviderResults';
export type { VerifiedProvider, VerifyOutcome } from './types';
export { verifyProvider } from './verify';
