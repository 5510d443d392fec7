import { describe, expect, it } from 'vitest';
import { COMMON_GUIDE_LANGUAGES, ISO_639_1_CODES, isLanguageCode } from '../../shared/languages';

describe('isLanguageCode', () => {
  it('knows the 183 codes of ISO 639-1, each two lower-case letters, once', () => {
    expect(ISO_639_1_CODES).toHaveLength(183);
    expect(new Set(ISO_639_1_CODES).size).toBe(183);
    for (const code of ISO_639_1_CODES) expect(code).toMatch(/^[a-z]{2}$/);
  });

  it.each(['es', 'en', 'qu', 'ay', 'zh', 'he', 'zu'])('accepts %s', (code) => {
    expect(isLanguageCode(code)).toBe(true);
  });

  it.each(['EN', 'eng', 'que', 'xx', 'iw', 'in', 'mo', 'sh', 'es-PE', ''])('refuses %j', (code) => {
    expect(isLanguageCode(code)).toBe(false);
  });

  it('offers only known codes in the short list for pickers, Spanish first', () => {
    expect(COMMON_GUIDE_LANGUAGES[0]).toBe('es');
    expect(COMMON_GUIDE_LANGUAGES).toContain('qu');
    expect(COMMON_GUIDE_LANGUAGES).toContain('ay');
    for (const code of COMMON_GUIDE_LANGUAGES) expect(isLanguageCode(code)).toBe(true);
  });
});
