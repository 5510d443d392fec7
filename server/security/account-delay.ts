import { RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '../errors';
import type { Counters } from './counters';

export interface AccountDelaySettings {
  /** Failures on one account from every address together before its attempts must wait. */
  maxFailuresPerAccount: number;
  /** The longest wait between two attempts on one account. */
  maxDelayMs: number;
  windowMs: number;
}

/** The right to check one password on an account, held until its outcome is known. */
export interface Turn {
  /** The password was right: the next attempt need not wait for this one. */
  release(): Promise<void>;
  /** The password was wrong: the account's next attempt waits longer. True when waits begin. */
  failed(): Promise<boolean>;
}

export interface AccountDelay {
  /** The account's turn; RateLimitedError, with the wait, while the account must wait. */
  take(accountKey: string): Promise<Turn>;
  forget(accountKey: string): Promise<void>;
}

const FIRST_DELAY_MS = 5000;
// Instants are kept in the counters, which hold 32-bit numbers: seconds from 2025 last until 2093.
const EPOCH_MS = Date.UTC(2025, 0, 1);

/**
 * SECURITY 24 and 32: guessing spread over many addresses slows down without locking the owner
 * out. Once an account has failed `maxFailuresPerAccount` times from every address together
 * within the window, each further failure makes the next attempt on it, from anywhere, wait
 * twice as long as the last (5 s, 10 s, 20 s … at most `maxDelayMs`), and only one attempt runs at a
 * time. So guesses come one per few minutes at most, while the owner, from an address that has
 * not failed, gets in once the wait has passed: a wait, never a lockout. The wait is measured
 * with `clock` (tests move it); the counters only hold it, for every instance.
 */
export function createAccountDelay(
  settings: AccountDelaySettings,
  counters: Counters,
  clock: () => number,
): AccountDelay {
  const duration = Math.max(1, Math.ceil(settings.windowMs / 1000));
  const maxDelaySeconds = Math.max(1, Math.ceil(settings.maxDelayMs / 1000));
  const failures = counters.make({
    keyPrefix: 'sign-in-account',
    points: settings.maxFailuresPerAccount,
    duration,
  });
  // The instant (seconds from EPOCH_MS) before which the account's next attempt must wait.
  const waits = counters.make({ keyPrefix: 'sign-in-account-wait', points: 1, duration });
  // One point per wait that has passed: the first attempt takes it, the others find it taken.
  // It lasts one longest wait at most, should an attempt never end.
  const turns = counters.make({
    keyPrefix: 'sign-in-account-turn',
    points: 1,
    duration: maxDelaySeconds,
  });

  return {
    async take(accountKey) {
      const until = (await waits.get(accountKey))?.consumedPoints;
      let turnKey: string | null = null;
      if (until !== undefined) {
        const waitMs = EPOCH_MS + until * 1000 - clock();
        if (waitMs > 0) throw new RateLimitedError('sign-in-account-wait', waitMs / 1000);
        turnKey = `${accountKey}|${until}`;
        try {
          await turns.consume(turnKey);
        } catch (reason) {
          if (!(reason instanceof RateLimiterRes)) throw reason;
          // Another attempt is checking its password: its outcome decides the next wait.
          throw new RateLimitedError('sign-in-account-turn', 1);
        }
      }
      const release = async () => {
        if (turnKey !== null) await turns.delete(turnKey);
      };
      return {
        release,
        async failed() {
          const count = (await failures.penalty(accountKey)).consumedPoints;
          const beyond = count - settings.maxFailuresPerAccount;
          if (beyond < 0) {
            // The window started again: the waits of the last one are over.
            if (turnKey !== null) await Promise.all([release(), waits.delete(accountKey)]);
            return false;
          }
          const delayMs = Math.min(settings.maxDelayMs, FIRST_DELAY_MS * 2 ** beyond);
          const until = Math.ceil((clock() + delayMs - EPOCH_MS) / 1000);
          await waits.set(accountKey, until, Math.max(duration, maxDelaySeconds));
          return beyond === 0;
        },
      };
    },
    async forget(accountKey) {
      await Promise.all([failures.delete(accountKey), waits.delete(accountKey)]);
    },
  };
}
