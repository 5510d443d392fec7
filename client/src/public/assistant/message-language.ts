import { foldToWords } from '../../../../shared/fold-text';
import { LANGUAGES, type Language } from '../i18n/i18n';

/**
 * Words that tell the language a visitor writes in, per language the page offers, folded (see
 * foldToWords). `alone`: one of them is enough ("help", "ayuda"); `together`: common words that
 * count only two at a time. No word belongs to two languages (a test keeps it so): "me", "mi",
 * "no", "de" or "taxi" tell nothing. Offering a language means adding its words here.
 */
export const LANGUAGE_WORDS: Record<Language, { alone: string[]; together: string[] }> = {
  es: {
    alone: words(
      // Not "favor", "hay" or "esta": English and Portuguese write them too.
      'ayuda ayudame ayudenme auxilio hola gracias robaron perdi necesito estoy tengo donde ' +
        'puedo quiero cartera billetera celular comisaria denuncia',
    ),
    together: words('el los las del una con para por que mis amigo amiga robo policia'),
  },
  en: {
    alone: words(
      'help please where what how thanks thank hello the robbed stolen lost need cannot ' +
        'cant someone friend wallet phone my report',
    ),
    together: words(
      'i is was are am to of and it on in with you can do your police passport guide',
    ),
  },
  tr: {
    alone: words(
      'yardim imdat merhaba tesekkurler tesekkur lutfen nerede neredeyim kayboldum soyuldum ' +
        'calindi ihtiyacim pasaportumu cuzdanim telefonum arkadasim karakol',
    ),
    together: words('bir ve ne bu ben beni bana benim var yok icin ile polis acil'),
  },
};

function words(list: string): string[] {
  return list.split(' ');
}

/** How many points a language needs, and a word "alone" scores (a "together" word scores 1). */
const CLEAR = 2;

/**
 * The language the message is clearly written in, when it is one the page offers and not the
 * page's own; null when in doubt: fewer than CLEAR points, any word of the page's language, or
 * words of two other languages.
 */
export function messageLanguage(text: string, page: Language): Language | null {
  const said = foldToWords(text).split(' ');
  const scores = LANGUAGES.map((lang) => {
    const { alone, together } = LANGUAGE_WORDS[lang];
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
