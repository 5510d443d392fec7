import { describe, expect, it } from 'vitest';
import {
  BUDGET_BYTES,
  budgetProblems,
  FIRST_TAP_BUDGET_BYTES,
  FIRST_WINDOW_BUDGET_BYTES,
  LAZY_BUDGET_BYTES,
  lazyLoads,
  pageChunks,
  renderBlocking,
  SIGN_IN_BUDGET_BYTES,
} from '../../scripts/size';

/** A page with a shared vendor chunk, two on-demand parts and one nested dynamic import. */
const MANIFEST = {
  'index.html': {
    file: 'assets/index.js',
    imports: ['_vendor.js'],
    dynamicImports: ['src/verify.ts', 'src/chat.ts'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_format.js': { file: 'assets/format.js' },
  'src/verify.ts': { file: 'assets/verify.js', imports: ['_vendor.js', '_format.js'] },
  'src/chat.ts': {
    file: 'assets/chat.js',
    imports: ['_format.js'],
    dynamicImports: ['src/emoji.ts'],
  },
  'src/emoji.ts': { file: 'assets/emoji.js' },
  'admin.html': { file: 'assets/admin.js', imports: ['_vendor.js'] },
};

describe('size budgets', () => {
  it('counts the entry and its static imports as initial', () => {
    expect(pageChunks(MANIFEST, 'index.html').initial).toEqual(['index.html', '_vendor.js']);
  });

  it('measures each dynamic import with what it loads beyond the initial chunks, nested ones too', () => {
    expect(lazyLoads(MANIFEST, 'index.html')).toEqual([
      { root: 'src/verify.ts', keys: ['src/verify.ts', '_format.js'] },
      { root: 'src/chat.ts', keys: ['src/chat.ts', '_format.js'] },
      { root: 'src/emoji.ts', keys: ['src/emoji.ts'] },
    ]);
  });

  it('passes within the budgets and names each one that is broken', () => {
    expect(budgetProblems(BUDGET_BYTES, [{ root: 'a', gzip: LAZY_BUDGET_BYTES }])).toEqual([]);
    const problems = budgetProblems(BUDGET_BYTES + 1, [
      { root: 'src/verify.ts', gzip: 1000 },
      { root: 'src/chat.ts', gzip: LAZY_BUDGET_BYTES + 1 },
    ]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^initial JavaScript/);
    expect(problems[1]).toMatch(/^on-demand src\/chat.ts/);
  });

  it('names the public page before its first tap when it is over its budget', () => {
    const htmlBrotli = FIRST_WINDOW_BUDGET_BYTES;
    const within = [{ lang: 'es', bytes: FIRST_TAP_BUDGET_BYTES, htmlBrotli }];
    expect(budgetProblems(BUDGET_BYTES, [], within)).toEqual([]);
    const over = [{ lang: 'tr', bytes: FIRST_TAP_BUDGET_BYTES + 1, htmlBrotli }];
    expect(budgetProblems(BUDGET_BYTES, [], over)).toEqual([
      `public page (tr) before the first tap ${FIRST_TAP_BUDGET_BYTES + 1} bytes > ${FIRST_TAP_BUDGET_BYTES}`,
    ]);
  });

  it('names a language whose HTML would need a second round trip to arrive', () => {
    const page = { lang: 'de', bytes: 16_000, htmlBrotli: FIRST_WINDOW_BUDGET_BYTES + 1 };
    expect(budgetProblems(BUDGET_BYTES, [], [page])).toEqual([
      `public page (de) HTML ${FIRST_WINDOW_BUDGET_BYTES + 1} bytes brotli > ${FIRST_WINDOW_BUDGET_BYTES}, past the first round trip`,
    ]);
  });

  it('holds the staff sign-in page to 120 KB before its form is usable, in every language', () => {
    expect(SIGN_IN_BUDGET_BYTES).toBe(120 * 1024);
    const within = [{ lang: 'es', bytes: SIGN_IN_BUDGET_BYTES }];
    expect(budgetProblems(BUDGET_BYTES, [], [], within)).toEqual([]);
    const over = [...within, { lang: 'tr', bytes: SIGN_IN_BUDGET_BYTES + 1 }];
    expect(budgetProblems(BUDGET_BYTES, [], [], over)).toEqual([
      `staff sign-in (tr) before its form is usable ${SIGN_IN_BUDGET_BYTES + 1} bytes > ${SIGN_IN_BUDGET_BYTES}`,
    ]);
  });

  it('counts stylesheets and classic scripts of the head as blocking the first paint', () => {
    const html = `<html><head>
      <link rel="stylesheet" href="/assets/a.css"><link rel="icon" href="/favicon.svg">
      <script src="/assets/classic.js"></script>
      <script type="module" src="/assets/module.js"></script>
      <script async src="/assets/async.js"></script><script defer src="/assets/defer.js"></script>
      <style>.inline{}</style>
    </head><body><link rel="stylesheet" href="/assets/late.css"></body></html>`;
    expect(renderBlocking(html)).toEqual(['assets/a.css', 'assets/classic.js']);
  });
});
