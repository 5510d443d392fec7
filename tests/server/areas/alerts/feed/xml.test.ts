import { describe, expect, it } from 'vitest';
import { element, xmlAttribute, xmlText } from '../../../../../server/areas/alerts/feed/xml';
import { wellFormedErrors } from './validate';

describe('XML escaping', () => {
  it('escapes markup in text and keeps quotes, which text may hold', () => {
    expect(xmlText('a < b & c > "d" \'e\'')).toBe('a &lt; b &amp; c &gt; "d" \'e\'');
  });

  it('escapes quotes and whitespace in attributes', () => {
    expect(xmlAttribute('a"b\'c&d<e\nf\tg')).toBe('a&quot;b&apos;c&amp;d&lt;e&#10;f&#9;g');
  });

  it('drops what XML cannot carry and keeps tabs, newlines, returns and pairs', async () => {
    const text = 'a\u0000b\u0008c\u000bd\u001fe\uFFFEf\uFFFFg\uD800h\uDC00i\t\n\r🚂';
    expect(xmlText(text)).toBe('abcdefghi\t\n&#13;🚂');
    expect(await wellFormedErrors(`<x a="${xmlAttribute(text)}">${xmlText(text)}</x>`)).toEqual([]);
  });

  it('wraps escaped text in an element', () => {
    expect(element('headline', 'Paro & bloqueo')).toBe('<headline>Paro &amp; bloqueo</headline>');
  });
});
