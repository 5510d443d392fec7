import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EXAMPLES } from '../../../client/src/playground/examples';
import { fetcher, withKnownOperation } from '../../../client/src/playground/fetcher';

// GraphiQL's fetcher takes window.fetch when the module loads: replaced before any import.
const send = vi.hoisted(() => {
  const mock = vi.fn(
    async (..._args: unknown[]) =>
      new Response('{"data":{}}', { headers: { 'Content-Type': 'application/json' } }),
  );
  window.fetch = mock as unknown as typeof fetch;
  return mock;
});

beforeEach(() => {
  send.mockClear();
});

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

describe('the ReportIncident example', () => {
  const example = EXAMPLES.find((one) => one.query.includes('mutation ReportIncident'));
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  /** Runs the example's variables (with `change`) as a tab would; answers the device key sent. */
  async function run(change: (variables: { input: { deviceKey: string } }) => void = () => {}) {
    send.mockClear();
    const variables = JSON.parse(example?.variables ?? '{}');
    change(variables);
    await fetcher({ query: example?.query ?? '', operationName: 'ReportIncident', variables });
    const init = send.mock.calls[0]?.[1] as RequestInit;
    return JSON.parse(String(init.body)).variables.input.deviceKey as string;
  }

  it('sends a new device key on every run, never one written in the example', async () => {
    const first = await run();
    const second = await run();
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
    expect(example?.variables).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('sends a key typed in as it is, to try sending one report twice', async () => {
    const typed = '6f1c2b9e-4d3a-4e8b-9a51-2c7d0e5f8a13';
    expect(
      await run((variables) => {
        variables.input.deviceKey = typed;
      }),
    ).toBe(typed);
  });
});
