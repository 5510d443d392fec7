/**
 * A text folded for matching: lower case, without accents or other marks, spaces collapsed, so
 * that "gúia", "GUIA" and "Guía" find one another.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
