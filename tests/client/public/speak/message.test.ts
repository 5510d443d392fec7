import { beforeAll, describe, expect, it } from 'vitest';
import { SPEAK_NAMESPACE } from '../../../../client/src/public/i18n/i18n';
import { wordsIn } from '../../../../client/src/public/i18n/words';
import { plusCode } from '../../../../client/src/public/location/position';
import {
  composeMessage,
  FIRST_CHOICES,
  HAPPENINGS,
  type Happening,
  messageText,
  type SpeakChoices,
  type SpeakPlace,
  spokenText,
} from '../../../../client/src/public/speak/message';
import { PUBLIC_LANGUAGES, type PublicLanguage } from '../../../../shared/locales';
import { addDictionaries } from '../fixtures';

beforeAll(() => addDictionaries(...PUBLIC_LANGUAGES));

const spanish = () => wordsIn('es', SPEAK_NAMESPACE, 'sentence');
const NOWHERE: SpeakPlace = { position: null, landmark: null };
/** The Plaza de Armas of Cusco, 320 m from the tourism police's comisaría. */
const PLAZA: SpeakPlace = {
  position: { latitude: -13.51664, longitude: -71.97872 },
  landmark: { name: 'Comisaría PNP de Turismo Cusco', metres: 318 },
};

const choices = (what: Happening, change: Partial<SpeakChoices> = {}): SpeakChoices => ({
  ...FIRST_CHOICES,
  what,
  ...change,
});

type Row = [PublicLanguage, Happening, Partial<SpeakChoices>, string];

/** The Spanish an operator reads, for what the tourist picked. */
const SENTENCES: Row[] = [
  ['ja', 'ROBBED', {}, 'Soy turista y hablo japonés; no hablo español. Me robaron.'],
  [
    'ja',
    'ROBBED',
    { people: 3, hurt: false },
    'Somos 3 turistas y hablamos japonés; no hablamos español. Nos robaron. Nadie está herido.',
  ],
  [
    'en',
    'ATTACKED',
    { hurt: true },
    'Soy turista y hablo inglés; no hablo español. Me atacaron. Tengo heridas y necesito una ambulancia.',
  ],
  [
    'en',
    'ATTACKED',
    { people: 2, hurt: true },
    'Somos 2 turistas y hablamos inglés; no hablamos español. Nos atacaron. Hay personas heridas y necesitamos una ambulancia.',
  ],
  [
    'de',
    'INJURED',
    {},
    'Soy turista y hablo alemán; no hablo español. Me lastimé y necesito ayuda.',
  ],
  [
    'de',
    'INJURED',
    { people: 4, hurt: true },
    'Somos 4 turistas y hablamos alemán; no hablamos español. Una persona del grupo se lastimó y necesitamos ayuda. Hay personas heridas y necesitamos una ambulancia.',
  ],
  [
    'fr',
    'ILL',
    { cannotSpeak: true },
    'Soy turista y hablo francés; no hablo español. No puedo hablar: por favor, respóndanme por escrito. Me siento muy mal y necesito un médico.',
  ],
  [
    'fr',
    'ILL',
    { people: 2, hurt: false },
    'Somos 2 turistas y hablamos francés; no hablamos español. Una persona del grupo se siente muy mal y necesita un médico. Nadie está herido.',
  ],
  [
    'ko',
    'LOST',
    {},
    'Soy turista y hablo coreano; no hablo español. Me perdí y no sé cómo volver.',
  ],
  [
    'ko',
    'LOST',
    { people: 2 },
    'Somos 2 turistas y hablamos coreano; no hablamos español. Nos perdimos y no sabemos cómo volver.',
  ],
  [
    'zh-Hans',
    'LOST_DOCUMENTS',
    {},
    'Soy turista y hablo chino; no hablo español. Perdí mi pasaporte o mis documentos.',
  ],
  [
    'zh-Hans',
    'LOST_DOCUMENTS',
    { people: 5, hurt: false },
    'Somos 5 turistas y hablamos chino; no hablamos español. Perdimos nuestros pasaportes o documentos. Nadie está herido.',
  ],
  [
    'pt',
    'SCAMMED',
    { hurt: false },
    'Soy turista y hablo portugués; no hablo español. Me estafaron. No tengo heridas.',
  ],
  [
    'pt',
    'SCAMMED',
    { people: 2 },
    'Somos 2 turistas y hablamos portugués; no hablamos español. Nos estafaron.',
  ],
  [
    'it',
    'ACCIDENT',
    { hurt: true },
    'Soy turista y hablo italiano; no hablo español. Tuve un accidente. Tengo heridas y necesito una ambulancia.',
  ],
  [
    'it',
    'ACCIDENT',
    { people: 3, hurt: true, cannotSpeak: true },
    'Somos 3 turistas y hablamos italiano; no hablamos español. No puedo hablar: por favor, respóndanme por escrito. Tuvimos un accidente. Hay personas heridas y necesitamos una ambulancia.',
  ],
  ['tr', 'FIRE', {}, 'Soy turista y hablo turco; no hablo español. Hay un incendio donde estoy.'],
  [
    'tr',
    'FIRE',
    { people: 6, hurt: false },
    'Somos 6 turistas y hablamos turco; no hablamos español. Hay un incendio donde estamos. Nadie está herido.',
  ],
  ['es', 'OTHER', {}, 'Soy turista. Necesito ayuda de la policía.'],
  [
    'es',
    'ROBBED',
    { people: 2, hurt: true },
    'Somos 2 turistas. Nos robaron. Hay personas heridas y necesitamos una ambulancia.',
  ],
  [
    'en',
    'OTHER',
    { people: 2 },
    'Somos 2 turistas y hablamos inglés; no hablamos español. Necesitamos ayuda de la policía.',
  ],
];

describe('the Spanish sentence of "Speak for me"', () => {
  it.each(SENTENCES)('a %s speaker, %s, %j', (visitor, what, change, expected) => {
    const message = composeMessage(spanish(), 'es', visitor, choices(what, change), NOWHERE);
    expect(message.situation).toBe(expected);
  });

  it('says where: the tourist’s words as written, the nearest comisaría, coordinates and a map', () => {
    const message = composeMessage(
      spanish(),
      'es',
      'en',
      choices('ROBBED', { placeWords: '  Hostal Loki, calle Santa Ana ' }),
      PLAZA,
    );
    expect(message.place).toBe('Estoy en Hostal Loki, calle Santa Ana.');
    expect(message.landmark).toBe(
      'La comisaría más cercana es Comisaría PNP de Turismo Cusco, a unos 320 m.',
    );
    expect(message.position).toBe(
      `Mi ubicación: -13.51664, -71.97872 (Plus Code ${plusCode(PLAZA.position ?? { latitude: 0, longitude: 0 })}). Mapa: https://www.google.com/maps/search/?api=1&query=-13.51664,-71.97872`,
    );
  });

  it('says so when it does not know where, and names the tourist and their phone', () => {
    const message = composeMessage(
      spanish(),
      'es',
      'pt',
      choices('LOST', { people: 2, name: 'Ana Souza', phone: '+55 11 91234 5678' }),
      NOWHERE,
    );
    expect(message.place).toBe('Todavía no sé decir dónde estoy.');
    expect(message.landmark).toBe('');
    expect(message.position).toBe('');
    expect(message.contact).toBe('Me llamo Ana Souza. Mi teléfono: +55 11 91234 5678.');
    expect(messageText(message).split('\n')).toEqual([
      message.situation,
      message.place,
      message.contact,
    ]);
  });

  it('reads aloud the sentences, the place and the contact, not the coordinates or the link', () => {
    const message = composeMessage(spanish(), 'es', 'ja', choices('ROBBED'), PLAZA);
    const spoken = spokenText(message);
    expect(spoken).toContain('Me robaron.');
    expect(spoken).toContain('Comisaría PNP de Turismo Cusco');
    expect(spoken).not.toContain('-13.51664');
    expect(spoken).not.toContain('https://');
  });
});

describe('the same message in the tourist’s language', () => {
  const everyChoice = HAPPENINGS.flatMap((what) =>
    [1, 3].flatMap((people) =>
      [true, false, null].map((hurt) =>
        choices(what, { people, hurt, cannotSpeak: hurt === null }),
      ),
    ),
  );

  it.each(PUBLIC_LANGUAGES)('exists in %s for every choice, whole, without a raw key', (lang) => {
    const words = wordsIn(lang, SPEAK_NAMESPACE, 'sentence');
    for (const choice of everyChoice) {
      const message = composeMessage(words, lang, lang, choice, PLAZA);
      for (const part of [message.situation, message.landmark, message.position]) {
        expect(part, JSON.stringify(choice)).not.toMatch(/sentence\.|\{\{|\}\}|^$/);
      }
    }
  });
});
