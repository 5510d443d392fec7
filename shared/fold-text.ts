/**
 * Two ways of folding text for comparison, for two kinds of matching:
 * - `foldCaseAndAccents` for "contains" searches over names and numbers: punctuation stays, so
 *   "GOT-2024" finds "GOT-2024-0001" and "guía" finds "Guías de Turismo";
 * - `foldToWords` for reading what a visitor typed: punctuation becomes spaces and Turkish
 *   letters lose their marks too, so "¿Dónde está la POLİCÍA?" reads as "donde esta la policia".
 */

/** Lower case, without accents or other marks, spaces collapsed: "gúia", "GUIA" and "Guía" meet. */
export function foldCaseAndAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Words only, lower case, without accents or diacritics in any of the product's languages
 * (Turkish dotless ı and dotted İ become i, ş s, ğ g), punctuation as spaces, spaces collapsed.
 * "¿Dónde está la POLİCÍA?" and "donde esta la policia" fold alike.
 */
export function foldToWords(text: string): string {
  return (
    text
      // Turkish first: İ lowercases to "i̇" (i + combining dot) and ı has no decomposition.
      .replace(/İ/g, 'i')
      .toLowerCase()
      .replace(/ı/g, 'i')
      .normalize('NFD')
      // Only the accents Latin letters carry: Japanese voicing marks (が) and Korean syllables
      // (decomposed by NFD) come back whole below.
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFC')
      .replace(/ß/g, 'ss')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

/** Scripts whose words are not reliably cut by spaces: Chinese, Japanese, and Korean's vary. */
export const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
