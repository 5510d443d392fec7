import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LANGUAGES as STAFF_LANGUAGES } from '../client/src/i18n/languages';
import { seedEmergencyContacts } from '../server/areas/emergency-contacts/seed';
import { toPublicContact } from '../server/areas/emergency-contacts/view';
import { EncodedBody } from '../server/http/encoded';
import { PUBLIC_LANGUAGES } from '../server/http/language';
import { PAGE_RENDERER_FILE, type PageRenderer } from '../server/http/pages';
import { composePage } from '../server/http/public-page';
import { pickTexts, SIGN_IN_PART, SIGN_IN_TEXTS } from '../shared/sign-in-texts';

// `npm run size` (after a build), as the bytes travel (brotli and gzip, as the server sends them):
// - what the tourists' page needs before its emergency numbers can be tapped: the HTML the server
//   renders (in each language, with the seeded numbers) and the files that block its first paint;
// - the JavaScript it loads after that, and each part it loads on demand (a dynamic import with
//   the chunks only it needs);
// - what the staff sign-in page needs before its form can be used: its HTML, the JavaScript and
//   styles it starts with, the image in its header and its texts in its language.
// Over a budget, the script fails (CI runs it).

/** The public page before its first tap, in the larger of its brotli and gzip forms. */
export const FIRST_TAP_BUDGET_BYTES = 30 * 1024;
/**
 * The page's HTML as the server sends it to a browser (brotli): it must arrive with the first
 * round trip of a new connection. TCP's initial window is 10 segments (about 14.6 KB, headers
 * included, about 1 KB here); past it, a slow 3G line waits one more round trip (300 ms) before
 * the first paint.
 */
export const FIRST_WINDOW_BUDGET_BYTES = 13.5 * 1024;
export const BUDGET_BYTES = 60 * 1024;
/**
 * The staff sign-in page before its form can be used, in the larger of its brotli and gzip
 * forms: a police phone on a weak connection. antd, Apollo and the router load after it.
 */
export const SIGN_IN_BUDGET_BYTES = 120 * 1024;
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

/**
 * The files a page's `<head>` makes the browser wait for before its first paint: stylesheets,
 * and scripts that are neither modules nor async nor deferred. As paths inside the build.
 */
export function renderBlocking(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  const files: string[] = [];
  for (const [tag] of head.matchAll(/<link\b[^>]*>/g)) {
    const href = /\bhref="\/([^"]+)"/.exec(tag)?.[1];
    if (href && /\brel="stylesheet"/.test(tag)) files.push(href);
  }
  for (const [tag] of head.matchAll(/<script\b[^>]*>/g)) {
    const src = /\bsrc="\/([^"]+)"/.exec(tag)?.[1];
    if (src && !/\btype="module"|\basync\b|\bdefer\b/.test(tag)) files.push(src);
  }
  return files;
}

/** The public page in one language before its first tap, and its HTML alone as browsers get it. */
export interface FirstTap {
  lang: string;
  bytes: number;
  htmlBrotli: number;
}

/** The staff sign-in page in one language before its form can be used. */
export interface SignInLoad {
  lang: string;
  bytes: number;
}

/** Every budget a measured page breaks, as readable lines; empty when all hold. */
export function budgetProblems(
  initialGzip: number,
  lazy: { root: string; gzip: number }[],
  firstTap: FirstTap[] = [],
  signIn: SignInLoad[] = [],
): string[] {
  const problems: string[] = [];
  for (const page of signIn) {
    if (page.bytes > SIGN_IN_BUDGET_BYTES) {
      problems.push(
        `staff sign-in (${page.lang}) before its form is usable ${page.bytes} bytes > ${SIGN_IN_BUDGET_BYTES}`,
      );
    }
  }
  for (const page of firstTap) {
    if (page.bytes > FIRST_TAP_BUDGET_BYTES) {
      problems.push(
        `public page (${page.lang}) before the first tap ${page.bytes} bytes > ${FIRST_TAP_BUDGET_BYTES}`,
      );
    }
    if (page.htmlBrotli > FIRST_WINDOW_BUDGET_BYTES) {
      problems.push(
        `public page (${page.lang}) HTML ${page.htmlBrotli} bytes brotli > ${FIRST_WINDOW_BUDGET_BYTES}, past the first round trip`,
      );
    }
  }
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

interface Travelled {
  file: string;
  bytes: number;
  br: number;
  gzip: number;
}

/** A built file as the server sends it: the build's .br and .gz copies, or the file itself. */
function served(file: string): Travelled {
  const path = join(DIST, file);
  const bytes = readFileSync(path).length;
  const copy = (extension: string) =>
    existsSync(`${path}.${extension}`) ? readFileSync(`${path}.${extension}`).length : bytes;
  return { file, bytes, br: copy('br'), gzip: copy('gz') };
}

/** A body the server compresses per request (the staff page's HTML), at the middleware's levels. */
function compressedOnTheFly(file: string, content = readFileSync(join(DIST, file))): Travelled {
  return {
    file,
    bytes: content.length,
    br: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length,
    gzip: gzipSync(content).length,
  };
}

function travelledTable(title: string, rows: Travelled[]): Travelled {
  const total = rows.reduce(
    (sum, row) => ({
      file: 'total',
      bytes: sum.bytes + row.bytes,
      br: sum.br + row.br,
      gzip: sum.gzip + row.gzip,
    }),
    { file: 'total', bytes: 0, br: 0, gzip: 0 },
  );
  console.log(`\n${title}`);
  for (const row of rows.length > 1 ? [...rows, total] : rows) {
    console.log(
      `  ${row.file.padEnd(48)} ${kb(row.bytes).padStart(10)}  ${kb(row.br).padStart(9)} br  ${kb(row.gzip).padStart(9)} gzip`,
    );
  }
  return total;
}

/** What the tourists' page needs before its numbers can be tapped, per language. */
async function firstTap(): Promise<FirstTap[]> {
  console.log('Public page before the first tap (the HTML and what blocks its first paint)');
  // The page as the server renders it, with the seeded numbers.
  const renderer = (await import(
    pathToFileURL(join(DIST, PAGE_RENDERER_FILE)).href
  )) as PageRenderer;
  const template = readFileSync(join(DIST, PAGE), 'utf8');
  const contacts = seedEmergencyContacts(new Date().toISOString()).map((contact) =>
    toPublicContact(contact, 'es'),
  );
  const pages: FirstTap[] = [];
  for (const lang of PUBLIC_LANGUAGES) {
    const rendered = composePage(template, renderer, lang, contacts);
    const page = new EncodedBody(Buffer.from(rendered, 'utf8'), undefined);
    // The forms the server sends once the page is warm.
    await page.prepare();
    const html: Travelled = {
      file: `/ (${lang}, rendered)`,
      bytes: page.identity.length,
      br: page.form('br').length,
      gzip: page.form('gzip').length,
    };
    const blocking = renderBlocking(rendered).map(served);
    const total = travelledTable(`  ${lang}`, [html, ...blocking]);
    pages.push({ lang, bytes: Math.max(total.br, total.gzip), htmlBrotli: html.br });
  }
  const largest = Math.max(...pages.map((page) => page.bytes));
  const verdict = largest <= FIRST_TAP_BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `Before the first tap: at most ${kb(largest)} (${largest} bytes), ${verdict} the budget of ${kb(FIRST_TAP_BUDGET_BYTES)}.`,
  );
  const html = Math.max(...pages.map((page) => page.htmlBrotli));
  const fits = html <= FIRST_WINDOW_BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `The HTML alone, brotli: at most ${kb(html)} (${html} bytes), ${fits} the first round trip's ${kb(FIRST_WINDOW_BUDGET_BYTES)}.`,
  );
  return pages;
}

/**
 * The staff sign-in page before its form can be used, per staff language: the HTML, the initial
 * JavaScript and styles, the header's image and the sign-in texts of the language (which the
 * server compresses as it sends them).
 */
function staffSignIn(manifest: Manifest): SignInLoad[] {
  const initial = staticClosure(manifest, ['admin.html']);
  const files = initial.map((key) => manifest[key]?.file ?? key);
  const css = [...new Set(initial.flatMap((key) => manifest[key]?.css ?? []))];
  const page = [compressedOnTheFly('admin.html'), ...[...files, ...css, 'favicon.svg'].map(served)];
  console.log('\nStaff sign-in page before its form is usable');
  const loads = STAFF_LANGUAGES.map(({ id }) => {
    const total = travelledTable(`  ${id}`, [...page, signInDictionary(id)]);
    return { lang: id, bytes: Math.max(total.br, total.gzip) };
  });
  const largest = Math.max(...loads.map((load) => load.bytes));
  const verdict = largest <= SIGN_IN_BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `Staff sign-in usable after at most ${kb(largest)} (${largest} bytes), ${verdict} the budget of ${kb(SIGN_IN_BUDGET_BYTES)}.`,
  );
  return loads;
}

/** What the server answers to `/i18n/<id>.json?part=sign-in`: the sign-in page's texts. */
function signInDictionary(id: string): Travelled {
  const whole = JSON.parse(readFileSync(join(DIST, `i18n/${id}.json`), 'utf8'));
  const texts = Buffer.from(JSON.stringify(pickTexts(whole, SIGN_IN_TEXTS)));
  return compressedOnTheFly(`i18n/${id}.json?part=${SIGN_IN_PART}`, texts);
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

async function main(): Promise<number> {
  if (!existsSync(MANIFEST)) {
    console.error(`No build manifest at ${MANIFEST}: run \`npm run build\` first.`);
    return 1;
  }
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  if (!manifest[PAGE]) {
    console.error(`The manifest has no entry for ${PAGE}.`);
    return 1;
  }
  const tap = await firstTap();
  console.log('');
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
  const signIn = staffSignIn(manifest);
  const problems = budgetProblems(initialJs, loads, tap, signIn);
  for (const problem of problems) console.error(`Over budget: ${problem}`);
  return problems.length === 0 ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main();
}
