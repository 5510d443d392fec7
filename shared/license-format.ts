/**
 * The format of a guide's carné number as the registry issues it, a server setting
 * (GUIDE_LICENSE_FORMAT, default `GOT-YYYY-NNNN`) the forms read too. In a format `Y` is a digit
 * of the year and `N` any digit; a backslash makes the next character literal (`\N`); every
 * other character (capital letters, digits, `-`, `.`, `/`) stands for itself. Pure functions.
 */

export const DEFAULT_LICENSE_FORMAT = 'GOT-YYYY-NNNN';

/** The field error the server answers for a carné number out of format, in stable English. */
export function licenseFormatError(format: string): string {
  return `Not in the registry's format ${format}`;
}

interface Part {
  kind: 'digit' | 'literal';
  text: string;
}

function partsOf(format: string): Part[] | null {
  const parts: Part[] = [];
  for (let i = 0; i < format.length; i++) {
    let char = format[i] as string;
    let literal = false;
    if (char === '\\') {
      char = format[++i] ?? '';
      if (char === '') return null;
      literal = true;
    }
    if (!literal && (char === 'Y' || char === 'N')) parts.push({ kind: 'digit', text: char });
    else if (/^[A-Z0-9./-]$/.test(char)) parts.push({ kind: 'literal', text: char });
    else return null;
  }
  return parts.length > 0 && parts.length <= 20 ? parts : null;
}

/** Why a format cannot be used (for the configuration's check at start-up), or null. */
export function licenseFormatProblem(format: string): string | null {
  return partsOf(format) === null
    ? 'capital letters, digits, - . / and the placeholders Y and N (\\ before a literal Y or N), 1 to 20 characters'
    : null;
}

/** A carné number as it is stored: without spaces, in upper case. */
export function normalizeLicenseNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Whether `value` (normalized first) is a carné number of `format`. */
export function isLicenseNumber(format: string, value: string): boolean {
  const parts = partsOf(format);
  if (!parts) return false;
  const number = normalizeLicenseNumber(value);
  return (
    number.length === parts.length &&
    parts.every((part, i) =>
      part.kind === 'digit' ? /^\d$/.test(number[i] as string) : number[i] === part.text,
    )
  );
}

/** The field error of a carné number under `format`, or null when it fits. */
export function licenseNumberError(format: string, value: string): string | null {
  return isLicenseNumber(format, value) ? null : licenseFormatError(format);
}

/** A number of `format` to show as an example: GOT-YYYY-NNNN → GOT-2026-0001. */
export function licenseExample(format: string, year = 2026): string {
  const parts = partsOf(format) ?? [];
  const years = String(year);
  let y = 0;
  const digitsLeft = (i: number) => parts.slice(i + 1).filter((part) => part.text === 'N').length;
  return parts
    .map((part, i) => {
      if (part.kind === 'literal') return part.text;
      if (part.text === 'Y') return years[y++ % years.length];
      return digitsLeft(i) === 0 ? '1' : '0';
    })
    .join('');
}
