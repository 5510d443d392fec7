/**
 * What a phone dials for a number as people write it: the one rule behind every `tel:` link of
 * the product (DESIGN.md §2), used by the server when it stores a number and by the client to
 * preview it, so a label and its link can never disagree. Pure: no imports, server and client.
 *
 * - Short codes stay as they are: "105" → "105" (3 or 4 digits, not starting with 0).
 * - Peruvian numbers become E.164, so they also work from a foreign SIM:
 *   landlines with their area code ("084 240313", "(084) 123456", "84 240313", "01 4116800")
 *   → "+5184240313"; mobiles ("987 654 321") → "+51987654321"; "+51 …" or "0051 …" normalised.
 * - Other countries only in international form ("+1 202 555 0100" → "+12025550100").
 * - Anything else (letters, a number without its area code, a wrong length) → null.
 */
export function dialTarget(phone: string): string | null {
  const compact = phone.replace(/[\s.\-()/]/g, '');
  const international = /^(?:\+|00)(\d+)$/.exec(compact);
  if (international) {
    const digits = international[1] ?? '';
    if (digits.startsWith('51')) {
      const national = peruvianNational(digits.slice(2));
      return national && `+51${national}`;
    }
    return /^[1-9]\d{6,14}$/.test(digits) ? `+${digits}` : null;
  }
  if (!/^\d+$/.test(compact)) return null;
  if (/^[1-9]\d{2,3}$/.test(compact)) return compact;
  const national = peruvianNational(compact);
  return national && `+51${national}`;
}

/**
 * The WhatsApp chat link of a dial target: `https://wa.me/` and its digits, without the "+"
 * (WhatsApp's own form). Null for a short code, which no WhatsApp account can have.
 */
export function whatsappLink(dial: string): string | null {
  const digits = /^\+(\d{7,15})$/.exec(dial)?.[1];
  return digits ? `https://wa.me/${digits}` : null;
}

/**
 * The field message of a WhatsApp number that is not a Peruvian mobile (the client translates
 * it): the server and the form refuse with the same words.
 */
export const NOT_A_WHATSAPP_MOBILE =
  'A WhatsApp number is a mobile: 9 digits starting with 9 (987 654 321) or +51 9…';

/**
 * A Peruvian mobile as people type it ("987 654 321", "+51 987 654 321", "0051987654321") in
 * E.164 ("+51987654321"), or null for anything else: a landline, a short code (105), another
 * country's number, garbage. The rule of an office's own WhatsApp number, on both sides.
 */
export function peruvianMobile(phone: string): string | null {
  const dial = dialTarget(phone);
  return dial !== null && /^\+519\d{8}$/.test(dial) ? dial : null;
}

/** The longest text a phone number may be written as (spaces and brackets included). */
export const MAX_PHONE_LENGTH = 30;

/** Peru's area codes: Lima 1, then the two-digit codes of the other departments (Cusco 84). */
const AREA_CODES = new Set(
  '41 42 43 44 51 52 53 54 56 61 62 63 64 65 66 67 72 73 74 76 82 83 84'.split(' '),
);

/**
 * A Peruvian number written nationally (with or without the trunk 0) as its digits after +51,
 * or null: a mobile is 9 + 8 digits; a Lima landline 1 + 7 digits; elsewhere an area code of
 * two digits + 6 digits.
 */
function peruvianNational(digits: string): string | null {
  if (/^9\d{8}$/.test(digits)) return digits;
  const number = digits.startsWith('0') ? digits.slice(1) : digits;
  if (/^1\d{7}$/.test(number)) return number;
  if (/^\d{8}$/.test(number) && AREA_CODES.has(number.slice(0, 2))) return number;
  return null;
}

/**
 * A dial target (from dialTarget) written for people, grouped as it is read out: "+5184240313"
 * → "+51 84 240 313", "+51987654321" → "+51 987 654 321", "+5114116800" → "+51 1 411 6800";
 * a short code as it is ("105"); another country's number as +code and the rest.
 */
export function formatDial(dial: string): string {
  const peru = /^\+51(\d+)$/.exec(dial)?.[1];
  if (peru) {
    const groups = /^9/.test(peru)
      ? [peru.slice(0, 3), peru.slice(3, 6), peru.slice(6)]
      : /^1/.test(peru)
        ? [peru.slice(0, 1), peru.slice(1, 4), peru.slice(4)]
        : [peru.slice(0, 2), peru.slice(2, 5), peru.slice(5)];
    return `+51 ${groups.join(' ')}`;
  }
  return dial;
}
