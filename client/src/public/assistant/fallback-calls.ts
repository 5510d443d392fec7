import { foldToWords } from '../../../../shared/fold-text';
import { UNSPACED_SCRIPT } from './match';

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

// Per language visitors write in, separated by "|": words of up to four letters count whole
// ("pain" is not "painting"), longer ones also as the start of a word ("respir" finds
// "respirar"); Chinese, Japanese and Korean are found anywhere. No typos: this only orders two
// numbers that are both offered anyway.
const BODY: Record<string, string> = {
  es:
    'respir|aliento|sangre|sangra|dolor|duele|pecho|cabeza|corazon|estomago|barriga|' +
    'pierna|brazo|hueso|suelo|caido|caida|se cayo|desmay|vomit',
  en:
    'breath|blood|bleed|pain|pains|painful|hurt|hurts|hurting|ache|aches|chest|head|heart|' +
    'stomach|belly|leg|legs|arm|arms|bone|bones|fell|fallen|ground|collapse|faint|vomit',
  tr:
    'nefes|kan|kaniyor|kanama|agri|agriyor|gogus|kafa|kafam|kafasi|basim|kalp|kalbi|' +
    'kalbim|mide|midem|bacak|kol|kolu|kolum|yerde|dustu|bayil|kusuyor',
  pt:
    'respir|sangue|sangra|dor|dores|doendo|doi|peito|cabeca|coracao|barriga|perna|braco|' +
    'no chao|caiu|desmai|vomit',
  fr:
    'respir|souffle|sang|saigne|douleur|ai mal|fait mal|poitrine|tete|coeur|ventre|jambe|' +
    'bras|par terre|tombe|evanoui|vomi',
  de:
    'atem|atmen|atmet|luft|blut|blutet|schmerz|weh|brust|kopf|herz|bauch|bein|arm|boden|' +
    'gesturzt|ohnmacht|erbrech',
  it:
    'respir|fiato|sangue|sanguin|dolore|fa male|petto|testa|cuore|pancia|stomaco|gamba|' +
    'braccio|per terra|a terra|caduto|caduta|svenu|vomit',
  ja: '息|呼吸|血|痛|胸|頭|心臓|お腹|倒れ|意識|気絶|吐',
  ko: '숨|호흡|피가|피를|출혈|아파|아프|통증|가슴|머리|심장|배가|쓰러|의식|기절|토하',
  zh: '呼吸|喘|血|痛|胸|头|心脏|肚子|晕|昏|摔倒|倒在|吐',
};

const WORDS = Object.values(BODY).flatMap((list) => list.split('|'));
const UNSPACED = WORDS.filter((word) => UNSPACED_SCRIPT.test(word)).map(fold);
const SPACED = WORDS.filter((word) => !UNSPACED_SCRIPT.test(word));

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
