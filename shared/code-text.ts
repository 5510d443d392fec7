/**
 * Codes and numbers the registries keep (a carné, a certificate): written without spaces and in
 * upper case, of letters, digits, dots, slashes and hyphens. The server keeps them so; the forms
 * check them as typed with the same rule.
 */

const CODE = /^[A-Z0-9][A-Z0-9./-]*$/;

export const CODE_ERROR = 'Letters, digits, dots, slashes or hyphens';

/** A code as kept: spaces dropped, upper case ("cus-av 0420" → "CUS-AV0420"). */
export const compactCode = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** The problem of a code as typed (the server's message), or null. */
export function codeError(value: string): string | null {
  return CODE.test(compactCode(value)) ? null : CODE_ERROR;
}
