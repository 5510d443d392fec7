import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// `npm run size` (after a build): the JavaScript the tourists' page loads before it can show the
// emergency numbers, gzip-compressed as it travels, and each part it loads on demand (a dynamic
// import with the chunks only it needs). Over budget, the script fails (CI runs it).

export const BUDGET_BYTES = 60 * 1024;
export const LAZY_BUDGET_BYTES = 40 * 1024;
const PAGE = 'index.html';
/** The built client: dist/client, or the folder given as the first argument. */
const DIST = process.argv[2] ?? fileURLToPath(new URL('../dist/client', import.meta.url));
const MANIFEST = join(DIST, '.vite', 'manifest.json');

/** One entry of Vite's build manifest (only the fields read here). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Sized {
  file: string;
  bytes: number;
  gzip: number;
}

/** The chunks reached from `roots` through static imports, roots included, in load order. */
export function staticClosure(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

/** Initial chunks of a page, and the chunks it may load later (dynamic imports, and theirs). */
export function pageChunks(manifest: Manifest, page: string) {
  const initial = staticClosure(manifest, [page]);
  const lazyRoots = initial.flatMap((key) => manifest[key]?.dynamicImports ?? []);
  const lazy = staticClosure(manifest, lazyRoots).filter((key) => !initial.includes(key));
  return { initial, lazy };
}

/**
 * What each dynamic import of the page downloads when it first runs: its chunk and the static
 * imports the initial chunks do not already hold. Dynamic imports inside lazy chunks count too.
 */
export function lazyLoads(manifest: Manifest, page: string): { root: string; keys: string[] }[] {
  const initial = new Set(staticClosure(manifest, [page]));
  const loads: { root: string; keys: string[] }[] = [];
  const seen = new Set<string>();
  const queue = [...initial].flatMap((key) => manifest[key]?.dynamicImports ?? []);
  while (queue.length > 0) {
    const root = queue.shift() as string;
    if (seen.has(root) || initial.has(root) || !manifest[root]) continue;
    seen.add(root);
    const keys = staticClosure(manifest, [root]).filter((key) => !initial.has(key));
    loads.push({ root, keys });
    for (const key of keys) queue.push(...(manifest[key]?.dynamicImports ?? []));
  }
  return loads;
}

/** Every budget a measured page breaks, as readable lines; empty when all hold. */
export function budgetProblems(
  initialGzip: number,
  lazy: { root: string; gzip: number }[],
): string[] {
  const problems: string[] = [];
  if (initialGzip > BUDGET_BYTES) {
    problems.push(`initial JavaScript ${initialGzip} bytes gzip > ${BUDGET_BYTES}`);
  }
  for (const load of lazy) {
    if (load.gzip > LAZY_BUDGET_BYTES) {
      problems.push(`on-demand ${load.root} ${load.gzip} bytes gzip > ${LAZY_BUDGET_BYTES}`);
    }
  }
  return problems;
}

function size(file: string): Sized {
  const content = readFileSync(join(DIST, file));
  return { file, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function table(title: string, rows: Sized[]): number {
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  console.log(`\n${title}`);
  if (rows.length === 0) console.log('  (none)');
  for (const row of rows) {
    console.log(
      `  ${row.file.padEnd(48)} ${kb(row.bytes).padStart(10)}  ${kb(row.gzip).padStart(9)} gzip`,
    );
  }
  if (rows.length > 1)
    console.log(`  ${'total'.padEnd(48)} ${''.padStart(10)}  ${kb(total).padStart(9)} gzip`);
  return total;
}

function main(): number {
  if (!existsSync(MANIFEST)) {
    console.error(`No build manifest at ${MANIFEST}: run \`npm run build\` first.`);
    return 1;
  }
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  if (!manifest[PAGE]) {
    console.error(`The manifest has no entry for ${PAGE}.`);
    return 1;
  }
  const { initial, lazy } = pageChunks(manifest, PAGE);
  const files = (keys: string[]) => keys.map((key) => manifest[key]?.file ?? key);
  const css = [...new Set(initial.flatMap((key) => manifest[key]?.css ?? []))];

  console.log(`Public page (${PAGE}), sizes as built and gzip -9`);
  const initialJs = table(
    'Initial JavaScript (entry and its static imports)',
    files(initial).map(size),
  );
  table('Lazily loaded JavaScript (dynamic imports)', files(lazy).map(size));
  table('CSS', css.map(size));

  const loads = lazyLoads(manifest, PAGE).map(({ root, keys }) => ({
    root,
    gzip: files(keys)
      .map(size)
      .reduce((sum, row) => sum + row.gzip, 0),
  }));
  console.log(
    `\nEach on-demand load (its chunks not already loaded), budget ${kb(LAZY_BUDGET_BYTES)} gzip`,
  );
  if (loads.length === 0) console.log('  (none)');
  for (const load of loads) {
    const verdict = load.gzip <= LAZY_BUDGET_BYTES ? 'ok' : 'OVER';
    console.log(`  ${load.root.padEnd(48)} ${kb(load.gzip).padStart(9)} gzip  ${verdict}`);
  }

  const verdict = initialJs <= BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `\nInitial JavaScript: ${kb(initialJs)} gzip (${initialJs} bytes), ${verdict} the budget of ${kb(BUDGET_BYTES)} (${BUDGET_BYTES} bytes).`,
  );
  const problems = budgetProblems(initialJs, loads);
  for (const problem of problems) console.error(`Over budget: ${problem}`);
  return problems.length === 0 ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = main();
}
