/**
 * Text as the assistant compares it: lower case, without accents or diacritics in any of the
 * product's languages (Turkish dotless ı and dotted İ become i, ş s, ğ g), punctuation as spaces,
 * spaces collapsed. "¿Dónde está la POLİCÍA?" and "donde esta la policia" fold alike.
 */
export function foldText(text: string): string {
  return (
    text
      // Turkish first: İ lowercases to "i̇" (i + combining dot) and ı has no decomposition.
      .replace(/İ/g, 'i')
      .toLowerCase()
      .replace(/ı/g, 'i')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/ß/g, 'ss')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}
