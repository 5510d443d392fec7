import { RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '../errors';
import { type Counters, memoryCounters } from './counters';

export interface ThrottleSettings {
  /** Failed sign-ins allowed for one account (or unknown login) within the window. */
  maxFailures: number;
  /** Failed sign-ins allowed from one IP address within the window, whatever the account. */
  maxFailuresPerIp: number;
  windowMs: number;
}

/** One sign-in attempt that holds a point on both counters until its outcome is known. */
export interface Attempt {
  /** The password was right: the account's failures are forgotten and the IP's point returned. */
  succeeded(): Promise<void>;
  /** The password was wrong: the points stay. `locked` when this failure used up a counter. */
  failed(): Promise<{ locked: boolean }>;
}

export interface SignInThrottle {
  /**
   * Reserves one attempt for `accountKey` and `ip` before the password is checked, so parallel
   * requests (or aliases in one GraphQL request) cannot slip past the limit: each counts one.
   * RateLimitedError when either counter is used up, even if the password would be right.
   */
  begin(accountKey: string, ip: string): Promise<Attempt>;
  /** Forgets an account's failures (after a password reset). */
  forget(accountKey: string): Promise<void>;
}

/**
 * SECURITY 12: sign-in failures counted per account and per IP address with
 * rate-limiter-flexible (fixed windows), in `counters`: memory for one process, the database
 * when several instances share it, so that failures on any of them add up.
 */
export function createSignInThrottle(
  settings: ThrottleSettings,
  counters: Counters = memoryCounters(),
): SignInThrottle {
  const duration = Math.max(1, Math.ceil(settings.windowMs / 1000));
  const accounts = counters.make({
    keyPrefix: 'sign-in-account',
    points: settings.maxFailures,
    duration,
  });
  const ips = counters.make({
    keyPrefix: 'sign-in-ip',
    points: settings.maxFailuresPerIp,
    duration,
  });

  return {
    async begin(accountKey, ip) {
      const [account, address] = await Promise.allSettled([
        accounts.consume(accountKey),
        ips.consume(ip),
      ]);
      if (account.status === 'rejected' || address.status === 'rejected') {
        // A refused attempt is not a failure: give back the point the other counter took.
        if (account.status === 'fulfilled') await accounts.reward(accountKey);
        if (address.status === 'fulfilled') await ips.reward(ip);
        throw new RateLimitedError(Math.max(waitOf(account), waitOf(address)) / 1000);
      }
      return {
        async succeeded() {
          await accounts.delete(accountKey);
          await ips.reward(ip);
        },
        async failed() {
          return {
            locked: account.value.remainingPoints === 0 || address.value.remainingPoints === 0,
          };
        },
      };
    },
    async forget(accountKey) {
      await accounts.delete(accountKey);
    },
  };
}

function waitOf(result: PromiseSettledResult<RateLimiterRes>): number {
  if (result.status === 'fulfilled') return 0;
  const reason: unknown = result.reason;
  // Anything but a RateLimiterRes would be a bug in the limiter: wait a whole minute then.
  return reason instanceof RateLimiterRes ? reason.msBeforeNext : 60_000;
}
