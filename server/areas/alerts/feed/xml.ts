/**
 * What XML 1.0 cannot carry at all, escaped or not: C0 controls but tab, newline and return,
 * lone UTF-16 surrogates, U+FFFE and U+FFFF. Dropped, so a stray control character pasted into
 * an alert cannot make the whole feed unreadable. Built from a string: the pattern names
 * control characters on purpose.
 */
const NOT_XML = new RegExp(
  '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uFFFE\\uFFFF]' +
    '|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]',
  'g',
);

const TEXT_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  // A parser turns a raw carriage return into a newline: escaped, it stays what was written.
  '\r': '&#13;',
};
const ATTRIBUTE_ESCAPES: Record<string, string> = {
  ...TEXT_ESCAPES,
  '"': '&quot;',
  "'": '&apos;',
  // A parser turns raw whitespace in an attribute into spaces.
  '\n': '&#10;',
  '\t': '&#9;',
};

/** `value` as the text of an element. */
export function xmlText(value: string): string {
  return value.replace(NOT_XML, '').replace(/[&<>\r]/g, (char) => TEXT_ESCAPES[char] ?? char);
}

/** `value` as an attribute's value, between double or single quotes. */
export function xmlAttribute(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replace(/[&<>\r"'\n\t]/g, (char) => ATTRIBUTE_ESCAPES[char] ?? char);
}

/** `<name>text</name>`, the text escaped. */
export function element(name: string, text: string): string {
  return `<${name}>${xmlText(text)}</${name}>`;
}
