import { RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '../errors';
import { addressKey } from './address-key';
import { type Counters, memoryCounters } from './counters';

export interface RequestLimitSettings {
  /** Names the counter, so two limiters never share keys. */
  keyPrefix: string;
  /** Requests allowed for one key (an IP address, an email) within the window. */
  maxPerKey: number;
  windowMs: number;
}

export interface RequestLimiter {
  /** Counts one request for `key`; RateLimitedError (with the wait) once the window is used up. */
  consume(key: string): Promise<void>;
}

/**
 * A fixed-window request counter per key, usually an IP address (rate-limiter-flexible, in
 * `counters` like the sign-in throttle): it stops anonymous work before it is done (a public
 * search walking the registries, sign-ups hashing passwords). One per app and purpose, so GraphQL
 * and REST spend the same points; shared by every instance on a database.
 */
export function createRequestLimiter(
  settings: RequestLimitSettings,
  counters: Counters = memoryCounters(),
): RequestLimiter {
  const limiter = counters.make({
    keyPrefix: settings.keyPrefix,
    points: settings.maxPerKey,
    duration: Math.max(1, Math.ceil(settings.windowMs / 1000)),
  });
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
      } catch (reason) {
        // Anything but a RateLimiterRes would be a bug in the limiter: wait a whole window then.
        const waitMs = reason instanceof RateLimiterRes ? reason.msBeforeNext : settings.windowMs;
        throw new RateLimitedError(settings.keyPrefix, waitMs / 1000);
      }
    },
  };
}

/**
 * A request counter per client address: `consume` takes the caller's IP address and counts it by
 * `addressKey` (an IPv6 client by its /64), as every per-address limit must.
 */
export function createAddressLimiter(
  settings: RequestLimitSettings,
  counters: Counters = memoryCounters(),
): RequestLimiter {
  const limiter = createRequestLimiter(settings, counters);
  return { consume: (ip) => limiter.consume(addressKey(ip)) };
}
