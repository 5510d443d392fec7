import { EVENTS_PATH, type LiveChange } from '../../../../shared/live-topics';
import type { Session } from '../../session/session';

/** Waits before opening the stream again, by failures in a row: grows to half a minute. */
export const RECONNECT_MS = [1000, 2000, 5000, 10_000, 30_000];

export interface LiveStreamHandlers {
  /** The stream is open and the server knows what the user sees; `again` after a reconnect. */
  onReady(again: boolean): void;
  onChange(change: LiveChange): void;
}

export interface LiveStreamOptions {
  fetch?: typeof fetch;
  /** Waits `ms` (tests pass their own). */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Keeps the live update stream (GET /api/events) open while the tab is signed in, and calls
 * the handlers with its events. Read with fetch rather than EventSource, which cannot send the
 * `Authorization` header: the access token stays in memory and out of every URL (URLs are
 * logged). An expired token is refreshed through the session once, as for any request; any
 * other end (a restart, a network change, the server's limits) opens the stream again after a
 * growing wait, or the server's Retry-After. Returns the function that stops it.
 */
export function keepLiveStream(
  session: Session,
  handlers: LiveStreamHandlers,
  options: LiveStreamOptions = {},
): () => void {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const wait = options.wait ?? sleep;
  const stop = new AbortController();
  let connectedBefore = false;
  let failures = 0;

  const backoff = (retryAfterS?: number) => {
    const ms = retryAfterS
      ? retryAfterS * 1000
      : (RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)] ?? 30_000);
    failures += 1;
    // Spread the tabs that lost one instance together over the others.
    return wait(ms * (0.8 + Math.random() * 0.4), stop.signal);
  };

  const read = async (body: ReadableStream<Uint8Array>) => {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        dispatch(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
  };

  const dispatch = (block: string) => {
    let name = 'message';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) name = line.slice(6).trim();
      else if (line.startsWith('data:')) data += line.slice(5).trim();
    }
    if (name === 'ready') {
      failures = 0;
      handlers.onReady(connectedBefore);
      connectedBefore = true;
    } else if (name === 'change') {
      try {
        handlers.onChange(JSON.parse(data) as LiveChange);
      } catch {
        // A malformed event changes nothing; the next one may.
      }
    }
  };

  const run = async () => {
    let renewed = false;
    while (!stop.signal.aborted) {
      const token = session.token;
      if (!token) return;
      let response: Response;
      try {
        response = await doFetch(EVENTS_PATH, {
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
          cache: 'no-store',
          signal: stop.signal,
        });
      } catch {
        await backoff();
        continue;
      }
      if (response.status === 401 && !renewed) {
        renewed = true;
        // The session's one refresh; a refused one signs the tab out, which stops this.
        const ok = await session.renewAfter(token).then(
          () => true,
          () => false,
        );
        if (!ok) await backoff();
        continue;
      }
      renewed = false;
      if (!response.ok || !response.body) {
        const retryAfter = Number(response.headers.get('retry-after')) || undefined;
        await backoff(retryAfter);
        continue;
      }
      try {
        await read(response.body);
      } catch {
        // Cut: opened again below.
      }
      if (!stop.signal.aborted) await backoff();
    }
  };

  void run();
  return () => stop.abort();
}
