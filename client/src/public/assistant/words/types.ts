import type { Urgency } from '../urgent';

/**
 * What the assistant reads in one language visitors write in. Matching folds the text (lower
 * case, no accents or other marks, punctuation as spaces; shared/fold-text.ts): a word of up to
 * four letters counts only whole, a longer one also as the start of a word and with a typo or
 * two. Chinese, Japanese and Korean phrases are found anywhere in the text, without typos.
 */
export interface AssistantWords {
  /**
   * What a person in danger writes, per urgency, as typed in a hurry; [] where none. A robbery
   * by force or threat (mugged, asaltado, 強盗) is VIOLENCE; a theft that is over ("they stole my
   * wallet") is no urgency but the THEFT topic, whose first number is the police too.
   */
  urgent: Record<Urgency, string[]>;
  /** Words naming a body, breath, blood, pain or someone down: the ambulance goes first. */
  body: string[];
  /** Whole messages that only thank, folded ("muchas gracias"). */
  thanks: string[];
  /** Whole messages that only greet, folded ("buenos dias"). */
  greetings: string[];
  /** Single folded words that ask for help ("ayuda", "ayudame"). */
  helpWords: string[];
  /** Folded starts of words that make a help word an errand ("buscar": "ayúdame a buscar un guía"). */
  errands: string[];
  /** Folded starts of words that thank ("graci"): "thanks for your help" is no call for help. */
  thanksStems: string[];
  /**
   * Folded words that tell the message is in this language: `alone`, one is enough; `together`,
   * common words that count two at a time. No word may belong to two languages.
   */
  languageWords: { alone: string[]; together: string[] };
}
