import pg from 'pg';
import type { StoreLogger } from '../logger';

/** The channel every write transaction notifies, on commit. */
export const CHANGES_CHANNEL = 'store_changes';

/** Waits before connecting again after the connection was lost, growing to at most 5 s. */
const RETRY_MS = [100, 250, 500, 1000, 2000, 5000];

export interface ChangeListener {
  close(): Promise<void>;
}

/**
 * Calls `changed` whenever another connection (this instance's or another's) commits a write,
 * over one connection that LISTENs. Notices sent while it is disconnected are lost, so it also
 * calls `changed` each time it connects again: caches keyed on the revision are then dropped.
 */
export function listenForChanges(
  url: string,
  changed: () => void,
  logger: StoreLogger,
): ChangeListener {
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', () => changed());
    next.on('error', (error) => {
      logger.warn({ err: error }, 'database change listener lost its connection');
    });
    next.on('end', () => {
      if (client === next) client = null;
      if (!closed) schedule();
    });
    try {
      await next.connect();
      if (closed) {
        // Closed while connecting: nothing to listen for any more.
        await next.end();
        return;
      }
      await next.query(`listen ${CHANGES_CHANNEL}`);
      client = next;
      if (failures > 0) logger.info({}, 'database change listener connected again');
      failures = 0;
      // Whatever was written while nobody listened is unknown: count it as a change.
      changed();
    } catch (error) {
      logger.warn({ err: error }, 'database change listener cannot connect');
      await next.end().catch(() => {});
      schedule();
    }
  };

  const schedule = () => {
    if (closed || retry) return;
    const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      reconnect();
    }, wait);
    retry.unref();
  };

  let connecting = connect();
  const reconnect = () => {
    connecting = connect();
  };
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await connecting;
      await client?.end().catch(() => {});
    },
  };
}
