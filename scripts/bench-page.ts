/**
 * npm run bench:page: how fast the pages reach a person on a weak connection, measured with
 * Lighthouse 12 (simulated throttling, a first visit with an empty cache) in Debian's Chromium,
 * against the real server (`npm start`'s build) over a fresh store.
 *
 * Prints, per page and profile: first contentful paint, when the emergency link can be tapped,
 * when the page is interactive, the bytes transferred, and Lighthouse's performance and
 * accessibility scores. Exits 1 when a target is missed:
 * - public page, slow 3G: emergency link tappable and first contentful paint under 2 s;
 * - public page, slow 4G (Lighthouse's own mobile profile): performance ≥ 95, accessibility 100;
 * - staff sign-in, slow 4G (a police phone): usable (its form works once the page is interactive)
 *   under 2.5 s, performance ≥ 90, accessibility 100.
 *
 * "Tappable": the emergency button and the hero's call link work from the HTML alone (a
 * `popovertarget` button whose drawer holds the `tel:` links) when the served HTML says so, and
 * then they can be tapped as soon as they are painted, which is the first contentful paint (the
 * button is in the first viewport and the stylesheet blocks that paint). Otherwise they work once
 * the page's JavaScript has run: the time to interactive.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { Window } from 'happy-dom';
import lighthouse, { type Config, desktopConfig, type Flags } from 'lighthouse';
import { pageDictionary } from '../server/i18n';
import { CHROMIUM_FLAGS, SYSTEM_CHROMIUM } from './lib/chromium';
import { buildClient, clientBuildIsCurrent } from './lib/client-build';
import { startServer, stopServer } from './lib/server';

const CHROMIUM = process.env.CHROME_PATH ?? SYSTEM_CHROMIUM;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const BENCH_LANGUAGES = ['es', 'ja'] as const;
const TARGET_MS = 2000;
const SIGN_IN_TARGET_MS = 2500;
const STAFF_SIGN_IN = 'staff sign-in';

interface Profile {
  name: string;
  /** Lighthouse's simulated network and CPU: round trip, bandwidth, CPU slow-down. */
  throttling: { rttMs: number; throughputKbps: number; cpuSlowdownMultiplier: number };
  desktop?: boolean;
}

const SLOW_3G: Profile = {
  name: 'slow 3G (300 ms, 400 kbps, 4× CPU)',
  throttling: { rttMs: 300, throughputKbps: 400, cpuSlowdownMultiplier: 4 },
};
const SLOW_4G: Profile = {
  name: 'slow 4G (150 ms, 1.6 Mbps, 4× CPU)',
  throttling: { rttMs: 150, throughputKbps: 1.6 * 1024, cpuSlowdownMultiplier: 4 },
};
const DESKTOP: Profile = {
  name: 'desktop (40 ms, 10 Mbps)',
  throttling: { rttMs: 40, throughputKbps: 10 * 1024, cpuSlowdownMultiplier: 1 },
  desktop: true,
};

interface Row {
  page: string;
  profile: string;
  fcp: number;
  tappable: number | null;
  interactive: number;
  bytes: number;
  performance: number;
  accessibility: number;
}

function config(profile: Profile): Config {
  const base = profile.desktop ? desktopConfig : undefined;
  return {
    extends: 'lighthouse:default',
    settings: {
      ...base?.settings,
      onlyCategories: ['performance', 'accessibility'],
      throttlingMethod: 'simulate',
      throttling: { ...profile.throttling },
      // The product's first language: what a visitor without a choice gets.
      extraHeaders: { 'Accept-Language': 'es-PE,es;q=0.9' },
    },
  };
}

/** Whether the served HTML lets the emergency numbers be opened and dialled without scripts. */
async function worksWithoutJavaScript(url: string, label: string): Promise<boolean> {
  const html = await (await fetch(url, { headers: { 'accept-language': 'es' } })).text();
  const window = new Window();
  const doc = new window.DOMParser().parseFromString(html, 'text/html');
  const button = doc.querySelector(`button[aria-label="${label}"][popovertarget]`);
  const drawer = button && doc.getElementById(button.getAttribute('popovertarget') ?? '');
  const links = drawer?.querySelectorAll('a[href^="tel:"]').length ?? 0;
  const heroCall = doc.querySelector('main a[href^="tel:"]');
  await window.happyDOM.close();
  return links >= 7 && heroCall !== null;
}

async function measure(
  port: number,
  url: string,
  page: string,
  profile: Profile,
  noScriptNeeded: boolean,
): Promise<Row> {
  const flags: Flags = { port, output: 'json', logLevel: 'error' };
  const result = await lighthouse(url, flags, config(profile));
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, categories } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const fcp = value('first-contentful-paint');
  const interactive = value('interactive');
  return {
    page,
    profile: profile.name,
    fcp,
    tappable: page.startsWith('public') ? (noScriptNeeded ? fcp : interactive) : null,
    interactive,
    bytes: value('total-byte-weight'),
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
  };
}

const seconds = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(2)} s`);

function print(rows: Row[]): void {
  const header = ['page', 'profile', 'FCP', 'tappable', 'interactive', 'bytes', 'perf', 'a11y'];
  const lines = rows.map((row) => [
    row.page,
    row.profile,
    seconds(row.fcp),
    seconds(row.tappable),
    seconds(row.interactive),
    `${(row.bytes / 1024).toFixed(1)} KB`,
    String(row.performance),
    String(row.accessibility),
  ]);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
}

function problems(rows: Row[]): string[] {
  const found: string[] = [];
  for (const row of rows.filter((r) => r.page.startsWith('public'))) {
    if (row.profile === SLOW_3G.name) {
      if ((row.tappable ?? Number.POSITIVE_INFINITY) >= TARGET_MS)
        found.push(
          `${row.page}, slow 3G: emergency link tappable at ${seconds(row.tappable)} (target < 2 s)`,
        );
      if (row.fcp >= TARGET_MS)
        found.push(
          `${row.page}, slow 3G: first contentful paint ${seconds(row.fcp)} (target < 2 s)`,
        );
    }
    if (row.profile === SLOW_4G.name) {
      if (row.performance < 95)
        found.push(`${row.page}: mobile performance ${row.performance} (target ≥ 95)`);
      if (row.accessibility < 100)
        found.push(`${row.page}: mobile accessibility ${row.accessibility} (target 100)`);
    }
  }
  for (const row of rows.filter((r) => r.page === STAFF_SIGN_IN && r.profile === SLOW_4G.name)) {
    if (row.interactive >= SIGN_IN_TARGET_MS)
      found.push(`${row.page}, slow 4G: usable at ${seconds(row.interactive)} (target < 2.5 s)`);
    if (row.performance < 90)
      found.push(`${row.page}, slow 4G: performance ${row.performance} (target ≥ 90)`);
    if (row.accessibility < 100)
      found.push(`${row.page}, slow 4G: accessibility ${row.accessibility} (target 100)`);
  }
  return found;
}

async function main(): Promise<number> {
  if (!clientBuildIsCurrent()) {
    console.log('Building the web client…');
    buildClient();
  }
  const dir = mkdtempSync(join(tmpdir(), 'tsc-bench-page-'));
  const { child, url } = await startServer(dir);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const rows: Row[] = [];
    // Spanish, and Japanese: a script of its own, longer dictionaries, the system's CJK fonts.
    for (const lang of BENCH_LANGUAGES) {
      const publicUrl = `${url}/?lang=${lang}`;
      const label = (pageDictionary(lang).home.emergency as { open: string }).open;
      const noScriptNeeded = await worksWithoutJavaScript(publicUrl, label);
      console.log(
        `Public page (${lang}): the emergency numbers ${noScriptNeeded ? 'work' : 'do not work'} without JavaScript.`,
      );
      for (const profile of [SLOW_3G, SLOW_4G]) {
        rows.push(
          await measure(chrome.port, publicUrl, `public (${lang})`, profile, noScriptNeeded),
        );
      }
    }
    console.log('');
    // A police officer's phone, then a desk.
    for (const profile of [SLOW_4G, DESKTOP]) {
      rows.push(await measure(chrome.port, `${url}/sign-in`, STAFF_SIGN_IN, profile, false));
    }
    print(rows);
    const missed = problems(rows);
    for (const problem of missed) console.error(`Missed: ${problem}`);
    return missed.length === 0 ? 0 : 1;
  } finally {
    chrome.kill();
    await stopServer(child);
    rmSync(dir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
