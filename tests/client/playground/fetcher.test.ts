import { describe, expect, it } from 'vitest';
import { withKnownOperation } from '../../../client/src/playground/fetcher';

const VERIFY = 'query VerifyProvider($query: String!) { verifyProvider(query: $query) { more } }';

describe('the playground runs the operation on screen', () => {
  it("replaces a name left over from the previous tab by the document's only operation", () => {
    expect(
      withKnownOperation({ query: VERIFY, operationName: 'EmergencyContacts' }).operationName,
    ).toBe('VerifyProvider');
  });

  it('keeps a name the document holds, and a choice among several operations', () => {
    expect(
      withKnownOperation({ query: VERIFY, operationName: 'VerifyProvider' }).operationName,
    ).toBe('VerifyProvider');
    const two = `${VERIFY} query Other { __typename }`;
    expect(withKnownOperation({ query: two, operationName: 'Missing' }).operationName).toBe(
      'Missing',
    );
  });

  it('leaves a document that does not parse to the server', () => {
    expect(withKnownOperation({ query: 'query {', operationName: 'X' }).operationName).toBe('X');
  });
});
