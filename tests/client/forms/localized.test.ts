import { describe, expect, it } from 'vitest';
import {
  changedTexts,
  fromGraphQL,
  staleTranslations,
  TEXT_RULES,
} from '../../../client/src/forms/localized';

const SAVED = { es: 'Policía', en: 'Police', ja: '警察', 'zh-Hans': '警察', tr: 'Polis' };

describe('texts staff write in the page’s languages', () => {
  it('reads GraphQL’s spelling into language codes, leaving out what is not written', () => {
    expect(
      fromGraphQL({ es: 'Policía', en: 'Police', tr: null, ja: '警察', zhHans: '警察', ko: null }),
    ).toEqual({ es: 'Policía', en: 'Police', ja: '警察', 'zh-Hans': '警察' });
  });

  it('sends a new text in every language written, trimmed, spelled for GraphQL', () => {
    expect(
      changedTexts(
        null,
        { es: ' Serenazgo ', en: 'Security', ko: '', 'zh-Hans': '保安' },
        TEXT_RULES,
      ),
    ).toEqual({ es: 'Serenazgo', en: 'Security', zhHans: '保安' });
  });

  it('sends Spanish and English always, another language only when it changed', () => {
    const draft = { ...SAVED, en: 'Police ', ja: '警察署', tr: ' ', 'zh-Hans': '警察' };
    expect(changedTexts(SAVED, draft, TEXT_RULES)).toEqual({
      es: 'Policía',
      en: 'Police',
      ja: '警察署',
      // Emptied: removed.
      tr: null,
    });
  });

  it('names the translations a new Spanish or English text would drop', () => {
    expect(staleTranslations(SAVED, { ...SAVED, en: ' Police ' }, TEXT_RULES)).toEqual([]);
    expect(staleTranslations(SAVED, { ...SAVED, es: 'Policía Nacional' }, TEXT_RULES)).toEqual([
      'ja',
      'zh-Hans',
      'tr',
    ]);
    expect(
      staleTranslations(
        SAVED,
        { ...SAVED, en: 'National Police', ja: '国家警察', tr: '' },
        TEXT_RULES,
      ),
    ).toEqual(['zh-Hans']);
    expect(staleTranslations(null, { es: 'Nuevo', en: 'New', ja: '新' }, TEXT_RULES)).toEqual([]);
  });
});
