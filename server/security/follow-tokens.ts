import { createHash, createHmac, hkdfSync } from 'node:crypto';

const LABEL = 'turismo-seguro-cusco/incident-follow-up/v1';

/**
 * The private key of a case's follow-up page, made from the case's id with a key derived from
 * the server's signing secret: the same case always has the same token, so a report sent again
 * (its answer was lost) answers the token the first one made, while the store keeps only its
 * hash. Changing JWT_SECRET changes every token: the follow-up links given before stop working.
 */
export function followTokens(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, '', LABEL, 32));
  return {
    tokenFor: (caseId: string) => createHmac('sha256', key).update(caseId).digest('base64url'),
  };
}

export type FollowTokens = ReturnType<typeof followTokens>;

/** What the store keeps of a token, and looks it up by. */
export function hashFollowToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
