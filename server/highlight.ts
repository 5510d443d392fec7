/**
 * Text shown as HTML: escaping and search-match highlighting. Everything that leaves the server
 * as HTML goes through `escapeHtml`, so a stored `<script>` reaches a client as text.
 */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `text` with the five HTML-significant characters written as entities. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/**
 * `text` as safe HTML with every case-insensitive occurrence of `query` wrapped in `<mark>`.
 * Matching runs on the raw text and each piece is escaped on its own, so a query never matches
 * inside an entity (searching "amp" does not mark the `amp` of `&amp;`).
 */
export function highlightMatches(text: string, query: string): string {
  if (query === '') return escapeHtml(text);
  // A regular expression on the original text rather than indexes into a lower-cased copy:
  // lower-casing can change a string's length (Turkish İ), which would shift every index.
  const pattern = new RegExp(escapeRegExp(query), 'giu');
  let html = '';
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    html += `${escapeHtml(text.slice(from, match.index))}<mark>${escapeHtml(match[0])}</mark>`;
    from = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(from));
}

/**
 * A test for whether a text contains `query`, ignoring case the same way `highlightMatches`
 * does; built once per search, then run on every item.
 */
export function containsIgnoringCase(query: string): (text: string) => boolean {
  const pattern = new RegExp(escapeRegExp(query), 'iu');
  return (text) => pattern.test(text);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
