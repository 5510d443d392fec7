import type { PublicLanguage } from '../../../../../shared/locales';
import { words as de } from './de';
import { words as en } from './en';
import { words as es } from './es';
import { words as fr } from './fr';
import { words as it } from './it';
import { words as ja } from './ja';
import { words as ko } from './ko';
import { words as pt } from './pt';
import { words as tr } from './tr';
import type { AssistantWords } from './types';
import { words as zhHans } from './zh-Hans';

export type { AssistantWords };

/**
 * What the assistant reads, per language the page offers: all of them ship with the chat, since
 * a visitor may write in their own language whatever the page shows.
 */
export const WORDS: Record<PublicLanguage, AssistantWords> = {
  es,
  en,
  pt,
  fr,
  de,
  it,
  ja,
  ko,
  'zh-Hans': zhHans,
  tr,
};

/** One list of every language's entries, e.g. every word for help. */
export function inEveryLanguage(pick: (words: AssistantWords) => readonly string[]): string[] {
  return Object.values(WORDS).flatMap(pick);
}
