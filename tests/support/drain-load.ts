import { Agent, request } from 'node:http';
import { expect } from 'vitest';
import type { ServerProcess } from './server-process';
import { signInOn, uniqueGuide } from './server-process';

/**
 * Traffic for a SIGTERM drain test (SECURITY 20): busy keep-alive clients writing guides through
 * REST and GraphQL and reading big pages, plus "held" requests the server has certainly received
 * (it answered `100 Continue`) whose bodies are sent only once it is draining. Everything
 * acknowledged is recorded, so the store can be compared with it after the process exits.
 */

/** What the clients were told was done: the guides made (id → carné) and the association set on each. */
export interface Acknowledged {
  created: Map<string, string>;
  association: Map<string, string>;
}

export interface DrainReport extends Acknowledged {
  /** Requests that failed where they must not have; empty when the drain is right. */
  failures: string[];
  /** What a connection opened once the server was draining got: an error code or a status. */
  newConnection: string;
  /** Held requests answered; the first of each client only once the server was draining. */
  heldAnswered: number;
}

interface Call {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: unknown;
  /** Records what a 2xx answer acknowledged; throws when the answer is not what was asked. */
  acknowledge(answer: unknown): void;
}

interface Answer {
  status: number;
  body: unknown;
}

const BUSY_WRITERS = 6;
const BUSY_READERS = 2;
/** A slow client's pause between its request's headers and its body. */
const SLOW_BODY_MS = 20;

/**
 * Runs the traffic against a started server, sends SIGTERM while it is in flight and returns
 * once every client has stopped. The server must log at info: its "shutting down" line says
 * the drain has begun.
 */
export async function drainUnderLoad(server: ServerProcess): Promise<DrainReport> {
  const url = await server.ready;
  const token = await signInOn(url);
  const acknowledged: Acknowledged = { created: new Map(), association: new Map() };
  const calls = guideCalls(acknowledged);
  const failures: string[] = [];
  let terminated = false;
  let exited = false;
  void server.exited.then(() => {
    exited = true;
  });
  /** Records an answer; false when the client should stop. */
  const answered = (call: Call, answer: Answer): boolean => {
    // 503 says "not served here, go elsewhere": allowed once terminated, never before.
    if (answer.status === 503 && terminated) return false;
    try {
      if (answer.status < 200 || answer.status > 299) {
        throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
      }
      call.acknowledge(answer.body);
      return true;
    } catch (error) {
      failures.push(`${call.method} ${call.path}: ${describe(error)}`);
      return false;
    }
  };

  // Busy clients (fetch keeps connections alive): write or read until the server turns them away.
  const busy = async (next: () => Call) => {
    for (;;) {
      const call = next();
      let answer: Answer;
      try {
        answer = await fetchCall(url, token, call);
      } catch (error) {
        // Refused, or a kept-alive connection closed while idle: nothing was acknowledged. A
        // request cut after the server had it shows in its log ("request aborted").
        if (!terminated) failures.push(`${call.method} ${call.path}: ${describe(error)}`);
        return;
      }
      if (!answered(call, answer)) return;
    }
  };

  // Held clients: each has one connection of its own and sends a request's body only once the
  // server acknowledged its headers; the first body waits until the server is draining.
  let drainBegun = () => {};
  const draining = new Promise<void>((resolve) => {
    drainBegun = resolve;
  });
  const firstReceived: Promise<void>[] = [];
  let heldAnswered = 0;
  const held = async (next: () => Call) => {
    let received = () => {};
    firstReceived.push(
      new Promise<void>((resolve) => {
        received = resolve;
      }),
    );
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let round = 0; ; round += 1) {
        const call = next();
        const hold =
          round === 0
            ? () => {
                received();
                return draining;
              }
            : () => pause(SLOW_BODY_MS);
        const outcome = await heldCall(agent, url, token, call, hold);
        if ('error' in outcome) {
          // Refused, or closed before the server had the request: fine once terminated.
          // Cut after the server had it: a request in flight was lost.
          if (outcome.received || !terminated) {
            failures.push(
              `held ${call.method} ${call.path}, round ${round}, ${outcome.received ? 'received' : 'not received'}: ${outcome.error}`,
            );
          }
          return;
        }
        if (!answered(call, outcome)) return;
        heldAnswered += 1;
      }
    } finally {
      received();
      agent.destroy();
    }
  };

  const clients = [
    ...Array.from({ length: BUSY_WRITERS }, (_, index) => busy(calls.writer(index % 2 === 0))),
    ...Array.from({ length: BUSY_READERS }, (_, index) => busy(calls.reader(index % 2 === 0))),
    held(calls.writer(true)),
    held(calls.writer(false)),
    held(calls.reader(false)),
  ];

  // SIGTERM once writes are flowing and the held requests are with the server.
  await Promise.all(firstReceived);
  while (acknowledged.created.size < 20 && failures.length === 0) await pause(10);
  terminated = true;
  server.child.kill('SIGTERM');
  while (!server.output().includes('shutting down') && !exited) await pause(10);
  const newConnection = await openNewConnection(url);
  drainBegun();
  await Promise.all(clients);
  return { ...acknowledged, failures, newConnection, heldAnswered };
}

/**
 * Requests on guides. A writer makes a guide and then changes it, over and over: made through
 * REST and changed through GraphQL, or the other way round. Readers ask for the REST export or a
 * GraphQL page of 100.
 */
function guideCalls(acknowledged: Acknowledged) {
  let sequence = 0;
  return {
    writer(restMakes: boolean): () => Call {
      let id: string | undefined;
      return () => {
        sequence += 1;
        if (id === undefined) {
          const guide = uniqueGuide('DRAIN', sequence);
          const made = (answerId: string) => {
            id = answerId;
            acknowledged.created.set(answerId, guide.licenseNumber);
          };
          return restMakes
            ? {
                method: 'POST',
                path: '/api/admin/guides',
                body: guide,
                acknowledge: (answer) => made((answer as { id: string }).id),
              }
            : graphqlCall(
                'mutation ($input: CreateGuideInput!) { createGuide(input: $input) { id } }',
                { input: guide },
                (data) => made((data as { createGuide: { id: string } }).createGuide.id),
              );
        }
        const target = id;
        id = undefined;
        const association = `Asociación ${sequence}`;
        const changed = () => acknowledged.association.set(target, association);
        return restMakes
          ? graphqlCall(
              'mutation ($id: ID!, $association: String) { updateGuide(id: $id, input: { association: $association }) { id } }',
              { id: target, association },
              changed,
            )
          : {
              method: 'PATCH',
              path: `/api/admin/guides/${target}`,
              body: { association },
              acknowledge: changed,
            };
      };
    },
    reader(rest: boolean): () => Call {
      return () =>
        rest
          ? { method: 'GET', path: '/api/admin/guides/export', acknowledge: () => {} }
          : graphqlCall(
              'query { guides(input: { size: 100 }) { items { id licenseNumber association } pageInfo { total } } }',
              {},
              () => {},
            );
    },
  };
}

function graphqlCall(
  query: string,
  variables: Record<string, unknown>,
  acknowledge: (data: unknown) => void,
): Call {
  return {
    method: 'POST',
    path: '/graphql',
    body: { query, variables },
    acknowledge: (answer) => {
      const { data, errors } = answer as { data?: unknown; errors?: unknown[] };
      if (errors) throw new Error(`GraphQL errors: ${JSON.stringify(errors)}`);
      acknowledge(data);
    },
  };
}

async function fetchCall(url: string, token: string, call: Call): Promise<Answer> {
  const response = await fetch(`${url}${call.path}`, {
    method: call.method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const text = await response.text();
  return { status: response.status, body: parsed(text, response.headers.get('content-type')) };
}

/** One request whose body is sent after `hold`, which starts once the server sent 100 Continue. */
function heldCall(
  agent: Agent,
  url: string,
  token: string,
  call: Call,
  hold: () => Promise<void>,
): Promise<Answer | { error: string; received: boolean }> {
  const body = Buffer.from(JSON.stringify(call.body ?? {}));
  return new Promise((resolve) => {
    let received = false;
    const failed = (error: unknown) => resolve({ error: describe(error), received });
    const req = request(`${url}${call.path}`, {
      agent,
      method: call.method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': body.length,
        expect: '100-continue',
      },
    });
    req.on('continue', () => {
      received = true;
      void hold().then(() => req.end(body));
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', failed);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: parsed(Buffer.concat(chunks).toString(), res.headers['content-type'] ?? null),
        }),
      );
    });
    req.on('error', failed);
  });
}

/** What a connection opened now gets: its error code, or the status it was answered with. */
function openNewConnection(url: string): Promise<string> {
  return new Promise((resolve) => {
    const req = request(`${url}/api/public/emergency-contacts`, { agent: false }, (res) => {
      res.resume();
      resolve(String(res.statusCode));
    });
    req.on('error', (error) => resolve(describe(error)));
    req.end();
  });
}

function parsed(text: string, contentType: string | null): unknown {
  return contentType?.includes('json') ? JSON.parse(text) : text;
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  const code = cause?.code ?? (error as { code?: string }).code;
  return code ?? (error instanceof Error ? error.message : String(error));
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A guide as a drain test reads it back from the store after the process exited. */
export interface StoredGuide {
  licenseNumber: string | null;
  association: string | null;
}

/**
 * What every drain must show, whichever the store: no failed request, exit 0, nothing received
 * cut, held requests answered, new connections refused, and every acknowledged write stored.
 */
export async function expectDrained(
  server: ServerProcess,
  report: DrainReport,
  storedGuides: () => Promise<Map<string, StoredGuide>>,
): Promise<void> {
  expect(report.failures).toEqual([]);
  expect(await server.exited).toBe(0);
  // Requests the server had received were answered, not cut when it stopped.
  const aborted = server
    .output()
    .split('\n')
    .filter((line) => line.includes('request aborted'));
  expect(aborted).toEqual([]);
  expect(report.heldAnswered).toBeGreaterThanOrEqual(3);
  expect(report.newConnection).toMatch(/^(ECONNREFUSED|ECONNRESET|503)$/);

  const stored = await storedGuides();
  expect(report.created.size).toBeGreaterThanOrEqual(20);
  for (const [id, licenseNumber] of report.created) {
    expect(stored.get(id)?.licenseNumber, id).toBe(licenseNumber);
  }
  expect(report.association.size).toBeGreaterThan(0);
  for (const [id, association] of report.association) {
    expect(stored.get(id)?.association, id).toBe(association);
  }
}
