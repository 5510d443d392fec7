import { describe, expect, it } from 'vitest';
import { messageLanguage } from '../../../../client/src/public/assistant/message-language';
import { WORDS } from '../../../../client/src/public/assistant/words';
import { UNSPACED_SCRIPT } from '../../../../client/src/public/assistant/words-of';
import { LANGUAGES } from '../../../../client/src/public/i18n/i18n';
import { localeOf } from '../../../../shared/locales';

// The assistant answers in the language a message is clearly written in, when the page offers
// it; when in doubt, in the page's language.
describe('the language of a message', () => {
  it.each([
    ['help', 'es', 'en'],
    ['HELP!!!', 'es', 'en'],
    ['I was robbed', 'es', 'en'],
    ['where is the police station?', 'tr', 'en'],
    ['ayuda', 'en', 'es'],
    ['me robaron el celular', 'tr', 'es'],
    ['¿dónde está la comisaría?', 'en', 'es'],
    ['yardım', 'es', 'tr'],
    ['pasaportumu kaybettim', 'en', 'tr'],
    ['minha esposa não consegue respirar', 'en', 'pt'],
    ['助けてください', 'es', 'ja'],
    ['도와주세요', 'en', 'ko'],
    ['我的钱包被偷了', 'es', 'zh-Hans'],
  ] as const)('"%s" on a page in %s is answered in %s', (text, page, expected) => {
    expect(messageLanguage(text, page)).toBe(expected);
  });

  it.each([
    ['help', 'en'],
    ['me robaron', 'es'],
    // Not clear enough: a typo, a name, a word every language uses.
    ['hepl', 'es'],
    ['ok', 'es'],
    ['taxi', 'en'],
    ['Machu Picchu', 'tr'],
    ['GOT-2024-0001', 'en'],
    // A word of the page's language keeps the page's.
    ['ayuda help', 'es'],
    ['help me por favor', 'es'],
    // Two other languages at once: no clear choice.
    ['help yardım', 'es'],
    // Kanji alone reads in Japanese as in Chinese: a Japanese page keeps its language.
    ['警察', 'ja'],
    // English with a word Spanish writes too.
    ['can you do me a favor', 'en'],
  ] as const)('"%s" on a page in %s keeps the page’s language', (text, page) => {
    expect(messageLanguage(text, page)).toBeNull();
  });

  it('has words for every language the page offers, none shared by two', () => {
    const seen = new Map<string, string>();
    for (const lang of LANGUAGES) {
      const { alone, together } = WORDS[lang].languageWords;
      // Chinese, Japanese and Korean are told by their script.
      if (UNSPACED_SCRIPT.test(localeOf(lang).name)) continue;
      expect(alone.length + together.length).toBeGreaterThan(10);
      for (const word of [...alone, ...together]) {
        expect(seen.get(word), `"${word}" in ${lang}`).toBeUndefined();
        seen.set(word, lang);
      }
    }
  });
});
