/**
 * npm run bench:store: 20 concurrent writers insert into a file store in a temp directory until a
 * fixed number of writes or a few seconds have passed, then the same against the memory store.
 * Prints acknowledged (durable) writes per second, latency percentiles, how many file writes
 * carried them and the file's size. Bounded; removes its temp directory.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COLLECTIONS } from '../server/areas';
import { buildSeed, createDataStore } from '../server/data';
import { writeFileDurably } from '../server/store/durable-file';
import { silentLogger } from '../server/store/logger';
import { openLowdbStore } from '../server/store/lowdb';
import type { Data, Store } from '../server/store/types';
import { makeEmergencyContact } from '../tests/support/store-fixtures';

const WRITERS = 20;
const MAX_WRITES = 3000;
const MAX_MS = 4000;

/** The seed plus `extra` contacts, to see how the cost grows with the file. */
function seedWith(extra: number): Data {
  const seed = buildSeed();
  for (let index = 0; index < extra; index += 1)
    seed.emergencyContacts.push(makeEmergencyContact(`pre-${index}`));
  return seed;
}

interface Result {
  writes: number;
  seconds: number;
  latencies: number[];
}

async function hammer(store: Store): Promise<Result> {
  const latencies: number[] = [];
  const started = performance.now();
  let issued = 0;
  const writer = async () => {
    while (issued < MAX_WRITES && performance.now() - started < MAX_MS) {
      const id = `bench-${issued}`;
      issued += 1;
      const begin = performance.now();
      await store.emergencyContacts.insert(makeEmergencyContact(id));
      latencies.push(performance.now() - begin);
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  return { writes: latencies.length, seconds: (performance.now() - started) / 1000, latencies };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function report(label: string, result: Result, extra: string): void {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  console.log(
    `${label.padEnd(28)} ${String(Math.round(result.writes / result.seconds)).padStart(7)} writes/s` +
      `  total ${String(result.writes).padStart(5)}` +
      `  p50 ${percentile(sorted, 50).toFixed(2).padStart(7)} ms` +
      `  p99 ${percentile(sorted, 99).toFixed(2).padStart(7)} ms  ${extra}`,
  );
}

async function benchFile(dir: string, label: string, extra: number): Promise<void> {
  const file = join(dir, `${extra}.json`);
  let fileWrites = 0;
  const store = await openLowdbStore({
    file,
    collections: COLLECTIONS,
    seed: () => seedWith(extra),
    logger: silentLogger,
    writeText: (target, text) => {
      fileWrites += 1;
      return writeFileDurably(target, text);
    },
  });
  fileWrites = 0;
  const result = await hammer(store);
  await store.close();
  const size = (await stat(file)).size;
  const perWrite = (result.writes / Math.max(fileWrites, 1)).toFixed(1);
  report(
    label,
    result,
    `file writes ${fileWrites} (${perWrite} changes each), file ${(size / 1024).toFixed(0)} KiB`,
  );
}

const dir = await mkdtemp(join(tmpdir(), 'bench-store-'));
try {
  console.log(
    `${WRITERS} concurrent writers, up to ${MAX_WRITES} inserts or ${MAX_MS / 1000} s each run\n`,
  );
  await benchFile(dir, 'lowdb, seed file', 0);
  await benchFile(dir, 'lowdb, +10,000 records', 10_000);
  const memory = createDataStore(seedWith(0));
  report('memory (baseline)', await hammer(memory), '');
  await memory.close();
} finally {
  await rm(dir, { recursive: true, force: true });
}
