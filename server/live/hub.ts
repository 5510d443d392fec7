import type { IncomingMessage, ServerResponse } from 'node:http';
import { EVENTS_PATH, type LiveChange, type LiveTopicName } from '../../shared/live-topics';
import type { Context } from '../context';
import { type AppError, RateLimitedError, UnauthenticatedError, UnavailableError } from '../errors';
import { errorBody } from '../http/errors';
import type { Logger } from '../logger';
import { eventStreams } from '../metrics/registry';
import type { Authentication, SessionUser } from '../security/authenticate';
import type { Store } from '../store/types';
import type { LiveTopic, LiveView } from './topic';

/** A comment line every so often keeps proxies and phones from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
/** How often the store's revision is looked at while a stream is open: a number read, no query. */
const LOOK_MS = 250;
/** A burst of writes is one event: sent once the revision stayed still this long ... */
const QUIET_MS = 300;
/** ... or this long after the first write of the burst, whichever comes first. */
const MAX_WAIT_MS = 1500;
/** How long a client waits before opening a stream again after a refusal for the limits. */
const RETRY_AFTER_S = 30;

export interface LiveUpdatesOptions {
  store: Pick<Store, 'revision'>;
  topics: readonly LiveTopic[];
  /** Who the Authorization header signs in, as for every API request. */
  authenticate(header: string | undefined): Promise<Authentication>;
  /** A context for `user`, for the topics' views. */
  context(user: SessionUser): Context;
  limits: { perUser: number; max: number };
  logger: Logger;
}

interface Stream {
  res: ServerResponse;
  header: string | undefined;
  user: SessionUser;
  /** The views last told (or first seen), by topic; undefined until the first is worked out. */
  views?: Map<LiveTopicName, LiveView | null>;
}

export interface LiveUpdates {
  /** Serves GET /api/events and returns true; false for any other request. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** Ends every stream at once and refuses new ones (shutdown: a drain must not wait for them). */
  close(): void;
  /** Streams open now. */
  size(): number;
}

/**
 * The live updates: one server-sent event stream per signed-in client tab. Fed by the store's
 * revision, which every write bumps (on PostgreSQL every instance's, through its change
 * notices): after a burst of writes, each open stream's user is looked at again (the session
 * still live, each topic's view) and told, in one small `change` event, which topics to
 * refetch; nothing is sent to a user whose views did not change. Served ahead of the request
 * log, the metrics of requests, compression and the shared answers: a stream lasts for hours,
 * is never shared, and must reach the client as it is written.
 */
export function liveUpdates(options: LiveUpdatesOptions): LiveUpdates {
  const { store, topics, limits, logger } = options;
  const streams = new Set<Stream>();
  let closed = false;
  let seen = store.revision();
  let burstStarted: number | null = null;
  let lastChange = 0;
  let working: Promise<void> | null = null;
  let looking: NodeJS.Timeout | undefined;
  let beating: NodeJS.Timeout | undefined;

  const write = (stream: Stream, text: string) => {
    if (!stream.res.writableEnded) stream.res.write(text);
  };

  const end = (stream: Stream) => {
    if (!stream.res.writableEnded) stream.res.end();
  };

  /** Every topic's view for `user`, by topic; those shared by a role come from `byRole`. */
  const viewsOf = async (user: SessionUser, byRole: Map<string, Promise<LiveView | null>>) => {
    const ctx = options.context(user);
    const views = new Map<LiveTopicName, LiveView | null>();
    for (const topic of topics) {
      let view: Promise<LiveView | null>;
      if (topic.byRole) {
        const key = `${topic.name}\n${user.role}\n${user.mustChangePassword === true}`;
        view = byRole.get(key) ?? topic.view(ctx);
        byRole.set(key, view);
      } else {
        view = topic.view(ctx);
      }
      views.set(topic.name, await view);
    }
    return views;
  };

  /** What changed for one stream between two sets of views, or null when nothing did. */
  const changeBetween = (
    before: Map<LiveTopicName, LiveView | null>,
    after: Map<LiveTopicName, LiveView | null>,
  ): LiveChange | null => {
    const change: LiveChange = { refetch: [] };
    for (const [name, view] of after) {
      const old = before.get(name);
      if ((old?.key ?? null) === (view?.key ?? null)) continue;
      change.refetch.push(name);
      const arrived = (view?.arrivals ?? 0) - (old?.arrivals ?? 0);
      if (old && view && arrived > 0) change.arrived = { ...change.arrived, [name]: arrived };
    }
    return change.refetch.length > 0 ? change : null;
  };

  /** Looks at every stream again after a change: ends those whose session ended, tells the rest. */
  const tellEveryone = async () => {
    const byRole = new Map<string, Promise<LiveView | null>>();
    await Promise.all(
      [...streams].map(async (stream) => {
        try {
          const { user } = await options.authenticate(stream.header);
          // Signed out, deactivated, another role: the client opens a new stream, and learns.
          if (!user || user.role !== stream.user.role) return end(stream);
          stream.user = user;
          const views = await viewsOf(user, byRole);
          const change = stream.views ? changeBetween(stream.views, views) : null;
          stream.views = views;
          if (change) write(stream, `event: change\ndata: ${JSON.stringify(change)}\n\n`);
        } catch (error) {
          // The store does not answer: this change is told with the next one.
          logger.warn({ err: error }, 'live update not worked out');
        }
      }),
    );
  };

  const look = () => {
    const revision = store.revision();
    const now = performance.now();
    if (revision !== seen) {
      seen = revision;
      lastChange = now;
      burstStarted ??= now;
    }
    if (burstStarted === null || working) return;
    if (now - lastChange < QUIET_MS && now - burstStarted < MAX_WAIT_MS) return;
    burstStarted = null;
    working = tellEveryone().finally(() => {
      working = null;
    });
  };

  const startTimers = () => {
    if (looking) return;
    seen = store.revision();
    looking = setInterval(look, LOOK_MS);
    beating = setInterval(() => {
      for (const stream of streams) write(stream, ': keep-alive\n\n');
    }, HEARTBEAT_MS);
    looking.unref();
    beating.unref();
  };

  const stopTimers = () => {
    clearInterval(looking);
    clearInterval(beating);
    looking = undefined;
    beating = undefined;
    burstStarted = null;
  };

  const refuse = (res: ServerResponse, error: AppError) => {
    const json = JSON.stringify(errorBody(error));
    res.writeHead(error.status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(json),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...(error.retryAfter ? { 'Retry-After': String(error.retryAfter) } : {}),
    });
    res.end(json);
  };

  const open = async (req: IncomingMessage, res: ServerResponse) => {
    if (closed) return refuse(res, new UnavailableError('This instance is shutting down'));
    const header = req.headers.authorization;
    const { user, authError } = await options.authenticate(header);
    if (!user) return refuse(res, authError ?? new UnauthenticatedError());
    // Checked after the wait for authentication: streams may have opened meanwhile.
    if (closed) return refuse(res, new UnavailableError('This instance is shutting down'));
    const own = [...streams].filter((stream) => stream.user.id === user.id).length;
    if (own >= limits.perUser || streams.size >= limits.max) {
      return refuse(
        res,
        new RateLimitedError(
          own >= limits.perUser ? 'event-streams-per-user' : 'event-streams',
          RETRY_AFTER_S,
          own >= limits.perUser
            ? `At most ${limits.perUser} live update streams per account: close a tab or another device`
            : 'This instance holds as many live update streams as it may; try again later',
        ),
      );
    }
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      // nginx would otherwise hold the events in its buffer.
      'X-Accel-Buffering': 'no',
    });
    const stream: Stream = { res, header, user };
    streams.add(stream);
    eventStreams.inc();
    startTimers();
    res.once('close', () => {
      streams.delete(stream);
      eventStreams.dec();
      if (streams.size === 0) stopTimers();
    });
    // What the user sees now is what later changes are told against; `ready` says it is known
    // (a client that was disconnected refetches then: it missed what happened meanwhile).
    try {
      stream.views ??= await viewsOf(user, new Map());
    } catch (error) {
      logger.warn({ err: error }, 'live updates: first views not worked out');
      stream.views ??= new Map();
    }
    write(stream, 'event: ready\ndata: {}\n\n');
  };

  return {
    handle(req, res) {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== EVENTS_PATH) return false;
      open(req, res).catch((error: unknown) => {
        logger.error({ err: error }, 'live update stream not opened');
        if (!res.headersSent) refuse(res, new UnavailableError());
        else res.end();
      });
      return true;
    },
    close() {
      closed = true;
      for (const stream of streams) end(stream);
      stopTimers();
    },
    size: () => streams.size,
  };
}
