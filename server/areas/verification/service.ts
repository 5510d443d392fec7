import { z } from 'zod';
import { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH } from '../../../shared/verification';
import type { Context } from '../../context';
import { cuscoToday } from '../../registry/dates';
import { authorize } from '../../security/authorize';
import { collationKey } from '../../store/collation';
import { DerivedCache } from '../../store/derived-cache';
import { parseInput, typeError } from '../../validation';
import {
  createMatcher,
  type Match,
  nameSlips,
  namesOf,
  nearIdentifier,
  noGuideNamed,
} from './match';
import type {
  ProviderFacts,
  ProviderMatchField,
  ProviderVerification,
  VerifiedProvider,
} from './model';
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
 * matches `query`, as public facts only, each with the field it was met on. A person's name met
 * only on agencies' or lodgings' razón social (a company's, or a sole trader's own name) is
 * answered "no guide has that name" first, so the tourist never reads another's registration as
 * that person's. Identifiers compare with look-alike letters read as digits (O 0, I l 1, S 5,
 * B 8). When
 * nothing matches, the registered providers whose identifier is one character off or whose name
 * is close (typos, words in another order, a missing surname) come as suggestions, so that a
 * licensed guide mistyped is never answered "not in the registry". Public, and counted per IP
 * address (429 past the limit); a refused query (400) is not counted, since it searched nothing.
 */
export async function verifyProvider(ctx: Context, query: unknown): Promise<ProviderVerification> {
  authorize(ctx, 'verification', 'read');
  const text = parseInput(querySchema, query, 'query');
  await ctx.auth.verifyLimit.consume(ctx.transport.ip);

  const candidates = await registeredProviders(ctx, cuscoToday(ctx.clock()));
  const matcher = createMatcher(text);
  const matches = candidates
    .map((provider) => ({ provider, match: matcher.match(provider) }))
    .filter((found): found is { provider: ProviderFacts; match: Match } => found.match !== null)
    .sort(
      (a, b) =>
        a.match.rank - b.match.rank ||
        compare(collationKey(a.provider.name), collationKey(b.provider.name)) ||
        compare(a.provider.registrationNumber, b.provider.registrationNumber),
    );
  const fields = matches.map(({ match }) => match.field);
  return {
    query: text,
    results: matches
      .slice(0, MAX_RESULTS)
      .map(({ provider, match }) => ({ ...provider, matchedField: match.field })),
    more: matches.length > MAX_RESULTS,
    suggestions: matches.length === 0 ? suggestionsFor(text, candidates) : [],
    noGuideNamed: noGuideNamed(text, fields),
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
function registeredProviders(ctx: Context, today: string): Promise<readonly ProviderFacts[]> {
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

/** Identifiers one character off first (the tourist typed a number), then close names. */
function suggestionsFor(query: string, candidates: readonly ProviderFacts[]): VerifiedProvider[] {
  return [...closeIdentifiers(query, candidates), ...closeNames(query, candidates)].slice(
    0,
    MAX_SUGGESTIONS,
  );
}

/**
 * The providers with an identifier one character off the query: current ones first, by name.
 * None when more are than a page of suggestions holds: the number then fits too many to say which.
 */
function closeIdentifiers(query: string, candidates: readonly ProviderFacts[]): VerifiedProvider[] {
  const close: VerifiedProvider[] = [];
  for (const provider of candidates) {
    const field = nearIdentifier(query, provider);
    if (field) close.push({ ...provider, matchedField: field });
  }
  if (close.length > MAX_SUGGESTIONS) return [];
  return close.sort(
    (a, b) =>
      Number(b.current) - Number(a.current) || compare(collationKey(a.name), collationKey(b.name)),
  );
}

/**
 * The providers whose name (or razón social) the query reads as with slips: fewest slips first,
 * then a match on the name before one on the razón social, current ones first, by name.
 */
function closeNames(query: string, candidates: readonly ProviderFacts[]): VerifiedProvider[] {
  const close: { provider: VerifiedProvider; slips: number; byBusinessName: boolean }[] = [];
  for (const provider of candidates) {
    // The provider's own name first: on a tie it is the one the query met.
    let best: { field: ProviderMatchField; slips: number; byBusinessName: boolean } | null = null;
    for (const [index, [field, name]] of namesOf(provider).entries()) {
      const slips = nameSlips(query, name);
      if (slips !== null && (!best || slips < best.slips)) {
        best = { field, slips, byBusinessName: index > 0 };
      }
    }
    if (best) {
      const { field, ...rest } = best;
      close.push({ provider: { ...provider, matchedField: field }, ...rest });
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
