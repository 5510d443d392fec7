import type { Context } from './context';
import type { Logger } from './logger';

/** Work the server does on its own, again and again (e.g. erasing personal data past its time). */
export interface Job {
  name: string;
  everyMs: number;
  /** Answers how many things it did, for the log. */
  run(ctx: Context): Promise<number>;
}

/**
 * Runs each job a minute after start, then every `everyMs`, never two runs of one job at once
 * (a slow run delays the next one instead). Jobs are safe to run on every instance at the same
 * time: each checks what is still to do inside its own transactions. A failed run is logged and
 * tried again at the next turn. `stop` waits for runs in progress.
 */
export function scheduleJobs(
  jobs: readonly Job[],
  context: (job: Job) => Context,
  logger: Logger,
  firstRunMs = 60_000,
): { stop(): Promise<void> } {
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let stopped = false;

  const turn = (job: Job, delay: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = job
        .run(context(job))
        .then((done) => {
          if (done > 0) logger.info({ job: job.name, done }, 'job done');
        })
        .catch((error: unknown) => logger.error({ err: error, job: job.name }, 'job failed'))
        .finally(() => {
          running.delete(run);
          if (!stopped) turn(job, job.everyMs);
        });
      running.add(run);
    }, delay);
    // A timer alone never keeps the process alive.
    timer.unref();
    timers.add(timer);
  };
  for (const job of jobs) turn(job, firstRunMs);

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}
