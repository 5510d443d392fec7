import { foldText } from '../search/text';
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
  return foldText(text).replace(/[\s\-./]/g, '');
}

export function createMatcher(query: string): Matcher {
  const folded = foldText(query);
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
        const text = foldText(name);
        if (text.startsWith(folded)) return NAME_START;
        if (words.every((word) => text.includes(word))) return NAME_WORDS;
      }
      return null;
    },
  };
}
