import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EVENTS_PATH } from '../../shared/live-topics';
import type { TestApp } from './app';

/** `app` listening on a free loopback port, as a browser reaches it; `close` stops it. */
export async function listening(app: Pick<TestApp, 'app'>): Promise<{
  url: string;
  server: Server;
  close(): Promise<void>;
}> {
  const server = createServer(app.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One server-sent event as the stream gave it. */
export interface StreamEvent {
  event: string;
  data: string;
}

export interface OpenStream {
  status: number;
  headers: Headers;
  /** Every event so far (comments apart), in order. */
  events: StreamEvent[];
  /** Comment lines so far (the heartbeats). */
  comments: string[];
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  /** The first event (from `after` on) that `matches`; rejects after `timeoutMs`. */
  next(
    matches: (event: StreamEvent) => boolean,
    timeoutMs: number,
    after?: number,
  ): Promise<StreamEvent>;
  close(): void;
}

/**
 * Opens GET /api/events as the staff application does (fetch, `Authorization: Bearer`) and
 * reads its events as they arrive.
 */
export async function openStream(baseUrl: string, token?: string): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}${EVENTS_PATH}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const waiting = new Set<() => void>();
  const told = () => {
    for (const wake of waiting) wake();
  };
  const ended = (async () => {
    if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
      return;
    }
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: StreamEvent = { event: 'message', data: '' };
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) {
              event.event = line.slice(7);
              isEvent = true;
            } else if (line.startsWith('data: ')) {
              event.data += line.slice(6);
              isEvent = true;
            }
          }
          if (isEvent) events.push(event);
          end = buffer.indexOf('\n\n');
        }
        told();
      }
    } catch {
      // Aborted by `close`.
    }
  })().finally(told);
  let done = false;
  void ended.then(() => {
    done = true;
  });
  return {
    status: response.status,
    headers: response.headers,
    events,
    comments,
    ended,
    next(matches, timeoutMs, after = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(after).find(matches);
          if (found) {
            finish();
            resolve(found);
          } else if (done) {
            finish();
            reject(new Error(`stream ended without the event; got ${JSON.stringify(events)}`));
          }
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`no such event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          waiting.delete(check);
        };
        waiting.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}

/** The data of a `change` event. */
export const changeOf = (event: StreamEvent) =>
  JSON.parse(event.data) as { refetch: string[]; arrived?: Record<string, number> };
