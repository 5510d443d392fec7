import { foldToWords } from '../../../../shared/fold-text';
import { inEveryLanguage } from './words';
import { UNSPACED_SCRIPT } from './words-of';

/**
 * How the answer to a message the assistant did not understand offers the police and the
 * ambulance: the ambulance first when the words name a body, breath, blood, pain or someone
 * down (a medical emergency in words it could not read); else both alike, neither outranking
 * the other.
 */
export type FallbackCalls = 'AMBULANCE_FIRST' | 'EQUAL';

/** The numbers (contact ids) in the order offered; EQUAL shows them with the same weight. */
export const FALLBACK_CALLS: Record<FallbackCalls, readonly string[]> = {
  AMBULANCE_FIRST: ['ambulancia', 'policia'],
  EQUAL: ['policia', 'ambulancia'],
};

// Words of up to four letters count whole ("pain" is not "painting"), longer ones also as the
// start of a word ("respir" finds "respirar"); Chinese, Japanese and Korean are found anywhere.
// No typos: this only orders two numbers that are both offered anyway.
const WORDS = inEveryLanguage((words) => words.body);
const UNSPACED = WORDS.filter((word) => UNSPACED_SCRIPT.test(word)).map(fold);
const SPACED = WORDS.filter((word) => !UNSPACED_SCRIPT.test(word)).map(foldToWords);

function fold(text: string): string {
  return foldToWords(text).replace(/ /g, '');
}

/** Whether `text` names a body, breath, blood, pain or someone down, in any of the languages. */
export function namesBody(text: string): boolean {
  const said = ` ${foldToWords(text)} `;
  const unspaced = fold(text);
  return (
    UNSPACED.some((word) => unspaced.includes(word)) ||
    SPACED.some((word) => said.includes(word.length <= 4 ? ` ${word} ` : ` ${word}`))
  );
}

/** How the fallback answer to `text` offers the two numbers. */
export function fallbackCallsOf(text: string): FallbackCalls {
  return namesBody(text) ? 'AMBULANCE_FIRST' : 'EQUAL';
}
