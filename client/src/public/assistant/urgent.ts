import { foldToWords } from '../../../../shared/fold-text';
import { createPhraseFinder, type PhraseGroup } from './match';
import { urgentPhrases } from './urgent-phrases';

/**
 * What a person in danger writes, before anything else the assistant knows: a call for help or
 * the signs of a medical or physical emergency. Kept in code, not in the topics the staff edit,
 * so that no edit can make the assistant miss one; the phrases, in the languages visitors write
 * in, are in urgent-phrases.ts. The texts people see are in the dictionaries
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

/** Thanks: "thanks for your help" is not a call for help. */
const THANKS =
  /^(thank|thanks|thx|gracias|tesekkur|sagol|obrigad[oa]|merci|danke|vielen|grazie|mille)/;
/** The words that ask for help, folded. */
const HELP_WORD =
  /^(help|ayuda|ayudame|ayudenme|ayudas|ayudar|ayudarme|yardim|yardimci|ajuda|hilfe|aiuto)$/;
/** An errand after the word for help: "help me find a guide", "ayúdame a verificar…". */
const ERRAND =
  /^(find|check|verify|book|choose|pick|recommend|buscar|encontrar|verificar|revisar|elegir|recomendar|reservar|comprar)/;
/** Turkish names the errand first: "rehber bulmama yardım eder misin", "kontrol etmeme yardım". */
const ERRAND_BEFORE = /(m[ae]m[ae]|kontrol)$/;

/**
 * Whether the help asked for is an errand or thanks rather than a call for help. An errand is
 * read only right next to the word for help, so "I can't find my friend, help!" stays a call.
 */
function errandOrThanks(text: string): boolean {
  const words = foldToWords(text).split(' ');
  if (words.some((word) => THANKS.test(word))) return true;
  return words.some(
    (word, index) =>
      HELP_WORD.test(word) &&
      (words.slice(index + 1, index + 4).some((next) => ERRAND.test(next)) ||
        ERRAND_BEFORE.test(words[index - 1] ?? '')),
  );
}

const find = createPhraseFinder<Urgency>(
  URGENCIES.map(
    (id, index): PhraseGroup<Urgency> => ({ id, position: index, phrases: urgentPhrases(id) }),
  ),
  { wholeShortWords: true },
);

/** Whether `text` is a call for help or tells of an emergency, and which; null otherwise. */
export function urgencyOf(text: string): Urgency | null {
  const urgency = find(text);
  return urgency === 'HELP' && errandOrThanks(text) ? null : urgency;
}
