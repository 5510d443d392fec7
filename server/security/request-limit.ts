import { RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '../errors';
import { type Counters, memoryCounters } from './counters';

export interface RequestLimitSettings {
  /** Names the counter, so two limiters never share keys. */
  keyPrefix: string;
  /** Requests allowed from one key (an IP address) within the window. */
  maxPerIp: number;
  windowMs: number;
}

export interface RequestLimiter {
  /** Counts one request for `ip`; RateLimitedError (with the wait) once the window is used up. */
  consume(ip: string): Promise<void>;
}

/**
 * A fixed-window request counter per IP address (rate-limiter-flexible, in `counters` like the
 * sign-in throttle): it keeps a public search from being used to walk the registries. One per
 * app, so GraphQL and REST spend the same points; shared by every instance on a database.
 */
export function createRequestLimiter(
  settings: RequestLimitSettings,
  counters: Counters = memoryCounters(),
): RequestLimiter {
  const limiter = counters.make({
    keyPrefix: settings.keyPrefix,
    points: settings.maxPerIp,
    duration: Math.max(1, Math.ceil(settings.windowMs / 1000)),
  });
  return {
    async consume(ip) {
      try {
        await limiter.consume(ip);
      } catch (reason) {
        // Anything but a RateLimiterRes would be a bug in the limiter: wait a whole window then.
        const waitMs = reason instanceof RateLimiterRes ? reason.msBeforeNext : settings.windowMs;
        throw new RateLimitedError(waitMs / 1000);
      }
    },
  };
}
