// The form mirrors the server's rules (server/areas/lodgings/rules.ts); each check answers the
// server's stable English message, so the form shows it through the same translations.

type Count = number | null | undefined;

/** Rooms or beds: a whole number from 1 to `max`. */
export function countError(value: Count, max: number): string | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value)) return 'A whole number';
  if (value < 1) return 'At least 1';
  return value > max ? `At most ${max}` : null;
}

/** At least a bed per room. */
export function bedsError(rooms: Count, beds: Count): string | null {
  return typeof rooms === 'number' && typeof beds === 'number' && beds < rooms
    ? 'At least one bed per room'
    : null;
}

/** Rooms or beds left out while the other is given (a lodging imported without either). */
export function missingCountError(value: Count, other: Count): string | null {
  const missing = (count: Count) => count === null || count === undefined;
  return missing(value) && !missing(other) ? 'Give both rooms and beds' : null;
}

/** The problem of a coordinate given without the other: on the one left out. */
export function missingCoordinateError(value: Count, other: Count): string | null {
  const missing = (coordinate: Count) => coordinate === null || coordinate === undefined;
  return missing(value) && !missing(other) ? 'Give both coordinates or neither' : null;
}
