import { describe, expect, it, vi } from 'vitest';
import type { SessionGrant } from '../../../../client/src/session/auth-api';
import { Session } from '../../../../client/src/session/session';
import { keepLiveStream, RECONNECT_MS } from '../../../../client/src/shell/live/event-stream';

const USER = {
  id: 'u-1',
  username: 'policia',
  email: 'policia@turismo.cusco.pe',
  name: 'Rosa Huamán',
  role: 'POLICIA' as const,
  avatar: null,
  permissions: ['incidents:read'],
  mustChangePassword: false,
};

function signedIn(refresh?: () => Promise<SessionGrant>) {
  const session = new Session({
    channel: null,
    refresh,
    tabLock: (_name, task) => task(),
  });
  session.signedIn({ accessToken: 'token-1', user: USER });
  return session;
}

/** A stream answer that gives `blocks` and ends. */
const streamOf = (...blocks: string[]) =>
  new Response(
    new ReadableStream({
      start(controller) {
        for (const block of blocks) controller.enqueue(new TextEncoder().encode(block));
        controller.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );

const refused = (status: number, code: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ error: code, message: code }), { status, headers });

describe('the live update stream of the staff application', () => {
  it('sends the access token in a header, never in the URL, and passes the events on', async () => {
    const session = signedIn();
    const calls: [string, RequestInit | undefined][] = [];
    const changes: unknown[] = [];
    const readies: boolean[] = [];
    let stop = () => {};
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push([String(url), init]);
      if (calls.length === 1) {
        return streamOf(
          ': keep-alive\n\n',
          'event: ready\ndata: {}\n\n',
          'event: change\ndata: {"refetch":["incidents"],',
          '"arrived":{"incidents":1}}\n\n',
        );
      }
      stop();
      return streamOf('event: ready\ndata: {}\n\n');
    });
    const waits: number[] = [];
    stop = keepLiveStream(
      session,
      { onReady: (again) => readies.push(again), onChange: (change) => changes.push(change) },
      {
        fetch: fetch as typeof globalThis.fetch,
        wait: async (ms) => {
          waits.push(ms);
        },
      },
    );
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]?.[0]).toBe('/api/events');
    expect(new Headers(calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer token-1');
    expect(changes).toEqual([{ refetch: ['incidents'], arrived: { incidents: 1 } }]);
    // The stream ended: opened again after a short wait, and told as a reconnection.
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeLessThanOrEqual((RECONNECT_MS[0] as number) * 1.2);
    await vi.waitFor(() => expect(readies).toEqual([false, true]));
  });

  it('refreshes an expired token once through the session, then opens the stream with the new one', async () => {
    const session = signedIn(async () => ({ accessToken: 'token-2', user: USER }));
    const tokens: (string | null)[] = [];
    let stop = () => {};
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      tokens.push(new Headers(init?.headers).get('authorization'));
      if (tokens.length === 1) return refused(401, 'TOKEN_EXPIRED');
      stop();
      return streamOf('event: ready\ndata: {}\n\n');
    });
    stop = keepLiveStream(
      session,
      { onReady: () => {}, onChange: () => {} },
      { fetch: fetch as typeof globalThis.fetch, wait: async () => {} },
    );
    await vi.waitFor(() => expect(tokens).toEqual(['Bearer token-1', 'Bearer token-2']));
  });

  it('waits longer after each failure, and as long as the server asks when it refuses for its limits', async () => {
    const session = signedIn();
    const waits: number[] = [];
    let stop = () => {};
    let calls = 0;
    const fetch = vi.fn(async () => {
      calls += 1;
      if (calls === 1) return refused(429, 'RATE_LIMITED', { 'retry-after': '30' });
      if (calls < 5) throw new TypeError('network down');
      stop();
      return streamOf();
    });
    stop = keepLiveStream(
      session,
      { onReady: () => {}, onChange: () => {} },
      {
        fetch: fetch as unknown as typeof globalThis.fetch,
        wait: async (ms) => {
          waits.push(ms);
        },
      },
    );
    await vi.waitFor(() => expect(calls).toBe(5));
    expect(waits[0]).toBeGreaterThanOrEqual(30_000 * 0.8);
    // Growing, each within its spread.
    expect(waits[1]).toBeGreaterThan(RECONNECT_MS[0] as number);
    expect(waits[3]).toBeGreaterThan(waits[1] as number);
  });
});
