import { z } from 'zod';
import { foldCaseAndAccents } from '../../../shared/fold-text';
import type { Context } from '../../context';
import { authorize, permits } from '../../security/authorize';
import { parseInput, typeError } from '../../validation';
import type { SearchProvider, SearchQuery, SearchResultSet } from './model';

/** Spec §5: the search runs from two characters on. */
export const MIN_QUERY_LENGTH = 2;
export const MAX_QUERY_LENGTH = 100;
/** Each set shows at most this many results. */
export const MAX_RESULTS_PER_SET = 10;

const querySchema = z
  .string({ error: typeError('a string') })
  .max(MAX_QUERY_LENGTH, `At most ${MAX_QUERY_LENGTH} characters`);

/**
 * Searches what the signed-in user may open, ignoring case and accents. A query shorter than
 * two characters (spaces aside) finds nothing. Each provider is asked only when the role may
 * read its area; sets without results are left out; each set holds at most ten results.
 */
export async function search(
  ctx: Context,
  query: unknown,
  providers: readonly SearchProvider[],
): Promise<SearchResultSet[]> {
  authorize(ctx, 'search', 'read');
  const text = parseInput(querySchema, query, 'query').trim();
  const folded = foldCaseAndAccents(text);
  if (folded.length < MIN_QUERY_LENGTH) return [];
  const matcher: SearchQuery = {
    text,
    matches: (...values) =>
      values.some((value) => value && foldCaseAndAccents(value).includes(folded)),
  };
  const sets: SearchResultSet[] = [];
  for (const provider of providers) {
    if (!permits(ctx, provider.area, 'read')) continue;
    const results = await provider.search(ctx, matcher);
    if (results.length === 0) continue;
    sets.push({
      id: provider.id,
      label: provider.label,
      results: results.slice(0, MAX_RESULTS_PER_SET),
    });
  }
  return sets;
}
