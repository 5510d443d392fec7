import { describe, expect, it } from 'vitest';
import {
  fallbacksOf,
  LOCALES,
  negotiatePublicLanguage,
  PUBLIC_LANGUAGES,
  pickText,
  STAFF_LANGUAGES,
} from '../../shared/locales';

// What phones and browsers send, and the page a visitor gets first.
const HEADERS: [header: string | undefined, expected: string][] = [
  [undefined, 'es'],
  ['', 'es'],
  ['*', 'es'],
  ['es-PE,es;q=0.9', 'es'],
  ['es-419', 'es'],
  ['en-US,en;q=0.9', 'en'],
  ['en-GB', 'en'],
  ['pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7', 'pt'],
  ['pt-PT', 'pt'],
  ['fr-FR,fr;q=0.9', 'fr'],
  ['fr-CA', 'fr'],
  ['de-DE,de;q=0.9,en;q=0.8', 'de'],
  ['de-AT', 'de'],
  ['de-CH;q=0.9,fr-CH;q=0.8', 'de'],
  ['it-IT,it;q=0.9', 'it'],
  ['ja-JP', 'ja'],
  ['ja', 'ja'],
  ['ko-KR,ko;q=0.9', 'ko'],
  ['zh-CN,zh;q=0.9', 'zh-Hans'],
  ['zh-SG', 'zh-Hans'],
  ['zh-Hans-CN', 'zh-Hans'],
  ['zh', 'zh-Hans'],
  ['tr-TR', 'tr'],
  // Traditional Chinese is not offered: the next choice, else English.
  ['zh-TW,zh;q=0.9', 'zh-Hans'],
  ['zh-TW', 'en'],
  ['zh-Hant-HK', 'en'],
  // Languages not offered: English, not Spanish.
  ['he-IL,he;q=0.9', 'en'],
  ['ru-RU,ru;q=0.9', 'en'],
  ['nl-NL', 'en'],
  ['ar', 'en'],
  // A later choice that is offered beats English for the rest.
  ['he-IL,he;q=0.9,fr;q=0.5', 'fr'],
  ['nl,de;q=0.3', 'de'],
  // q-values, not order, decide; q=0 means "not this".
  ['en;q=0.5,ja;q=0.9', 'ja'],
  ['fr;q=0,it', 'it'],
  ['es;q=0.2,ko;q=0.8', 'ko'],
  ['ko;q=0', 'en'],
  // Spacing and case as some clients write them.
  [' PT-br ; q=0.8 , EN ; q=0.7', 'pt'],
  ['*;q=0.5,de;q=0.9', 'de'],
];

describe('the tourists’ language from Accept-Language', () => {
  it.each(HEADERS)('%j → %s', (header, expected) => {
    expect(negotiatePublicLanguage(header)).toBe(expected);
  });
});

describe('the list of languages', () => {
  it('offers the ten public languages, the staff three among them, each named in itself', () => {
    expect(PUBLIC_LANGUAGES).toEqual([
      'es',
      'en',
      'pt',
      'fr',
      'de',
      'it',
      'ja',
      'ko',
      'zh-Hans',
      'tr',
    ]);
    expect(STAFF_LANGUAGES).toEqual(['es', 'en', 'tr']);
    expect(LOCALES.find((locale) => locale.code === 'ja')?.name).toBe('日本語');
    expect(LOCALES.map((locale) => locale.name)).toContain('中文（简体）');
  });

  it('falls back to English, then Spanish, and says which it used', () => {
    expect(fallbacksOf('ja')).toEqual(['ja', 'en', 'es']);
    expect(fallbacksOf('en')).toEqual(['en', 'es']);
    expect(pickText({ es: 'Policía', en: 'Police', ja: '警察' }, 'ja')).toEqual({
      text: '警察',
      lang: 'ja',
    });
    expect(pickText({ es: 'Policía', en: 'Police' }, 'ko')).toEqual({ text: 'Police', lang: 'en' });
    expect(pickText({ es: 'Policía', en: '' }, 'de')).toEqual({ text: 'Policía', lang: 'es' });
  });
});
