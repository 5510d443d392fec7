import { RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '../errors';
import { createAccountDelay, type Turn } from './account-delay';
import { addressKey } from './address-key';
import { type Counters, memoryCounters } from './counters';

export interface ThrottleSettings {
  /** Failed sign-ins allowed for one account (or unknown login) from one IP address. */
  maxFailures: number;
  /** Failed sign-ins for one account from every address together before its attempts wait. */
  maxFailuresPerAccount: number;
  /** Failed sign-ins allowed from one IP address within the window, whatever the account. */
  maxFailuresPerIp: number;
  /** The longest an account's attempts wait for each other after many failures. */
  maxDelayMs: number;
  windowMs: number;
}

/** One sign-in attempt that holds a point on every counter until its outcome is known. */
export interface Attempt {
  /** The password was right: this address's failures on the account are forgotten. */
  succeeded(): Promise<void>;
  /**
   * The password was wrong: the points stay. `locked` when this failure used up a counter of
   * the address, or made the account's attempts start to wait.
   */
  failed(): Promise<{ locked: boolean }>;
}

export interface SignInThrottle {
  /**
   * Reserves one attempt for `accountKey` from `ip` before the password is checked, so parallel
   * requests (or aliases in one GraphQL request) cannot slip past the limit: each counts one.
   * RateLimitedError when a counter is used up or the account must wait, even if the password
   * would be right.
   */
  begin(accountKey: string, ip: string): Promise<Attempt>;
  /**
   * Forgets an account's failures after a password reset, and those from `ip` (the address the
   * reset was made from). Other addresses' own counts run out with their window.
   */
  forget(accountKey: string, ip?: string): Promise<void>;
}

/**
 * SECURITY 12, 24 and 32: sign-in failures counted with rate-limiter-flexible (fixed windows) per
 * account from one address and per address, addresses keyed by `addressKey` (IPv6 by its /64).
 * So one address that keeps failing on `admin` locks only itself out of it. Guessing spread over
 * many addresses meets the account's growing waits (account-delay.ts) instead of a lockout: the
 * administrator still signs in from elsewhere. The counters live in `counters`: memory for one
 * process, the database when several instances share it.
 */
export function createSignInThrottle(
  settings: ThrottleSettings,
  counters: Counters = memoryCounters(),
  clock: () => number = Date.now,
): SignInThrottle {
  const duration = Math.max(1, Math.ceil(settings.windowMs / 1000));
  const pairs = counters.make({
    keyPrefix: 'sign-in-account-ip',
    points: settings.maxFailures,
    duration,
  });
  const ips = counters.make({
    keyPrefix: 'sign-in-ip',
    points: settings.maxFailuresPerIp,
    duration,
  });
  const accounts = createAccountDelay(settings, counters, clock);
  const pairKey = (accountKey: string, address: string) => `${accountKey}|${address}`;

  return {
    async begin(accountKey, ip) {
      const address = addressKey(ip);
      const counted = [
        { limiter: pairs, key: pairKey(accountKey, address) },
        { limiter: ips, key: address },
      ];
      const results = await Promise.allSettled(
        counted.map(({ limiter, key }) => limiter.consume(key)),
      );
      // A refused attempt is not a failure: give back the points the other counters took.
      const giveBack = () =>
        Promise.all(
          counted.map(({ limiter, key }, index) =>
            results[index]?.status === 'fulfilled' ? limiter.reward(key) : undefined,
          ),
        );
      if (results.some((result) => result.status === 'rejected')) {
        await giveBack();
        throw new RateLimitedError('sign-in', Math.max(...results.map(waitOf)) / 1000);
      }
      let turn: Turn;
      try {
        turn = await accounts.take(accountKey);
      } catch (error) {
        await giveBack();
        throw error;
      }
      return {
        async succeeded() {
          // The account's count from elsewhere stays: a right password here says nothing of it.
          await Promise.all([
            pairs.delete(pairKey(accountKey, address)),
            ips.reward(address),
            turn.release(),
          ]);
        },
        async failed() {
          const used = results.some(
            (result) => result.status === 'fulfilled' && result.value.remainingPoints === 0,
          );
          const waiting = await turn.failed();
          return { locked: used || waiting };
        },
      };
    },
    async forget(accountKey, ip) {
      await Promise.all([
        accounts.forget(accountKey),
        ip === undefined ? undefined : pairs.delete(pairKey(accountKey, addressKey(ip))),
      ]);
    },
  };
}

function waitOf(result: PromiseSettledResult<RateLimiterRes>): number {
  if (result.status === 'fulfilled') return 0;
  const reason: unknown = result.reason;
  // Anything but a RateLimiterRes would be a bug in the limiter: wait a whole minute then.
  return reason instanceof RateLimiterRes ? reason.msBeforeNext : 60_000;
}
