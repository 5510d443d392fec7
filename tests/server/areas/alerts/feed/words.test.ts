import { describe, expect, it } from 'vitest';
import { feedWords } from '../../../../../server/areas/alerts/feed/words';
import { ALERT_CATEGORIES } from '../../../../../shared/alerts';
import { PUBLIC_LANGUAGES } from '../../../../../shared/locales';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the feed’s words', () => {
  const spanish = feedWords('es');

  it.each(PUBLIC_LANGUAGES)(
    'are complete in %s, with the same placeholders as in Spanish',
    (lang) => {
      const words = feedWords(lang);
      expect(Object.keys(words).sort()).toEqual(Object.keys(spanish).sort());
      expect(Object.keys(words.event).sort()).toEqual([...ALERT_CATEGORIES].sort());
      for (const [key, text] of Object.entries(words)) {
        if (typeof text !== 'string') continue;
        expect(text.trim(), `${lang}.${key}`).not.toBe('');
        expect(placeholders(text), `${lang}.${key}`).toEqual(
          placeholders(spanish[key as keyof typeof spanish] as string),
        );
      }
    },
  );
});
