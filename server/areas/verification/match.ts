import { distance } from 'fastest-levenshtein';
import { foldCaseAndAccents } from '../../../shared/fold-text';
import type { VerifiedProvider } from './model';

/**
 * How a verification query meets a provider. Names are compared folded (no accents, any case),
 * word by word, so "juan quispe" finds "Juan Carlos Quispe Mamani". Identifiers (carné,
 * certificate, RUC) are compared compact (no spaces, hyphens, dots or slashes, any case), so
 * "gt 0123" finds "GT-0123"; an identifier equal to the query ranks first.
 */
export interface Matcher {
  /** Lower is better; null when the provider does not match. */
  rank(provider: VerifiedProvider): number | null;
}

export const EXACT_IDENTIFIER = 0;
const PARTIAL_IDENTIFIER = 1;
const NAME_START = 2;
const NAME_WORDS = 3;
/** Shorter compact queries would match half of every registry's numbers. */
const MIN_IDENTIFIER_LENGTH = 3;

export function compactIdentifier(text: string): string {
  return foldCaseAndAccents(text).replace(/[\s\-./]/g, '');
}

export function createMatcher(query: string): Matcher {
  const folded = foldCaseAndAccents(query);
  const words = folded.split(' ').filter(Boolean);
  const compact = compactIdentifier(query);
  const identifierLike = compact.length >= MIN_IDENTIFIER_LENGTH && /\d/.test(compact);
  return {
    rank(provider) {
      const identifiers = [provider.registrationNumber, provider.ruc]
        .filter((value): value is string => Boolean(value))
        .map(compactIdentifier);
      if (identifiers.includes(compact)) return EXACT_IDENTIFIER;
      if (identifierLike && identifiers.some((id) => id.includes(compact))) {
        return PARTIAL_IDENTIFIER;
      }
      for (const name of [provider.name, provider.businessName]) {
        if (!name) continue;
        const text = foldCaseAndAccents(name);
        if (text.startsWith(folded)) return NAME_START;
        if (words.every((word) => text.includes(word))) return NAME_WORDS;
      }
      return null;
    },
  };
}

/** Slips allowed in one word of a name: none in a word of up to three letters, one up to seven, two beyond. */
function slipsAllowed(word: string): number {
  return word.length <= 3 ? 0 : word.length <= 7 ? 1 : 2;
}

/**
 * How far `query` is from reading as `name` typed on a phone in the street: each of its words
 * (in any order) is one of the name's words with a letter or two wrong, missing or extra
 * (Levenshtein distance), and the name may have words the query lacks (a second surname).
 * The total of the slips, or null when some word of the query is in no word of the name.
 */
export function nameSlips(query: string, name: string): number | null {
  const words = foldCaseAndAccents(query).split(' ').filter(Boolean);
  const nameWords = foldCaseAndAccents(name).split(' ').filter(Boolean);
  if (words.length === 0) return null;
  const used = new Set<number>();
  let total = 0;
  for (const word of words) {
    let best: { index: number; slips: number } | null = null;
    for (const [index, nameWord] of nameWords.entries()) {
      if (used.has(index)) continue;
      const slips = distance(word, nameWord);
      if (slips <= slipsAllowed(nameWord) && (!best || slips < best.slips)) {
        best = { index, slips };
      }
    }
    if (!best) return null;
    used.add(best.index);
    total += best.slips;
  }
  return total;
}
