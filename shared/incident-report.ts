import type { IncidentStatus, IncidentType } from '../generated/graphql';

// A tourist's report as both sides know it: the server's input schema enforces these limits and
// the public page's form says them before sending. Kept free of runtime imports beyond shared/
// itself, so the light public page can read it.

export { INCIDENT_TYPES } from './incident-workflow';
export type { IncidentStatus, IncidentType };

/** How much one report may hold: a tourist's account is long, a flood is not. */
export const REPORT_LIMITS = {
  /** The account in the tourist's words. */
  account: 5000,
  /** Things lost or taken. */
  items: 20,
  /** One item's description. */
  item: 200,
  /** The place in words. */
  place: 300,
  /** Staff's note on a change of status. */
  note: 1000,
} as const;
