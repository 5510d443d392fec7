import type { Urgency } from './urgent';

/**
 * What a person in danger writes, per urgency and per language tourists in Cusco write in, as
 * they type it in a hurry: phrases separated by "|" (kept compact: this ships with the chat).
 * The finder forgives case, accents and a typo or two; short words (four letters or fewer) count
 * only as whole words, so forms are listed as written. Chinese, Japanese and Korean phrases are
 * found anywhere in the text, spaces ignored.
 */
export const URGENT_PHRASES: Record<Urgency, Record<string, string>> = {
  MEDICAL: {
    es:
      'inconsciente|desmayo|desmayado|desmayada|se desmayó|no respira|no puede respirar|' +
      'no puedo respirar|dolor de pecho|dolor en el pecho|infarto|sangra mucho|sangrando|' +
      'hemorragia|convulsión|convulsiones|no responde|se ahoga|ambulancia|hospital|' +
      'necesito un médico',
    en:
      "unconscious|passed out|fainted|fainting|not breathing|can't breathe|cant breathe|" +
      'cannot breathe|chest pain|heart attack|bleeding|seizure|overdose|collapsed|' +
      'not responding|choking|ambulance|need a doctor',
    tr:
      'bilinçsiz|baygın|bayıldı|bayılıyor|nefes alamıyor|nefes alamıyorum|nefes almıyor|' +
      'göğüs ağrısı|kalp krizi|kanama|kanıyor|nöbet geçiriyor|tepki vermiyor|ambulans|' +
      'hastane|doktor lazım',
    pt:
      'não consegue respirar|não consigo respirar|não está respirando|falta de ar|desmaiou|' +
      'desmaiada|desmaiado|dor no peito|ataque cardíaco|sangrando muito|convulsão|' +
      'não responde|ambulância',
    fr:
      'ne peut pas respirer|ne respire pas|je ne peux pas respirer|inconscient|inconsciente|' +
      's’est évanoui|évanouie|douleur thoracique|crise cardiaque|saigne beaucoup|' +
      'il saigne|elle saigne|ambulance',
    de:
      'kann nicht atmen|atmet nicht|atemnot|bewusstlos|ohnmächtig|brustschmerzen|herzinfarkt|' +
      'blutet stark|blutet|krampfanfall|krankenwagen|notarzt',
    it:
      'non respira|non riesce a respirare|non riesco a respirare|svenuto|svenuta|incosciente|' +
      'dolore al petto|infarto|sanguina molto|perde sangue|ambulanza',
    ja: '息ができ|息をしていな|呼吸していな|意識がな|意識不明|気絶|大量出血|救急車',
    ko: '숨을 못|숨을 쉴 수 없|숨이 안|숨을 안 쉬|의식이 없|의식을 잃|기절|피가 많이|구급차',
    zh: '不能呼吸|无法呼吸|喘不过气|没有呼吸|昏迷|晕倒|昏倒|失去知觉|不省人事|流血不止|救护车',
  },
  FIRE: {
    es: 'fuego|incendio|se quema|hay humo',
    en: 'fire|on fire|burning|smoke everywhere',
    tr: 'yangın|yanıyor|duman',
    pt: 'fogo|incêndio|pegando fogo',
    fr: 'au feu|incendie',
    de: 'es brennt|feuerwehr',
    it: 'al fuoco|incendio',
  },
  VIOLENCE: {
    es:
      'me atacan|me están atacando|me atacaron|agresión|cuchillo|pistola|me pegan|me golpean|' +
      'secuestro|violación|me asaltan',
    en:
      'attacking me|being attacked|attacked|assault|assaulted|knife|gun|hitting me|' +
      'beating me|kidnapped|mugged|rape',
    tr: 'saldırı|saldırıyor|saldırdı|bıçak|silah|dövüyor|kaçırıldı|tecavüz|gasp',
    pt: 'me atacando|faca|arma|sequestro|estupro',
    fr: 'on m’attaque|agressé|agressée|couteau|enlèvement|viol',
    de: 'angegriffen|überfall|mit einem messer|entführt|vergewaltigt',
    it: 'aggredito|aggredita|coltello|pistola|sequestrato|sequestrata|stupro',
  },
  FOLLOWED: {
    es:
      'me siguen|me sigue|me están siguiendo|me está siguiendo|nos están siguiendo|' +
      'me persigue|me persiguen',
    en: 'following me|following us|followed me|being followed|stalking me|chasing me',
    tr: 'beni takip ediyor|bizi takip ediyor|takip ediliyorum|peşimde',
    pt: 'me seguindo|nos seguindo|me segue|me persegue|me perseguindo',
    fr: 'me suit|nous suit|me suivent|suis suivi|suis suivie',
    de: 'verfolgt mich|verfolgt uns|werde verfolgt',
    it: 'mi segue|mi seguono|mi sta seguendo|mi stanno seguendo|ci sta seguendo',
  },
  ACCIDENT: {
    es:
      'accidente|choque|atropellado|atropellada|me atropellaron|herido|herida|me caí|se cayó|' +
      'fractura',
    en:
      'accident|car crash|crashed|hit by a car|run over|injured|badly hurt|broken leg|' +
      'broken arm|fell down',
    tr: 'kaza|kazası|kaza geçirdi|kaza geçirdim|araba çarptı|yaralı|yaralandı|düştü',
    pt: 'acidente|atropelado|atropelada|ferido|ferida',
    fr: 'accident|renversé|renversée|il est blessé|elle est blessée|je suis blessé',
    de: 'unfall|angefahren|verletzt',
    it: 'incidente stradale|investito|investita|ferito|ferita',
  },
  HELP: {
    es: 'ayuda|ayúdame|ayúdenme|necesito ayuda|auxilio|socorro|emergencia|urgente',
    // Short words get no typo allowance: the usual slips are listed.
    en: 'help|hepl|hlep|halp|help me|i need help|need help|please help|sos|emergency|urgent',
    tr: 'yardım|yardım edin|yardım et|yardıma ihtiyacım var|imdat|acil',
    pt: 'ajuda|me ajuda|socorro|emergência',
    fr: 'au secours|aidez moi|à l’aide|urgence',
    de: 'hilfe|notfall',
    it: 'aiuto|aiutatemi|emergenza',
  },
};

/** One urgency's phrases in every language. */
export function urgentPhrases(urgency: Urgency): string[] {
  return Object.values(URGENT_PHRASES[urgency]).flatMap((phrases) => phrases.split('|'));
}
