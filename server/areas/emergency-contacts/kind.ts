import type { EmergencyKind } from '../../../shared/emergency-kinds';
import { foldCaseAndAccents } from '../../../shared/fold-text';
import type { EmergencyContactRecord } from './model';

/** Peru's national short codes: police, ambulance (SAMU), fire brigade. */
const BY_SHORT_CODE: Record<string, EmergencyKind> = {
  '105': 'POLICE',
  '106': 'MEDICAL',
  '116': 'FIRE',
};

/** Words of a Spanish name that tell the kind, first match wins (accents and case ignored). */
const BY_NAME: [RegExp, EmergencyKind][] = [
  [/\bbomber|\bincendi/, 'FIRE'],
  [/\bpolic|\bcomisar|\bserenazgo/, 'POLICE'],
  [/\bambulan|\bsamu|\bhospital|\bclinic|\bsalud|\bmedic|\bessalud/, 'MEDICAL'],
];

/**
 * The kind of a number nobody chose one for: a number added without it, or stored before kinds
 * existed. By its short code, then by its Spanish name; anything else is help for tourists.
 */
export function inferKind(contact: Pick<EmergencyContactRecord, 'names' | 'dial'>): EmergencyKind {
  const byCode = BY_SHORT_CODE[contact.dial];
  if (byCode) return byCode;
  const name = foldCaseAndAccents(contact.names.es);
  return BY_NAME.find(([words]) => words.test(name))?.[1] ?? 'TOURIST_HELP';
}
