/**
 * Latency at a fixed offered rate, open loop: request i is due at start + i/rate whatever the
 * answers before it did, and its latency counts from when it was due, so a stall of the server
 * shows in every request it delayed (no coordinated omission). autocannon's `overallRate` sends
 * each connection's share of a second at the start of that second, a burst whose queue then
 * dominates p99; this spreads the requests evenly, as many independent clients would.
 */
import { Agent, request } from 'node:http';

export interface FixedRateRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface FixedRateResult {
  sent: number;
  /** Answers other than 2xx, and requests that failed. */
  failures: number;
  p50: number;
  p99: number;
  max: number;
}

export async function fixedRate(
  url: string,
  spec: FixedRateRequest,
  rate: number,
  seconds: number,
): Promise<FixedRateResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  let failures = 0;
  const start = performance.now();
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const call = request(
        `${url}${spec.path}`,
        { method: spec.method, headers: spec.headers, agent },
        (response) => {
          response.resume();
          response.on('end', () => {
            if ((response.statusCode ?? 0) >= 300) failures += 1;
            latencies.push(performance.now() - due);
            resolve();
          });
        },
      );
      call.on('error', () => {
        failures += 1;
        resolve();
      });
      call.end(spec.body);
    });
  const pending: Promise<void>[] = [];
  let next = 0;
  while (next < total) {
    const now = performance.now();
    while (next < total && start + (next * 1000) / rate <= now) {
      pending.push(send(start + (next * 1000) / rate));
      next += 1;
    }
    // Back to the event loop (answers are read there) until the next request is due.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0;
  return { sent: total, failures, p50: at(0.5), p99: at(0.99), max: at(1) };
}
