import { foldToWords } from '../../../../shared/fold-text';

/** A message that only thanks or greets: it is answered in kind, never looked up as a name. */
export type Courtesy = 'THANKS' | 'GREETING';

const THANKS = new Set([
  'gracias',
  'muchas gracias',
  'mil gracias',
  'ok gracias',
  'vale',
  'ok',
  'okay',
  'listo',
  'perfecto',
  'genial',
  'thanks',
  'thank you',
  'thank you so much',
  'thanks a lot',
  'many thanks',
  'thx',
  'ty',
  'great',
  'perfect',
  'cool',
  'tesekkurler',
  'tesekkur ederim',
  'cok tesekkurler',
  'sagol',
  'sag ol',
  'tamam',
]);

const GREETINGS = new Set([
  'hola',
  'buenos dias',
  'buenas tardes',
  'buenas noches',
  'buenas',
  'hello',
  'hi',
  'hey',
  'good morning',
  'good afternoon',
  'good evening',
  'merhaba',
  'selam',
  'iyi gunler',
  'gunaydin',
  'iyi aksamlar',
]);

/** Whether the whole message is thanks or a greeting (in any of the three languages). */
export function courtesyOf(text: string): Courtesy | null {
  const folded = foldToWords(text);
  if (THANKS.has(folded)) return 'THANKS';
  if (GREETINGS.has(folded)) return 'GREETING';
  return null;
}
