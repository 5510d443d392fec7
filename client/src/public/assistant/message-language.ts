import { foldToWords } from '../../../../shared/fold-text';
import { LANGUAGES, type Language } from '../i18n/i18n';
import { WORDS } from './words';
import { scriptLanguage } from './words-of';

/** How many points a language needs, and a word "alone" scores (a "together" word scores 1). */
const CLEAR = 2;

/**
 * The language the message is clearly written in, when it is one the page offers and not the
 * page's own; null when in doubt: fewer than CLEAR points, any word of the page's language, or
 * words of two other languages.
 */
export function messageLanguage(text: string, page: Language): Language | null {
  const script = scriptLanguage(text);
  // Han alone reads in Japanese as in Chinese ("警察"): a Japanese page keeps its language.
  const byScript = script === 'zh-Hans' && page === 'ja' ? 'ja' : script;
  if (byScript) return byScript === page ? null : byScript;
  const said = foldToWords(text).split(' ');
  const scores = LANGUAGES.map((lang) => {
    const { alone, together } = WORDS[lang].languageWords;
    const score = said.reduce(
      (sum, word) => sum + (alone.includes(word) ? CLEAR : together.includes(word) ? 1 : 0),
      0,
    );
    return { lang, score };
  });
  if (scores.some(({ lang, score }) => lang === page && score > 0)) return null;
  const found = scores.filter(({ score }) => score > 0);
  const [only] = found;
  return found.length === 1 && only && only.score >= CLEAR ? only.lang : null;
}
