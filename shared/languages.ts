/**
 * Language codes a guide or officer may list: the 183 two-letter codes of ISO 639-1 (which
 * include qu, Quechua, and ay, Aymara), lower case.
 *
 * A fixed list rather than Intl.DisplayNames: engines ship different CLDR data (and Node may be
 * built with small-icu), and DisplayNames also names withdrawn codes such as iw, in, mo and sh, so
 * the answer would depend on where the rule runs. The server and the browser must agree.
 */
export const ISO_639_1_CODES: readonly string[] = [
  'aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs',
  'ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es et eu fa',
  'ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz',
  'ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko',
  'kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn',
  'mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa',
  'pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so',
  'sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty',
  'ug uk ur uz ve vi vo wa wo xh yi yo za zh zu',
]
  .join(' ')
  .split(' ');

const CODES = new Set(ISO_639_1_CODES);

/** The field error the server answers for a code outside the list, in stable English. */
export const LANGUAGE_ERROR = 'Not an ISO 639-1 language code';

/** True for a two-letter ISO 639-1 code in lower case ("qu", "en"); "EN" and "eng" are not. */
export function isLanguageCode(code: string): boolean {
  return CODES.has(code);
}

/** The languages guides in Cusco work in most, in the order form pickers offer them. */
export const COMMON_GUIDE_LANGUAGES = [
  'es',
  'en',
  'qu',
  'fr',
  'de',
  'it',
  'pt',
  'ja',
  'zh',
  'ko',
  'he',
  'ru',
  'nl',
  'ay',
] as const;
