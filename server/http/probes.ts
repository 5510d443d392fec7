import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../logger';
import type { Store } from '../store/types';

export interface Probes {
  /** From now on `/readyz` answers 503: the balancer stops sending before connections close. */
  markDraining(): void;
  /** Answers a probe and returns true; returns false for any other request. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
}

/**
 * The probes a balancer or an orchestrator asks every few seconds, as Kubernetes names them:
 * `/livez`, the process answers (never touching the store: a slow database must not get the
 * process restarted); `/readyz`, this instance should get traffic: the store answers (its
 * migrations ran before the application was built) and the instance is not draining. Answered
 * ahead of the request log, the throttles and the kept answers, and never cached.
 */
export function createProbes(store: Pick<Store, 'check'>, logger: Logger): Probes {
  let draining = false;
  let lastProblem: string | null = null;

  const ready = async (res: ServerResponse) => {
    if (draining) {
      return send(res, 503, { status: 'draining', reason: 'This instance is shutting down' });
    }
    try {
      await store.check();
    } catch (error) {
      const problem = error instanceof Error ? error.message : String(error);
      // Once per change, not at every probe: a balancer asks every few seconds.
      if (problem !== lastProblem)
        logger.warn({ err: error }, 'not ready: the store does not answer');
      lastProblem = problem;
      return send(res, 503, { status: 'unavailable', reason: 'The store does not answer' });
    }
    if (lastProblem !== null) logger.info('ready again: the store answers');
    lastProblem = null;
    send(res, 200, { status: 'ready' });
  };

  return {
    markDraining() {
      draining = true;
    },
    handle(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const path = (req.url ?? '').split('?')[0];
      if (path === '/livez') {
        send(res, 200, { status: 'live' });
        return true;
      }
      if (path === '/readyz') {
        void ready(res);
        return true;
      }
      return false;
    },
  };
}

function send(res: ServerResponse, status: number, body: object) {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(json),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(res.req.method === 'HEAD' ? undefined : json);
}
