import pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
} from 'rate-limiter-flexible';

export interface CounterSettings {
  /** Names the counter, so two never share keys. */
  keyPrefix: string;
  /** Points a key may spend within the window. */
  points: number;
  /** The window, in whole seconds. */
  duration: number;
}

/** Where rate counters live: this process's memory, or the database every instance shares. */
export interface Counters {
  make(settings: CounterSettings): RateLimiterAbstract;
  close(): Promise<void>;
}

/** Counters of one process (the file store: there is only one). */
export function memoryCounters(): Counters {
  return {
    make: (settings) => new RateLimiterMemory(settings),
    close: async () => {},
  };
}

/** The table the shared counters use; made by the store's schema migrations. */
export const COUNTERS_TABLE = 'rate_counters';

/**
 * Counters in PostgreSQL, so that failures and requests add up across every instance. While the
 * database cannot be reached each instance counts in memory instead (the insurance limiter),
 * so an outage neither blocks sign-in nor lifts the limits.
 */
export function databaseCounters(url: string): Counters {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // A connection that breaks while idle is dropped and replaced; the insurance counts meanwhile.
  pool.on('error', () => {});
  return {
    make: (settings) =>
      new RateLimiterPostgres({
        ...settings,
        storeClient: pool,
        tableName: COUNTERS_TABLE,
        tableCreated: true,
        insuranceLimiter: new RateLimiterMemory(settings),
      }),
    close: () => pool.end(),
  };
}
