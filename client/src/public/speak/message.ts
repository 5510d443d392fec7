import type { Language } from '../i18n/i18n';
import type { Words } from '../i18n/words';
import { formatCoordinate, mapsLink, plusCode } from '../location/position';
import { formatDistance } from '../police/nearest';

/** What happened, as the tourist picks it: the card's first question. */
export const HAPPENINGS = [
  'ROBBED',
  'ATTACKED',
  'INJURED',
  'ILL',
  'LOST',
  'LOST_DOCUMENTS',
  'SCAMMED',
  'ACCIDENT',
  'FIRE',
  'OTHER',
] as const;
export type Happening = (typeof HAPPENINGS)[number];

/** More than this is "a group": the card's counter stops here. */
export const MAX_PEOPLE = 20;

/** Everything the tourist tells the card; the sentences are written from these, never typed. */
export interface SpeakChoices {
  what: Happening;
  /** How many of us, the tourist included. */
  people: number;
  /** Whether someone is hurt; null while not said. */
  hurt: boolean | null;
  /** The tourist cannot speak (deaf, mute, or hiding): they ask to be answered in writing. */
  cannotSpeak: boolean;
  /** Where, in the tourist's own words (a hotel, a street), kept as written. */
  placeWords: string;
  name: string;
  phone: string;
}

export const FIRST_CHOICES: Omit<SpeakChoices, 'what'> = {
  people: 1,
  hurt: null,
  cannotSpeak: false,
  placeWords: '',
  name: '',
  phone: '',
};

/** Where the phone is, and the nearest tourism police office as a landmark an operator knows. */
export interface SpeakPlace {
  position: { latitude: number; longitude: number } | null;
  landmark: { name: string; metres: number } | null;
}

/** The message in one language, in parts: the card shows them apart, the texts join them. */
export interface SpeakMessage {
  /** Who the tourist is and what happened: the sentence an operator acts on. */
  situation: string;
  /** Where, in the tourist's words; says so when nothing at all is known. */
  place: string;
  /** The nearest tourism police office and how far; empty without a position. */
  landmark: string;
  /** Coordinates, Plus Code and a maps link; empty without a position. */
  position: string;
  /** The tourist's name and phone, when given. */
  contact: string;
}

/** A language's name in another, as a sentence uses it ("japonés"; Chinese is "chino"). */
export function languageName(named: Language, inLanguage: Language): string {
  const base = named.split('-')[0] ?? named;
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(base) ?? base;
  } catch {
    return base;
  }
}

/**
 * The message in `lang` (Spanish for the operator, or the tourist's language so they know what
 * they show) from the tourist's choices. Each sentence is a whole one of that language's
 * dictionary, chosen by the choices ("Me robaron." / "Nos robaron."): nothing the tourist wrote
 * is translated, and what they typed (place, name, phone) is kept as written.
 */
export function composeMessage(
  words: Words,
  lang: Language,
  visitor: Language,
  choices: SpeakChoices,
  place: SpeakPlace,
): SpeakMessage {
  const group = choices.people > 1;
  const who =
    visitor === 'es'
      ? words(group ? 'who.spanishGroup' : 'who.spanish', { count: choices.people })
      : words(group ? 'who.touristGroup' : 'who.tourist', {
          count: choices.people,
          language: languageName(visitor, lang),
        });
  const hurt =
    choices.hurt === null
      ? ''
      : words(`hurt.${choices.hurt ? 'yes' : 'no'}.${group ? 'group' : 'alone'}`);
  const situation = [
    who,
    choices.cannotSpeak ? words('cannotSpeak') : '',
    words(`what.${choices.what}.${group ? 'group' : 'alone'}`),
    hurt,
  ];

  const typed = choices.placeWords.trim();
  const where = typed
    ? words(group ? 'place.wordsGroup' : 'place.words', { place: typed })
    : place.position
      ? ''
      : words('place.unknown');
  const landmark = place.landmark
    ? words('place.landmark', {
        distance: formatDistance(place.landmark.metres, lang),
        landmark: place.landmark.name,
      })
    : '';

  const position = place.position
    ? [
        words('position.coordinates', {
          latitude: formatCoordinate(place.position.latitude),
          longitude: formatCoordinate(place.position.longitude),
          plusCode: plusCode(place.position),
        }),
        words('position.map', { url: mapsLink(place.position) }),
      ]
    : [];

  const name = choices.name.trim();
  const phone = choices.phone.trim();
  const contact = [
    name ? words('contact.name', { name }) : '',
    phone ? words('contact.phone', { phone }) : '',
  ];

  const joined = (sentences: string[]) => sentences.filter(Boolean).join(sentenceGap(lang));
  return {
    situation: joined(situation),
    place: where,
    landmark,
    position: joined(position),
    contact: joined(contact),
  };
}

/** Japanese and Chinese put no space between sentences; the others one. */
const sentenceGap = (lang: Language) => (lang === 'ja' || lang.startsWith('zh') ? '' : ' ');

/** The whole message as one text (to copy, or send by WhatsApp). */
export function messageText(message: SpeakMessage): string {
  return [message.situation, message.place, message.landmark, message.position, message.contact]
    .filter(Boolean)
    .join('\n');
}

/** What the phone reads aloud: no coordinates or link, which nobody can follow by ear. */
export function spokenText(message: SpeakMessage): string {
  return [message.situation, message.place, message.landmark, message.contact]
    .filter(Boolean)
    .join(' ');
}
