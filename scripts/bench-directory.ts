/**
 * npm run bench:directory: reading a file of the national directory of the size of the whole
 * country (20,000 rows, 40 % of them Cusco's) in each encoding and separator it comes in, and
 * checking and mapping the region's rows, as the import's preview begins. Prints the median of
 * five runs of each; exits 1 when one is over the preview's target of 10 s on this machine.
 * BENCH_DIRECTORY_ROWS changes the size.
 */
import { loadavg } from 'node:os';
import { readDirectoryCsv } from '../server/areas/directory/csv-file';
import { directoryEntries } from '../server/areas/directory/entries';
import { directoryFile, directoryRows } from './lib/directory-file';

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
console.log(
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
process.exit(failed ? 1 : 0);
