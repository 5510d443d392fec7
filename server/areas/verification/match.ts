import { distance } from 'fastest-levenshtein';
import { isPersonRuc } from '../../../shared/documents';
import { foldCaseAndAccents } from '../../../shared/fold-text';
import type { ProviderFacts, ProviderMatchField } from './model';

/**
 * How a verification query meets a provider. Names are compared folded (no accents, any case),
 * word by word, so "juan quispe" finds "Juan Carlos Quispe Mamani". Identifiers (carné,
 * certificate, RUC) are compared compact (no spaces, hyphens, dots or slashes, any case) and with
 * the letters read for digits folded, so "gt 0123" and "GT-O123" find "GT-0123"; an identifier
 * equal to the query ranks first.
 */
export interface Matcher {
  /** How well the provider matches (lower rank is better) and on which field; null when not. */
  match(provider: ProviderFacts): Match | null;
}

export interface Match {
  rank: number;
  field: ProviderMatchField;
}

export const EXACT_IDENTIFIER = 0;
const PARTIAL_IDENTIFIER = 1;
const NAME_START = 2;
const NAME_WORDS = 3;
/**
 * A match on a razón social (a company's, or a sole trader's own name) ranks after every match on
 * a guide's or a trade name: a tourist typing a person's name means a guide.
 */
const LEGAL_NAME_AFTER = 2;
/** Shorter compact queries would match half of every registry's numbers. */
const MIN_IDENTIFIER_LENGTH = 3;
/**
 * One character off a shorter query is a guess, not a slip: carnés, certificates and RUCs all
 * have 11 or more.
 */
const MIN_NEAR_IDENTIFIER_LENGTH = 6;
/** Words that make a query a company's name ("Inti Wasi E.I.R.L."), written with or without dots. */
const COMPANY_FORMS = new Set(['sa', 'saa', 'sac', 'srl', 'eirl', 'scrl']);
const LEGAL_FIELDS: readonly ProviderMatchField[] = ['LEGAL_NAME', 'LEGAL_REPRESENTATIVE'];

/** Letters a badge, a receipt or a hurried thumb gives for a digit: O 0, I l 1, S 5, B 8. */
const DIGIT_LOOKALIKES: Record<string, string> = { o: '0', i: '1', l: '1', s: '5', b: '8' };

/** Without case, accents or the separators numbers are written with: "GT 01-23" is "gt0123". */
function compact(text: string): string {
  return foldCaseAndAccents(text).replace(/[\s\-./]/g, '');
}

/** An identifier as compared: compact, each look-alike letter as its digit. */
function foldIdentifier(text: string): string {
  return compact(text).replace(/[oilsb]/g, (letter) => DIGIT_LOOKALIKES[letter] as string);
}

/** Whether a query reads as (part of) an identifier: compact, long enough, with a digit. */
function identifierLike(query: string): boolean {
  const text = compact(query);
  return text.length >= MIN_IDENTIFIER_LENGTH && /\d/.test(text);
}

/** A provider's identifiers, folded, each with the field it is. */
function identifiersOf(provider: ProviderFacts): [ProviderMatchField, string][] {
  if (provider.kind === 'GUIDE') {
    return [['LICENSE_NUMBER', foldIdentifier(provider.registrationNumber)]];
  }
  const ids: [ProviderMatchField, string][] = [];
  // A lodging without a certificate is registered by its RUC alone.
  if (provider.registrationNumber !== provider.ruc) {
    ids.push(['CERTIFICATE_NUMBER', provider.registrationNumber]);
  }
  if (provider.ruc) ids.push(['RUC', provider.ruc]);
  return ids.map(([field, id]) => [field, foldIdentifier(id)]);
}

/** A provider's names, each with the field it is: the razón social of a sole trader is a person. */
export function namesOf(provider: ProviderFacts): [ProviderMatchField, string][] {
  if (provider.kind === 'GUIDE') return [['GUIDE_NAME', provider.name]];
  const names: [ProviderMatchField, string][] = [['TRADE_NAME', provider.name]];
  if (provider.businessName) {
    const person = provider.ruc !== null && isPersonRuc(provider.ruc);
    names.push([person ? 'LEGAL_REPRESENTATIVE' : 'LEGAL_NAME', provider.businessName]);
  }
  return names;
}

export function createMatcher(query: string): Matcher {
  const folded = foldCaseAndAccents(query);
  const words = folded.split(' ').filter(Boolean);
  const identifier = foldIdentifier(query);
  const partial = identifierLike(query);
  return {
    match(provider) {
      const identifiers = identifiersOf(provider);
      const exact = identifiers.find(([, id]) => id === identifier);
      if (exact) return { rank: EXACT_IDENTIFIER, field: exact[0] };
      const within = partial && identifiers.find(([, id]) => id.includes(identifier));
      if (within) return { rank: PARTIAL_IDENTIFIER, field: within[0] };
      for (const [field, name] of namesOf(provider)) {
        const text = foldCaseAndAccents(name);
        const after = LEGAL_FIELDS.includes(field) ? LEGAL_NAME_AFTER : 0;
        if (text.startsWith(folded)) return { rank: NAME_START + after, field };
        if (words.every((word) => text.includes(word))) return { rank: NAME_WORDS + after, field };
      }
      return null;
    },
  };
}

/**
 * Whether the answer must open with "no guide has that name": the query reads as a person's name
 * (no number, no company form such as S.A.C.) and met only razones sociales — no guide and no
 * trade name, which would mean the tourist asked for an agency or lodging.
 */
export function noGuideNamed(query: string, fields: readonly ProviderMatchField[]): boolean {
  const words = foldCaseAndAccents(query).replace(/\./g, '').split(' ');
  return (
    fields.length > 0 &&
    fields.every((field) => LEGAL_FIELDS.includes(field)) &&
    !identifierLike(query) &&
    !words.some((word) => COMPANY_FORMS.has(word))
  );
}

/**
 * The identifier of `provider` that `query` is one character off (one substitution, insertion
 * or deletion once look-alike letters are folded), or null; never for a query that is no
 * identifier, so a name never meets a number, nor for one too short to be more than a guess.
 */
export function nearIdentifier(query: string, provider: ProviderFacts): ProviderMatchField | null {
  const folded = foldIdentifier(query);
  if (!identifierLike(query) || folded.length < MIN_NEAR_IDENTIFIER_LENGTH) return null;
  const near = identifiersOf(provider).find(
    ([, id]) => Math.abs(id.length - folded.length) <= 1 && distance(id, folded) === 1,
  );
  return near ? near[0] : null;
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
