import type { EmergencyContactKind } from '../generated/graphql';

/**
 * What an emergency number is for, in the order the staff form offers them. The public page
 * draws one pictogram per kind beside the name, so a tourist who cannot read the language still
 * finds the police, the ambulance or the fire brigade.
 */
export const EMERGENCY_KINDS = [
  'POLICE',
  'MEDICAL',
  'FIRE',
  'TOURIST_HELP',
] as const satisfies readonly EmergencyContactKind[];

export type EmergencyKind = (typeof EMERGENCY_KINDS)[number];

export function isEmergencyKind(value: unknown): value is EmergencyKind {
  return (EMERGENCY_KINDS as readonly unknown[]).includes(value);
}
