import type { Logger } from '../logger';

/**
 * Work that must not change how long an answer takes: forgotPassword and signUp answer `true` at
 * once, and only afterwards look up the email and write, so response time tells nobody whether
 * an account exists. Failures are logged. `idle()` lets tests and shutdown wait for the work.
 */
export interface Background {
  run(logger: Logger, what: string, work: () => Promise<void>): void;
  idle(): Promise<void>;
}

export function createBackground(): Background {
  const pending = new Set<Promise<void>>();
  return {
    run(logger, what, work) {
      const task = Promise.resolve()
        .then(work)
        .catch((error: unknown) => logger.error({ err: error }, `${what} failed`))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
