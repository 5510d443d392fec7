/**
 * The short secret that, with its case code, opens a case's follow-up from paper: digits and
 * capitals without the ones people misread for one another (0/O, 1/I/L, U/V kept as V, 5/S,
 * 8/B), shown in two groups of four.
 */
export const FOLLOW_SECRET_ALPHABET = '23456789ACDEFGHJKMNPQRTVWXYZ';
export const FOLLOW_SECRET_LENGTH = 8;

/** "k7pm 2qrt", "K7PM-2QRT" → "K7PM2QRT": what people add when they copy it from paper. */
export function normalizeFollowSecret(text: string): string {
  return text.toUpperCase().replace(/[\s-]+/g, '');
}

/** "K7PM2QRT" → "K7PM-2QRT", as the receipt and the statement print it. */
export function groupFollowSecret(secret: string): string {
  return `${secret.slice(0, 4)}-${secret.slice(4)}`;
}
