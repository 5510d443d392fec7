import { z } from 'zod';
import { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH } from '../../../shared/verification';
import type { Context } from '../../context';
import { cuscoToday } from '../../registry/dates';
import { authorize } from '../../security/authorize';
import { collationKey } from '../../store/collation';
import { DerivedCache } from '../../store/derived-cache';
import { parseInput, typeError } from '../../validation';
import { createMatcher, nameSlips } from './match';
import type { ProviderVerification, VerifiedProvider } from './model';
import { agencyFacts, guideFacts, lodgingFacts } from './view';

export { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH };
export const MAX_RESULTS = 10;
/** As many as results: a common surname mistyped still finds the one meant. */
export const MAX_SUGGESTIONS = MAX_RESULTS;

const querySchema = z
  .string({ error: typeError('a string') })
  .trim()
  .min(MIN_QUERY_LENGTH, `At least ${MIN_QUERY_LENGTH} characters`)
  .max(MAX_QUERY_LENGTH, `At most ${MAX_QUERY_LENGTH} characters`);

/**
 * "Is this provider registered?": guides, travel agencies and lodgings whose name or identifier
 * matches `query`, as public facts only. When none does, the registered providers whose name is
 * close (typos, words in another order, a missing surname) come as suggestions, so that a licensed
 * guide whose name was mistyped is never answered "not in the registry". Public, and counted per
 * IP address (429 past the limit); a refused query (400) is not counted, since it searched nothing.
 */
export async function verifyProvider(ctx: Context, query: unknown): Promise<ProviderVerification> {
  authorize(ctx, 'verification', 'read');
  const text = parseInput(querySchema, query, 'query');
  await ctx.auth.verifyLimit.consume(ctx.transport.ip);

  const candidates = await registeredProviders(ctx, cuscoToday(ctx.auth.clock()));
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
    suggestions: matches.length === 0 ? closeNames(text, candidates) : [],
  };
}

/** Every registered provider's public facts, kept until the next write (or the next day). */
const registered = new DerivedCache({ limit: 2 });

/**
 * Not a store query: identifiers compare without their separators ("got 2025 0420" is
 * GOT-2025-0420) and suggestions allow slips (edit distance), which no query condition
 * expresses; so the matching needs every registered provider. They are read once per store
 * revision, not once per request.
 */
function registeredProviders(ctx: Context, today: string): Promise<readonly VerifiedProvider[]> {
  return registered.get(ctx.store, today, async () => {
    const [guides, agencies, lodgings] = await Promise.all([
      ctx.store.guides.list(),
      ctx.store.travelAgencies.list(),
      ctx.store.lodgings.list(),
    ]);
    return [
      ...guides.map((guide) => guideFacts(guide, today)),
      ...agencies.map((agency) => agencyFacts(agency, today)),
      ...lodgings.map(lodgingFacts),
    ];
  });
}

/**
 * The providers whose name (or razón social) the query reads as with slips: fewest slips first,
 * then a match on the name before one on the razón social, current ones first, by name.
 */
function closeNames(query: string, candidates: readonly VerifiedProvider[]): VerifiedProvider[] {
  const close: { provider: VerifiedProvider; slips: number; byBusinessName: boolean }[] = [];
  for (const provider of candidates) {
    const byName = nameSlips(query, provider.name);
    const byBusiness = provider.businessName ? nameSlips(query, provider.businessName) : null;
    if (byName !== null && (byBusiness === null || byName <= byBusiness)) {
      close.push({ provider, slips: byName, byBusinessName: false });
    } else if (byBusiness !== null) {
      close.push({ provider, slips: byBusiness, byBusinessName: true });
    }
  }
  return close
    .sort(
      (a, b) =>
        a.slips - b.slips ||
        Number(a.byBusinessName) - Number(b.byBusinessName) ||
        Number(b.provider.current) - Number(a.provider.current) ||
        compare(collationKey(a.provider.name), collationKey(b.provider.name)),
    )
    .slice(0, MAX_SUGGESTIONS)
    .map((match) => match.provider);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
