import { describe, expect, it } from 'vitest';
import { containsIgnoringCase, escapeHtml, highlightMatches } from '../../server/highlight';

describe('escapeHtml', () => {
  it('writes the five HTML-significant characters as entities', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('highlightMatches', () => {
  it('marks every match ignoring case and keeps the text’s own case', () => {
    expect(highlightMatches('Cusco, CUSCO y cusco', 'cusco')).toBe(
      '<mark>Cusco</mark>, <mark>CUSCO</mark> y <mark>cusco</mark>',
    );
  });

  it('escapes the text around and inside the marks', () => {
    expect(highlightMatches('<img src=x onerror=alert(1)>', 'img')).toBe(
      '&lt;<mark>img</mark> src=x onerror=alert(1)&gt;',
    );
    expect(highlightMatches('a<b', '<')).toBe('a<mark>&lt;</mark>b');
  });

  it('treats the query as text, not a pattern, and handles letters whose case changes length', () => {
    expect(highlightMatches('a.b', '.')).toBe('a<mark>.</mark>b');
    expect(highlightMatches('İstanbul turu', 'turu')).toBe('İstanbul <mark>turu</mark>');
    expect(highlightMatches('sin coincidencias', '')).toBe('sin coincidencias');
    expect(containsIgnoringCase('nocturna')('Ronda NOCTURNA')).toBe(true);
    expect(containsIgnoringCase('(')('abc')).toBe(false);
  });
});
