import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Application } from 'express';
import { nameRoute, routeOf } from '../metrics/http';
import { sharedAnswers } from '../metrics/registry';
import type { Authentication, SessionUser } from '../security/authenticate';
import type { Store } from '../store/types';
import { type EncodedBody, encodedBody, type OutgoingHeaders, writeEncoded } from './encoded';

/**
 * The shared response cache. An answer that is the same for every caller with the same
 * permissions (a registry page, the products page, the public numbers: REST routes declared
 * `shared`, GraphQL queries made only of such fields) is kept as encoded bytes with its headers,
 * per store revision, and served to the next identical request before Express, Apollo or any
 * service runs: after the request log and authentication only, which say who asks.
 *
 * The key is the request (method, URL; for GraphQL also the content type, Accept and the raw
 * body) and what the caller may see: the role (with a temporary password an account sees only
 * itself) or anonymous. Per-user answers are never marked shared, so they never cross users; a
 * request whose token does not sign anybody in is never served from here. An entry lives while
 * the store's revision is the one it was made at (a write on this instance ends it at once) and
 * at most MAX_AGE_MS, which bounds a late notice of another instance's write.
 */

/** The longest an answer is served after it was made. */
const MAX_AGE_MS = 1000;
/**
 * Bounds on what is kept: requests choose their keys (a search, a page number). The bytes count
 * the plain bodies; their compressed forms, made on demand, are smaller than them.
 */
const MAX_ENTRIES = 5000;
const MAX_BYTES = 32 * 1024 * 1024;
/** Larger answers are rare and cheap to make relative to their size: not kept. */
const MAX_ENTRY_BYTES = 1024 * 1024;

interface Entry {
  revision: number;
  at: number;
  /** The route pattern that made it, which its later answers are counted under. */
  route: string;
  headers: OutgoingHeaders;
  body: EncodedBody;
}

/** Headers that belong to one request or one send, never kept with an answer. */
const PER_SEND = new Set(['x-request-id', 'content-length', 'etag', 'vary', 'content-encoding']);

/** Responses whose handler said so: their answer may be shared (see `markShared`). */
const markedShared = new WeakSet<ServerResponse>();

/**
 * Says that this response's answer is the same for every caller with the same permissions,
 * until the store changes: it may be kept and served to them. Only a 200 without cookies is.
 */
export function markShared(res: ServerResponse): void {
  markedShared.add(res);
}

/**
 * Whether this answer, going out with `status`, is a shared one: marked so, a 200 (or the 304
 * that revalidates it) that sets no cookie. Anything else is made for its caller alone.
 */
export function answersShared(res: ServerResponse, status: number): boolean {
  return (
    markedShared.has(res) && (status === 200 || status === 304) && !res.hasHeader('set-cookie')
  );
}

/** What the front learnt of a request, for Express to reuse instead of doing it again. */
export interface Prepared {
  authentication: Authentication;
  /** The body failed to parse (too large, malformed): Express answers that error. */
  bodyError?: unknown;
}

const prepared = new WeakMap<IncomingMessage, Prepared>();

/** The answers being awaited for the cache: given a kept body, each keeps it and sends it. */
const keepers = new WeakMap<ServerResponse, (body: EncodedBody) => boolean>();
/** JSON and its `+json` kinds (GraphQL's `application/graphql-response+json`). */
const JSON_MEDIA_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/;

/**
 * Sends a body kept encoded already (http/serialized.ts) through the shared response cache
 * when this request's answer is awaited there; false when it is not, for the caller to send.
 */
export function sendKept(res: ServerResponse, body: EncodedBody, contentType: string): boolean {
  const keeper = keepers.get(res);
  if (!keeper) return false;
  res.setHeader('Content-Type', contentType);
  return keeper(body);
}

/** The front's authentication and body error of `req`, when the front handled it. */
export function preparedRequest(req: IncomingMessage): Prepared | undefined {
  return prepared.get(req);
}

export interface SharedResponsesOptions {
  store: Store;
  /** The app's clock (tests move it). */
  clock: () => number;
  /** Turns the Authorization header into the caller, as every request does. */
  authenticate(header: string | undefined): Promise<Authentication>;
  /** The same when nothing must be read for it (security/authenticate.ts), else undefined. */
  authenticateKnown(header: string | undefined): Authentication | undefined;
  /**
   * Reads and parses a JSON body as Express would, giving its raw bytes (GraphQL's key) or the
   * parser's error; never rejects.
   */
  readJson(req: IncomingMessage, res: ServerResponse): Promise<{ raw?: Buffer; error?: unknown }>;
  /** Everything else: Express. */
  next(req: IncomingMessage, res: ServerResponse): void;
}

/** What the caller may see: its role (only itself with a temporary password), or nothing. */
function audience(user: SessionUser | null): string {
  if (!user) return 'anonymous';
  return user.mustChangePassword ? `${user.role}:temporary-password` : user.role;
}

/**
 * The cache and the request listener in front of Express: `listener(req, res)` serves a kept
 * answer or passes the request on, set up so that Express's answer is kept when it may be.
 */
export function sharedResponses(options: SharedResponsesOptions) {
  const { store, clock } = options;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let served = 0;

  const forget = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.body.identity.length;
  };

  const current = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.revision === store.revision() && clock() - entry.at < MAX_AGE_MS) return entry;
    forget(key, entry);
    return undefined;
  };

  const keep = (key: string, entry: Entry) => {
    const old = entries.get(key);
    if (old) forget(key, old);
    entries.set(key, entry);
    bytes += entry.body.identity.length;
    // The oldest go first (a Map iterates in insertion order).
    for (const [oldest, kept] of entries) {
      if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
      forget(oldest, kept);
    }
  };

  /**
   * Catches this request's answer, from `res.send` (`res.json` ends in it) or from a body kept
   * encoded already (`sendKept`): a 200 marked shared, without cookies, made while the store
   * stayed at `revision`, is kept under `key` and sent from what was kept, so the first answer
   * and every later one are the same bytes.
   */
  const keepAnswer = (
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    revision: number,
    api: 'rest' | 'graphql',
  ) => {
    // Its age counts from before it was made: it cannot be newer than what was read for it.
    const at = clock();
    // Whatever happens to the answer, it is caught once.
    const release = () => {
      keepers.delete(res);
      Reflect.deleteProperty(res, 'send');
    };
    const keeper = (body: EncodedBody): boolean => {
      release();
      if (
        res.statusCode !== 200 ||
        !answersShared(res, res.statusCode) ||
        res.hasHeader('content-encoding') ||
        body.identity.length > MAX_ENTRY_BYTES ||
        store.revision() !== revision
      ) {
        return false;
      }
      const headers = Object.entries(res.getHeaders())
        .filter(([name, value]) => value !== undefined && !PER_SEND.has(name))
        .map(([name, value]) => [name, value] as const) as OutgoingHeaders;
      const entry: Entry = { revision, at, route: routeOf(req), headers, body };
      keep(key, entry);
      // A miss: a shared answer had to be made (per-caller answers are neither hit nor miss).
      sharedAnswers.inc({ api, result: 'miss' });
      writeEncoded(req, res, body, headers);
      return true;
    };
    keepers.set(res, keeper);
    const send = (body: unknown) => {
      const type = res.getHeader('content-type');
      if (
        markedShared.has(res) &&
        typeof type === 'string' &&
        JSON_MEDIA_TYPE.test(type) &&
        (typeof body === 'string' || Buffer.isBuffer(body))
      ) {
        // Express has made `req` its own by now: it has the app and its ETag function.
        if (keeper(encodedBody(req as { app?: Application }, Buffer.from(body)))) return res;
      }
      release();
      return (res as ServerResponse & { send(body: unknown): unknown }).send(body);
    };
    Object.defineProperty(res, 'send', { value: send, configurable: true, writable: true });
  };

  /** Serves the answer kept under `key`, or hands the request to Express to make (and keep) it. */
  const answer = (
    req: IncomingMessage,
    res: ServerResponse,
    request: Prepared,
    key: string,
    api: 'rest' | 'graphql',
  ) => {
    const entry = current(key);
    if (entry) {
      served += 1;
      sharedAnswers.inc({ api, result: 'hit' });
      nameRoute(req, entry.route);
      markShared(res);
      return writeEncoded(req, res, entry.body, entry.headers);
    }
    prepared.set(req, request);
    keepAnswer(req, res, key, store.revision(), api);
    options.next(req, res);
  };

  const rest = (req: IncomingMessage, res: ServerResponse, authentication: Authentication) => {
    if (authentication.authError) {
      prepared.set(req, { authentication });
      return options.next(req, res);
    }
    answer(
      req,
      res,
      { authentication },
      `GET ${req.url}\n${audience(authentication.user)}`,
      'rest',
    );
  };

  const graphql = async (req: IncomingMessage, res: ServerResponse) => {
    const authentication = await options.authenticate(req.headers.authorization);
    const request: Prepared = { authentication };
    if (authentication.authError) {
      prepared.set(req, request);
      return options.next(req, res);
    }
    const { raw, error } = await options.readJson(req, res);
    // Unreadable (Express answers the error), or not JSON (Apollo answers it): not kept.
    if (error !== undefined || !raw) {
      prepared.set(req, { authentication, bodyError: error });
      return options.next(req, res);
    }
    const { accept = '', 'content-type': type } = req.headers;
    const key = `POST /graphql\n${audience(authentication.user)}\n${type}\n${accept}\n${raw}`;
    answer(req, res, request, key, 'graphql');
  };

  return {
    /** How many answers are kept, and how many requests were answered from them. */
    stats: () => ({ kept: entries.size, served }),
    listener(req: IncomingMessage, res: ServerResponse): void {
      // Authentication failed (a store that cannot be read): Express tries again and answers.
      const failed = () => options.next(req, res);
      if (req.method === 'GET' && req.url?.startsWith('/api/')) {
        // Most callers were seen within the second: answered without waiting for anything.
        const known = options.authenticateKnown(req.headers.authorization);
        if (known) {
          rest(req, res, known);
          return;
        }
        options
          .authenticate(req.headers.authorization)
          .then((found) => rest(req, res, found), failed);
        return;
      }
      if (req.method === 'POST' && req.url === '/graphql') {
        graphql(req, res).catch(failed);
        return;
      }
      options.next(req, res);
    },
  };
}
