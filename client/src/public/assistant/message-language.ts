import { foldToWords } from '../../../../shared/fold-text';
import { LANGUAGES, type Language } from '../i18n/i18n';
import { WORDS } from './words';

/** Scripts that tell a language by themselves: kana is Japanese, Hangul Korean. */
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;
const HAN = /\p{Script=Han}/u;

/** The language a text's script shows, for the languages whose script is their own. */
function scriptLanguage(text: string, page: Language): Language | null {
  if (KANA.test(text)) return 'ja';
  if (HANGUL.test(text)) return 'ko';
  // Han alone is Chinese, unless the page is Japanese ("警察" reads in both).
  if (HAN.test(text)) return page === 'ja' ? 'ja' : 'zh-Hans';
  return null;
}

/** How many points a language needs, and a word "alone" scores (a "together" word scores 1). */
const CLEAR = 2;

/**
 * The language the message is clearly written in, when it is one the page offers and not the
 * page's own; null when in doubt: fewer than CLEAR points, any word of the page's language, or
 * words of two other languages.
 */
export function messageLanguage(text: string, page: Language): Language | null {
  const byScript = scriptLanguage(text, page);
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
