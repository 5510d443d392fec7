import { foldToWords } from '../../../../shared/fold-text';
import { inEveryLanguage } from './words';

/** A message that only thanks or greets: it is answered in kind, never looked up as a name. */
export type Courtesy = 'THANKS' | 'GREETING';

const fold = (list: string[]) => new Set(list.map(foldToWords));
const THANKS = fold(inEveryLanguage((words) => words.thanks));
const GREETINGS = fold(inEveryLanguage((words) => words.greetings));

/** Whether the whole message is thanks or a greeting (in any language the page offers). */
export function courtesyOf(text: string): Courtesy | null {
  const folded = foldToWords(text);
  if (THANKS.has(folded)) return 'THANKS';
  if (GREETINGS.has(folded)) return 'GREETING';
  return null;
}
