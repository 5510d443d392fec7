import { foldToWords } from '../../../../shared/fold-text';
import { createPhraseFinder, type PhraseGroup } from './match';

/**
 * What a person in danger writes, before anything else the assistant knows: a call for help or
 * the signs of a medical or physical emergency. Kept in code, not in the topics the staff edit,
 * so that no edit can make the assistant miss one. The texts people see are in the dictionaries
 * (home.assistant.urgent.*), the numbers in the emergency contacts.
 */
export const URGENCIES = ['MEDICAL', 'FIRE', 'VIOLENCE', 'ACCIDENT', 'HELP'] as const;
export type Urgency = (typeof URGENCIES)[number];

/** The numbers to call now for each urgency, first the one that fits best (contact ids). */
export const URGENT_CALLS: Record<Urgency, readonly string[]> = {
  MEDICAL: ['ambulancia', 'samue-cusco', 'policia'],
  FIRE: ['bomberos-nacional', 'ambulancia', 'policia'],
  VIOLENCE: ['policia', 'ambulancia'],
  ACCIDENT: ['ambulancia', 'policia'],
  HELP: ['policia', 'ambulancia'],
};

// As people type them in a hurry; the finder forgives case, accents and a typo or two. Short
// words (four letters or fewer) count only as whole words here ("fire" is not "fireworks"), so
// Turkish forms are listed as they are written.
const PHRASES: Record<Urgency, readonly string[]> = {
  MEDICAL: [
    // es
    'inconsciente',
    'desmayo',
    'desmayado',
    'desmayada',
    'se desmayó',
    'no respira',
    'no puede respirar',
    'no puedo respirar',
    'dolor de pecho',
    'dolor en el pecho',
    'infarto',
    'sangra mucho',
    'sangrando',
    'hemorragia',
    'convulsión',
    'convulsiones',
    'no responde',
    'se ahoga',
    'ambulancia',
    'hospital',
    'necesito un médico',
    // en
    'unconscious',
    'passed out',
    'fainted',
    'fainting',
    'not breathing',
    "can't breathe",
    'cant breathe',
    'cannot breathe',
    'chest pain',
    'heart attack',
    'bleeding',
    'seizure',
    'overdose',
    'collapsed',
    'not responding',
    'choking',
    'ambulance',
    'need a doctor',
    // tr
    'bilinçsiz',
    'baygın',
    'bayıldı',
    'bayılıyor',
    'nefes alamıyor',
    'nefes alamıyorum',
    'nefes almıyor',
    'göğüs ağrısı',
    'kalp krizi',
    'kanama',
    'kanıyor',
    'nöbet geçiriyor',
    'tepki vermiyor',
    'ambulans',
    'hastane',
    'doktor lazım',
  ],
  FIRE: [
    'fuego',
    'incendio',
    'se quema',
    'hay humo',
    'fire',
    'on fire',
    'burning',
    'smoke everywhere',
    'yangın',
    'yanıyor',
    'duman',
  ],
  VIOLENCE: [
    'me atacan',
    'me están atacando',
    'me atacaron',
    'agresión',
    'cuchillo',
    'pistola',
    'me pegan',
    'me golpean',
    'secuestro',
    'violación',
    'me asaltan',
    'attacking me',
    'being attacked',
    'attacked',
    'assault',
    'assaulted',
    'knife',
    'gun',
    'hitting me',
    'beating me',
    'kidnapped',
    'mugged',
    'rape',
    'saldırı',
    'saldırıyor',
    'saldırdı',
    'bıçak',
    'silah',
    'dövüyor',
    'kaçırıldı',
    'tecavüz',
    'gasp',
  ],
  ACCIDENT: [
    'accidente',
    'choque',
    'atropellado',
    'atropellada',
    'me atropellaron',
    'herido',
    'herida',
    'me caí',
    'se cayó',
    'fractura',
    'accident',
    'car crash',
    'crashed',
    'hit by a car',
    'run over',
    'injured',
    'badly hurt',
    'broken leg',
    'broken arm',
    'fell down',
    'kaza',
    'kazası',
    'kaza geçirdi',
    'kaza geçirdim',
    'araba çarptı',
    'yaralı',
    'yaralandı',
    'düştü',
  ],
  HELP: [
    'ayuda',
    'ayúdame',
    'ayúdenme',
    'necesito ayuda',
    'auxilio',
    'socorro',
    'emergencia',
    'urgente',
    'help',
    // Short words get no typo allowance: the usual slips are listed.
    'hepl',
    'hlep',
    'halp',
    'help me',
    'i need help',
    'need help',
    'please help',
    'sos',
    'emergency',
    'urgent',
    'yardım',
    'yardım edin',
    'yardım et',
    'yardıma ihtiyacım var',
    'imdat',
    'acil',
  ],
};

/** Thanks: "thanks for your help" is not a call for help. */
const THANKS = /\b(thank|thanks|thx|gracias|tesekkur|sagol)/;
/** The words that ask for help, folded. */
const HELP_WORD = /^(help|ayuda|ayudame|ayudenme|ayudas|ayudar|ayudarme|yardim|yardimci)$/;
/** An errand after the word for help: "help me find a guide", "ayúdame a verificar…". */
const ERRAND =
  /^(find|check|verify|book|choose|pick|recommend|buscar|encontrar|verificar|revisar|elegir|recomendar|reservar|comprar)/;
/** Turkish names the errand first: "rehber bulmama yardım eder misin", "kontrol etmeme yardım". */
const ERRAND_BEFORE = /(m[ae]m[ae]|kontrol)$/;

/**
 * Whether the help asked for is an errand or thanks rather than a call for help. An errand is
 * read only right next to the word for help, so "I can't find my friend, help!" stays a call.
 */
function errandOrThanks(text: string): boolean {
  const words = foldToWords(text).split(' ');
  if (words.some((word) => THANKS.test(word))) return true;
  return words.some(
    (word, index) =>
      HELP_WORD.test(word) &&
      (words.slice(index + 1, index + 4).some((next) => ERRAND.test(next)) ||
        ERRAND_BEFORE.test(words[index - 1] ?? '')),
  );
}

const find = createPhraseFinder<Urgency>(
  URGENCIES.map(
    (id, index): PhraseGroup<Urgency> => ({ id, position: index, phrases: PHRASES[id] }),
  ),
  { wholeShortWords: true },
);

/** Whether `text` is a call for help or tells of an emergency, and which; null otherwise. */
export function urgencyOf(text: string): Urgency | null {
  const urgency = find(text);
  return urgency === 'HELP' && errandOrThanks(text) ? null : urgency;
}
