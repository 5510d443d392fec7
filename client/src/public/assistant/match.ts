import Fuse from 'fuse.js';
import { foldToWords } from '../../../../shared/fold-text';
import type { PublicLanguage } from '../../../../shared/locales';
import type { TopicId } from './topics';
import { UNSPACED_SCRIPT, wordsOf } from './words-of';

export { UNSPACED_SCRIPT };

/** What the matcher needs of a topic: its id, chip order and phrases in any languages. */
export interface MatchableTopic {
  id: TopicId;
  position: number;
  phrases: Partial<Record<PublicLanguage, string[]>>;
}

export interface Match {
  topic: TopicId;
  /** For VERIFY when the text held a RUC or a carné number: what to look up. */
  query?: string;
}

/** The longest run of words a phrase may span (e.g. "dónde está la policía"). */
const MAX_WINDOW_WORDS = 4;
/** Only the first words of a long message are read: what matters comes first. */
const MAX_WORDS = 40;

/** A RUC: 11 digits. */
const RUC = /(?<![\d])\d{11}(?![\d])/;
/** A registration number as the registries write them: GOT-2024-0001, CUS-AV-2024-0001. */
const REGISTRATION = /\b[a-z]{2,5}(?:-[a-z]{2,5})?-\d{2,4}-\d{2,6}\b/i;

/** The RUC or registration number a text holds, as written, or null. */
export function identifierIn(text: string): string | null {
  return RUC.exec(text)?.[0] ?? REGISTRATION.exec(text)?.[0]?.toUpperCase() ?? null;
}

/**
 * How many typing mistakes a phrase may carry and still count, word by word: none in a word of
 * up to four letters (short words would match too much), one up to seven, two beyond; at most
 * two in all.
 */
function allowedErrors(phrase: string): number {
  const perWord = phrase
    .split(' ')
    .map((word) => (word.length <= 4 ? 0 : word.length <= 7 ? 1 : 2));
  return Math.min(
    2,
    perWord.reduce((sum: number, errors) => sum + errors, 0),
  );
}

/** Phrases that lead to one answer (a topic, an urgency), in any language. */
export interface PhraseGroup<Id extends string> {
  id: Id;
  /** Breaks ties: the earlier group wins. */
  position: number;
  phrases: readonly string[];
}

interface Phrase<Id extends string> {
  group: Id;
  position: number;
  text: string;
  /** In a script written without spaces between words (Chinese, Japanese; Korean's vary). */
  unspaced: boolean;
}

/**
 * Finds groups of phrases in a visitor's text. The text is folded (case, accents, Turkish
 * letters) and cut into runs of one to four words; each phrase is looked for in those runs with
 * fuse.js (Bitap: a phrase found inside a longer word counts, so the Turkish "pasaport" finds
 * "pasaportumu"), within the typos its length allows. A short phrase must begin a word (or, with
 * `wholeShortWords`, be one); a phrase in Chinese, Japanese or Korean is looked for anywhere,
 * spaces ignored, without typos. The answer is the best group (the greatest length of phrases matched, less their mistakes; ties to
 * the earlier group), or null. Same text, same answer: no randomness, no network.
 */
export function createPhraseFinder<Id extends string>(
  groups: readonly PhraseGroup<Id>[],
  /** Short phrases count only as whole words (not as the start of a longer one). */
  { wholeShortWords = false }: { wholeShortWords?: boolean } = {},
): (text: string) => Id | null {
  const phrases: Phrase<Id>[] = [];
  for (const group of groups) {
    const seen = new Set<string>();
    for (const phrase of group.phrases) {
      const unspaced = UNSPACED_SCRIPT.test(phrase);
      const text = unspaced ? foldToWords(phrase).replace(/ /g, '') : foldToWords(phrase);
      if (text.length < (unspaced ? 1 : 2) || seen.has(text)) continue;
      seen.add(text);
      phrases.push({ group: group.id, position: group.position, text, unspaced });
    }
  }

  return (input: string): Id | null => {
    const words = wordsOf(input).slice(0, MAX_WORDS);
    if (words.length === 0) return null;
    const fuse = new Fuse(runsOf(words), {
      includeScore: true,
      ignoreLocation: true,
      ignoreFieldNorm: true,
      isCaseSensitive: true,
      includeMatches: true,
      shouldSort: true,
      threshold: 0.3,
    });
    const startsWord = ` ${words.join(' ')}${wholeShortWords ? ' ' : ''}`;
    const unspaced = words.join('');

    const scores = new Map<Id, { score: number; position: number }>();
    for (const phrase of phrases) {
      const length = phrase.text.length;
      let quality = 0;
      if (phrase.unspaced) {
        // Written without spaces: found anywhere, each character worth a word's letters.
        if (unspaced.includes(phrase.text)) quality = length * 3;
      } else if (length <= 4) {
        const whole = wholeShortWords ? ' ' : '';
        if (startsWord.includes(` ${phrase.text}${whole}`)) quality = length;
      } else {
        const mistakes = fewestMistakes(fuse, phrase.text);
        if (mistakes <= allowedErrors(phrase.text)) quality = length - mistakes;
      }
      if (quality <= 0) continue;
      const current = scores.get(phrase.group) ?? { score: 0, position: phrase.position };
      scores.set(phrase.group, { score: current.score + quality, position: phrase.position });
    }

    let best: { id: Id; score: number; position: number } | null = null;
    for (const [id, { score, position }] of scores) {
      if (!best || score > best.score || (score === best.score && position < best.position)) {
        best = { id, score, position };
      }
    }
    return best?.id ?? null;
  };
}

/**
 * Builds the matcher for a set of topics: a RUC or carné number is a lookup; otherwise the topic
 * whose phrases (any language) the text holds best (see createPhraseFinder); nothing at all is
 * FALLBACK.
 */
export function createMatcher(topics: readonly MatchableTopic[]): (text: string) => Match {
  const find = createPhraseFinder(
    topics
      .filter((topic) => topic.id !== 'FALLBACK')
      .map((topic) => ({
        id: topic.id,
        position: topic.position,
        phrases: Object.values(topic.phrases).flat(),
      })),
  );
  return (input: string): Match => {
    const identifier = identifierIn(input);
    if (identifier) return { topic: 'VERIFY', query: identifier };
    return { topic: find(input) ?? 'FALLBACK' };
  };
}

/**
 * The fewest mistakes with which `phrase` appears in one of the runs, starting a word; with a
 * mistake it must also end one and be longer than four letters (Bitap's score is mistakes per
 * character of the phrase). So "pasaport" counts in "pasaportumu" and "pasaprte" for
 * "pasaporte", but "polis" does not count inside "poisoning", nor "aiuto" in "auto".
 */
function fewestMistakes(fuse: Fuse<string>, phrase: string): number {
  for (const result of fuse.search(phrase, { limit: 8 })) {
    const ranges = result.matches?.[0]?.indices ?? [];
    const start = ranges[0]?.[0] ?? 0;
    const end = ranges[ranges.length - 1]?.[1] ?? result.item.length - 1;
    const mistakes = Math.round((result.score ?? 0) * phrase.length);
    const startsWord = start === 0 || result.item[start - 1] === ' ';
    const endsWord = end === result.item.length - 1 || result.item[end + 1] === ' ';
    // A short word of the text counts only whole, as a short phrase does: "auto" is no "aiuto".
    const longEnough = end - start + 1 > 4;
    if (startsWord && (mistakes === 0 || (endsWord && longEnough))) return mistakes;
  }
  return Number.POSITIVE_INFINITY;
}

/** Every run of one to MAX_WINDOW_WORDS consecutive words. */
function runsOf(words: string[]): string[] {
  const runs: string[] = [];
  for (let start = 0; start < words.length; start += 1) {
    for (let size = 1; size <= MAX_WINDOW_WORDS && start + size <= words.length; size += 1) {
      runs.push(words.slice(start, start + size).join(' '));
    }
  }
  return runs;
}
