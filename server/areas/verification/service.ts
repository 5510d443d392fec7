import { z } from 'zod';
import { authorize } from '../../auth/authorize';
import type { Context } from '../../context';
import { cuscoToday } from '../../registry/dates';
import { collationKey } from '../../registry/list';
import { parseInput, typeError } from '../../validation';
import { createMatcher } from './match';
import type { ProviderVerification, VerifiedProvider } from './model';
import { agencyFacts, guideFacts, lodgingFacts } from './view';

export const MIN_QUERY_LENGTH = 3;
export const MAX_QUERY_LENGTH = 100;
export const MAX_RESULTS = 10;

const querySchema = z
  .string({ error: typeError('a string') })
  .trim()
  .min(MIN_QUERY_LENGTH, `At least ${MIN_QUERY_LENGTH} characters`)
  .max(MAX_QUERY_LENGTH, `At most ${MAX_QUERY_LENGTH} characters`);

/**
 * "Is this provider registered?": guides, travel agencies and lodgings whose name or identifier
 * matches `query`, as public facts only. Public, and counted per IP address (429 past the
 * limit); a refused query (400) is not counted, since it searched nothing.
 */
export async function verifyProvider(ctx: Context, query: unknown): Promise<ProviderVerification> {
  authorize(ctx, 'verification', 'read');
  const text = parseInput(querySchema, query, 'query');
  await ctx.auth.verifyLimit.consume(ctx.transport.ip);

  const today = cuscoToday(ctx.auth.clock());
  const [guides, agencies, lodgings] = await Promise.all([
    ctx.store.guides.list(),
    ctx.store.travelAgencies.list(),
    ctx.store.lodgings.list(),
  ]);
  const candidates: VerifiedProvider[] = [
    ...guides.map((guide) => guideFacts(guide, today)),
    ...agencies.map((agency) => agencyFacts(agency, today)),
    ...lodgings.map(lodgingFacts),
  ];
  const matcher = createMatcher(text);
  const matches = candidates
    .map((provider) => ({ provider, rank: matcher.rank(provider) }))
    .filter((match): match is { provider: VerifiedProvider; rank: number } => match.rank !== null)
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        compare(collationKey(a.provider.name), collationKey(b.provider.name)) ||
        compare(a.provider.registrationNumber, b.provider.registrationNumber),
    );
  return {
    query: text,
    results: matches.slice(0, MAX_RESULTS).map((match) => match.provider),
    more: matches.length > MAX_RESULTS,
  };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
