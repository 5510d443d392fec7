import Fuse from 'fuse.js';
import { foldText } from '../../../../shared/fold-text';
import type { TopicId } from './topics';

/** What the matcher needs of a topic: its id, chip order and phrases. */
export interface MatchableTopic {
  id: TopicId;
  position: number;
  phrases: { es: string[]; en: string[]; tr: string[] };
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

interface Phrase {
  topic: TopicId;
  position: number;
  text: string;
}

/**
 * Builds the matcher for a set of topics. The visitor's text is folded (case, accents, Turkish
 * letters) and cut into runs of one to four words; each phrase of each topic, in any language,
 * is looked for in those runs with fuse.js (Bitap: a phrase found inside a longer word counts,
 * so the Turkish "pasaport" finds "pasaportumu"), within the typos its length allows. A short
 * phrase must begin a word. Each topic scores the length of the phrases it matched, less their
 * mistakes; the highest wins, ties go to the earlier chip, nothing at all to FALLBACK. Same
 * text and topics, same answer: no randomness, no network.
 */
export function createMatcher(topics: readonly MatchableTopic[]): (text: string) => Match {
  const phrases: Phrase[] = [];
  for (const topic of topics) {
    if (topic.id === 'FALLBACK') continue;
    const seen = new Set<string>();
    for (const phrase of [...topic.phrases.es, ...topic.phrases.en, ...topic.phrases.tr]) {
      const text = foldText(phrase);
      if (text.length < 2 || seen.has(text)) continue;
      seen.add(text);
      phrases.push({ topic: topic.id, position: topic.position, text });
    }
  }

  return (input: string): Match => {
    const identifier = identifierIn(input);
    if (identifier) return { topic: 'VERIFY', query: identifier };
    const words = foldText(input).split(' ').filter(Boolean).slice(0, MAX_WORDS);
    if (words.length === 0) return { topic: 'FALLBACK' };
    const windows = runsOf(words);
    const fuse = new Fuse(windows, {
      includeScore: true,
      ignoreLocation: true,
      ignoreFieldNorm: true,
      isCaseSensitive: true,
      includeMatches: true,
      shouldSort: true,
      threshold: 0.3,
    });
    const startsWord = ` ${words.join(' ')}`;

    const scores = new Map<TopicId, { score: number; position: number }>();
    for (const phrase of phrases) {
      const length = phrase.text.length;
      let quality = 0;
      if (length <= 4) {
        if (startsWord.includes(` ${phrase.text}`)) quality = length;
      } else {
        const mistakes = fewestMistakes(fuse, phrase.text);
        if (mistakes <= allowedErrors(phrase.text)) quality = length - mistakes;
      }
      if (quality <= 0) continue;
      const current = scores.get(phrase.topic) ?? { score: 0, position: phrase.position };
      scores.set(phrase.topic, { score: current.score + quality, position: phrase.position });
    }

    let best: { topic: TopicId; score: number; position: number } | null = null;
    for (const [topic, { score, position }] of scores) {
      if (!best || score > best.score || (score === best.score && position < best.position)) {
        best = { topic, score, position };
      }
    }
    return { topic: best?.topic ?? 'FALLBACK' };
  };
}

/**
 * The fewest mistakes with which `phrase` appears in one of the runs, starting a word; with a
 * mistake it must also end one (Bitap's score is mistakes per character of the phrase). So
 * "pasaport" counts in "pasaportumu" and "pasaprte" for "pasaporte", but "polis" does not
 * count inside "poisoning".
 */
function fewestMistakes(fuse: Fuse<string>, phrase: string): number {
  for (const result of fuse.search(phrase, { limit: 8 })) {
    const ranges = result.matches?.[0]?.indices ?? [];
    const start = ranges[0]?.[0] ?? 0;
    const end = ranges[ranges.length - 1]?.[1] ?? result.item.length - 1;
    const mistakes = Math.round((result.score ?? 0) * phrase.length);
    const startsWord = start === 0 || result.item[start - 1] === ' ';
    const endsWord = end === result.item.length - 1 || result.item[end + 1] === ' ';
    if (startsWord && (mistakes === 0 || endsWord)) return mistakes;
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
