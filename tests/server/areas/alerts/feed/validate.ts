import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

/** OASIS's CAP 1.2 schema, kept as published (tests/fixtures/cap/README.md). */
const CAP_SCHEMA = readFileSync(
  join(import.meta.dirname, '../../../../fixtures/cap/CAP-v1.2.xsd'),
  'utf8',
);

/** xmllint's errors for `xml` against CAP 1.2's schema: none when it is a valid message. */
export async function capErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'message.xml', contents: xml }],
    schema: [{ fileName: 'CAP-v1.2.xsd', contents: CAP_SCHEMA }],
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}

/** xmllint's errors parsing `xml` (no schema): none when it is well formed. */
export async function wellFormedErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    normalization: 'format',
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}
