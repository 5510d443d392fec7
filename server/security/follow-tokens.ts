import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { FOLLOW_SECRET_ALPHABET, FOLLOW_SECRET_LENGTH } from '../../shared/follow-secret';

const LABEL = 'turismo-seguro-cusco/incident-follow-up/v1';
const SECRET_LABEL = 'turismo-seguro-cusco/incident-follow-up-secret/v1';

/**
 * The private keys of a case's follow-up, made from the case's id with keys derived from the
 * server's signing secret: the same case always has the same ones, so a report sent again (its
 * answer was lost) answers what the first one made, while the store keeps neither.
 * - the token of the private link (the store keeps its hash to look the case up by);
 * - the short secret printed on the receipt and the statement, typed with the case code from
 *   paper: 8 characters of 28 (about 3.8 × 10^11 values), which guessing cannot reach
 *   through the per-address throttle of follow-ups.
 * Changing JWT_SECRET changes every token and secret: the ones given before stop working.
 */
export function followTokens(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, '', LABEL, 32));
  const secretKey = Buffer.from(hkdfSync('sha256', secret, '', SECRET_LABEL, 32));
  const secretFor = (caseId: string) => {
    const bytes = createHmac('sha256', secretKey).update(caseId).digest();
    // One byte per character: 256 mod 28 leaves a bias under 2 %, harmless at this length.
    return [...bytes.subarray(0, FOLLOW_SECRET_LENGTH)]
      .map((byte) => FOLLOW_SECRET_ALPHABET[byte % FOLLOW_SECRET_ALPHABET.length])
      .join('');
  };
  return {
    tokenFor: (caseId: string) => createHmac('sha256', key).update(caseId).digest('base64url'),
    secretFor,
    /** Whether `given` (already normalised) is the case's short secret, in constant time. */
    secretMatches: (caseId: string, given: string) => {
      const expected = Buffer.from(secretFor(caseId));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}

export type FollowTokens = ReturnType<typeof followTokens>;

/** What the store keeps of a token, and looks it up by. */
export function hashFollowToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
