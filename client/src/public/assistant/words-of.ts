import { foldToWords, UNSPACED_SCRIPT } from '../../../../shared/fold-text';

export { UNSPACED_SCRIPT };

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;

/**
 * The language a text's script alone shows: kana is Japanese, Hangul Korean, Han without either
 * Chinese; null for the scripts other languages share.
 */
export function scriptLanguage(text: string): 'ja' | 'ko' | 'zh-Hans' | null {
  if (KANA.test(text)) return 'ja';
  if (HANGUL.test(text)) return 'ko';
  return UNSPACED_SCRIPT.test(text) ? 'zh-Hans' : null;
}

const segmenters = new Map<string, Intl.Segmenter>();

/** A word segmenter for a run of text in one of those scripts, by the language it must be. */
function segmenterFor(run: string): Intl.Segmenter | null {
  if (typeof Intl.Segmenter !== 'function') return null;
  const lang = scriptLanguage(run) ?? 'zh-Hans';
  let segmenter = segmenters.get(lang);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
    segmenters.set(lang, segmenter);
  }
  return segmenter;
}

/**
 * The words of what a visitor typed, folded (shared/fold-text.ts). Spaces cut the languages
 * that write them; a run of Chinese, Japanese or Korean is cut by Intl.Segmenter in its
 * language ("財布を盗まれた" is 財布 · を · 盗まれ · た), or stays one word in a browser
 * without it.
 */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const run of foldToWords(text).split(' ')) {
    if (!run) continue;
    const segmenter = UNSPACED_SCRIPT.test(run) ? segmenterFor(run) : null;
    if (!segmenter) {
      words.push(run);
      continue;
    }
    for (const { segment, isWordLike } of segmenter.segment(run)) {
      if (isWordLike) words.push(segment);
    }
  }
  return words;
}
