import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Context } from '../../server/context';
import { scheduleJobs } from '../../server/jobs';
import { createLogger } from '../../server/logger';

const logger = createLogger('silent');
const context = () => ({}) as Context;

afterEach(() => {
  vi.useRealTimers();
});

describe('jobs the server runs on its own', () => {
  it('runs each job after the first delay, then every period, and never twice at once', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let finish: (() => void) | undefined;
    const jobs = scheduleJobs(
      [
        {
          name: 'slow',
          everyMs: 1000,
          run: () => {
            runs += 1;
            return new Promise<number>((resolve) => {
              finish = () => resolve(1);
            });
          },
        },
      ],
      context,
      logger,
      500,
    );
    await vi.advanceTimersByTimeAsync(499);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    // Still running: the next turn waits for it.
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(1);
    finish?.();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    finish?.();
    await jobs.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(2);
  });

  it('tries a failed job again at its next turn', async () => {
    vi.useFakeTimers();
    const outcomes = [Promise.reject(new Error('database down')), Promise.resolve(3)];
    for (const outcome of outcomes) outcome.catch(() => {});
    let runs = 0;
    const jobs = scheduleJobs(
      [{ name: 'flaky', everyMs: 100, run: () => outcomes[runs++] ?? Promise.resolve(0) }],
      context,
      logger,
      0,
    );
    await vi.advanceTimersByTimeAsync(250);
    expect(runs).toBeGreaterThanOrEqual(2);
    await jobs.stop();
  });

  it('waits for a run in progress when stopped', async () => {
    vi.useFakeTimers();
    let done = false;
    const jobs = scheduleJobs(
      [
        {
          name: 'long',
          everyMs: 1000,
          run: () =>
            new Promise<number>((resolve) =>
              setTimeout(() => {
                done = true;
                resolve(1);
              }, 300),
            ),
        },
      ],
      context,
      logger,
      0,
    );
    await vi.advanceTimersByTimeAsync(1);
    const stopped = jobs.stop();
    await vi.advanceTimersByTimeAsync(300);
    await stopped;
    expect(done).toBe(true);
  });
});
