import type { RequestListener, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

export interface Drain {
  /**
   * Stops taking connections, answers every request already received and closes each connection
   * after its answer; resolves once no connection is left. Connections still open after
   * `timeoutMs` are cut: resolves then with the number of requests that were cut.
   */
  drain(timeoutMs: number): Promise<number>;
}

/**
 * Serves `app` on `server` so that it can stop gracefully. node's `server.close()` alone keeps
 * answering kept-alive connections as if nothing happened ("Connection: keep-alive"), so a busy
 * client or proxy reuses its connection again and again and the drain lasts until the timeout
 * cuts its requests half-way. Here every answer given once draining, including those of the
 * requests in flight when it began, says "Connection: close": the client sends its next request
 * on a new connection, which is refused, and the old one closes after the answer. An idle
 * connection is left open until its client or the keep-alive timeout closes it.
 */
export function serveWithDrain(server: Server, app: RequestListener): Drain {
  const open = new Set<ServerResponse>();
  let draining = false;
  server.on('request', (req, res) => {
    open.add(res);
    res.once('close', () => open.delete(res));
    if (draining) res.shouldKeepAlive = false;
    app(req, res);
  });

  return {
    drain(timeoutMs) {
      draining = true;
      // An answer whose header went out already said keep-alive: its connection closes after
      // the next answer, or when idle for the keep-alive timeout.
      for (const res of open) res.shouldKeepAlive = false;
      return new Promise((resolve) => {
        let cut = 0;
        const force = setTimeout(() => {
          cut = open.size;
          server.closeAllConnections();
        }, timeoutMs);
        force.unref();
        // Not `server.close()`: since Node 19 it also closes idle kept-alive connections at once,
        // and a client (a balancer) may be sending a request on one at that moment; the request
        // is reset unanswered, and a POST is not sent again. The client closes an idle
        // connection itself after its idle timeout (nginx's is shorter than node's 5 s), or node
        // does after its keepAliveTimeout; a request arriving first is answered, with "close".
        NetServer.prototype.close.call(server, () => {
          clearTimeout(force);
          resolve(cut);
        });
      });
    },
  };
}
