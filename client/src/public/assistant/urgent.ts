import { createPhraseFinder, type PhraseGroup } from './match';
import { inEveryLanguage } from './words';
import { wordsOf } from './words-of';

/**
 * What a person in danger writes, before anything else the assistant knows: a call for help or
 * the signs of a medical or physical emergency. Kept in code, not in the topics the staff edit,
 * so that no edit can make the assistant miss one; the phrases, in the languages visitors write
 * in, are in words/. The texts people see are in the dictionaries
 * (home.assistant.urgent.*), the numbers in the emergency contacts.
 */
export const URGENCIES = ['MEDICAL', 'FIRE', 'VIOLENCE', 'FOLLOWED', 'ACCIDENT', 'HELP'] as const;
export type Urgency = (typeof URGENCIES)[number];

/** The numbers to call now for each urgency, first the one that fits best (contact ids). */
export const URGENT_CALLS: Record<Urgency, readonly string[]> = {
  MEDICAL: ['ambulancia', 'samue-cusco', 'policia'],
  FIRE: ['bomberos-nacional', 'ambulancia', 'policia'],
  VIOLENCE: ['policia', 'ambulancia'],
  // Someone following a visitor: the police, before anything happens.
  FOLLOWED: ['policia', 'ambulancia'],
  ACCIDENT: ['ambulancia', 'policia'],
  HELP: ['policia', 'ambulancia'],
};

const THANKS = inEveryLanguage((words) => words.thanksStems);
const HELP_WORDS = new Set(inEveryLanguage((words) => words.helpWords));
const ERRANDS = inEveryLanguage((words) => words.errands);
/** Turkish names the errand first: "rehber bulmama yardım eder misin", "kontrol etmeme yardım". */
const ERRAND_BEFORE = /(m[ae]m[ae]|kontrol)$/;

const startsWithAny = (word: string, starts: readonly string[]) =>
  starts.some((start) => word.startsWith(start));

/**
 * Whether the help asked for is an errand or thanks rather than a call for help. An errand is
 * read only right next to the word for help, so "I can't find my friend, help!" stays a call.
 */
function errandOrThanks(text: string): boolean {
  const words = wordsOf(text);
  if (words.some((word) => startsWithAny(word, THANKS))) return true;
  return words.some(
    (word, index) =>
      HELP_WORDS.has(word) &&
      (words.slice(index + 1, index + 4).some((next) => startsWithAny(next, ERRANDS)) ||
        ERRAND_BEFORE.test(words[index - 1] ?? '')),
  );
}

const find = createPhraseFinder<Urgency>(
  URGENCIES.map(
    (id, index): PhraseGroup<Urgency> => ({
      id,
      position: index,
      phrases: inEveryLanguage((words) => words.urgent[id]),
    }),
  ),
  { wholeShortWords: true },
);

/** Whether `text` is a call for help or tells of an emergency, and which; null otherwise. */
export function urgencyOf(text: string): Urgency | null {
  const urgency = find(text);
  return urgency === 'HELP' && errandOrThanks(text) ? null : urgency;
}
