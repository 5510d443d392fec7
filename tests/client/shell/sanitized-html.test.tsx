// @vitest-environment node
// The sanitizer runs in Chromium, as in production: happy-dom's NodeIterator stops once the node
// it stands on is removed, so DOMPurify cannot be judged there (it lets scripts through).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from '@playwright/test';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const SANITIZER = fileURLToPath(
  new URL('../../../client/src/shell/sanitized-html/sanitize.ts', import.meta.url),
);

// Known XSS payloads (OWASP's filter evasion cheat sheet, DOMPurify's own test cases).
const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href=" &#14;  javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<script>alert(1)</script>',
  '<div style="background:url(javascript:alert(1))">styled</div>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<body onload=alert(1)>',
  '<p onclick="alert(1)" onmouseover="alert(1)">hover</p>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button></form>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<style>*{background:url(javascript:alert(1))}</style>',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<details open ontoggle=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="#" onfocus="alert(1)" autofocus>x</a>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
];

declare global {
  interface Window {
    Sanitizer: typeof import('../../../client/src/shell/sanitized-html/sanitize');
  }
}

let browser: Browser;
let page: Page;

beforeAll(async () => {
  // The module exactly as the client ships it, bundled with its DOMPurify.
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry: SANITIZER, formats: ['iife'], name: 'Sanitizer', fileName: 'sanitizer' },
    },
  });
  const [bundle] = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output : [],
  );
  if (!bundle || !('code' in bundle)) throw new Error('The sanitizer did not bundle');
  browser = await chromium.launch({
    executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: bundle.code });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** Sanitizes in the page, then lists everything in the output that could run code. */
function sanitizeAndInspect(html: string) {
  return page.evaluate((dirty) => {
    const clean = window.Sanitizer.sanitizeHtml(dirty);
    const host = document.createElement('div');
    host.innerHTML = clean;
    const dangers: string[] = [];
    const runnable = [
      'script',
      'iframe',
      'object',
      'embed',
      'style',
      'link',
      'meta',
      'form',
      'svg',
      'math',
      'base',
    ];
    for (const element of host.querySelectorAll('*')) {
      const tag = element.localName;
      if (runnable.includes(tag)) dangers.push(`<${tag}>`);
      for (const { name, value } of Array.from(element.attributes)) {
        if (/^on/i.test(name)) dangers.push(`${tag}[${name}]`);
        if (name === 'style') dangers.push(`${tag}[style]`);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: what browsers skip in URLs.
        if (/^(javascript|vbscript|data):/i.test(value.replace(/[\u0000-\u0020]/g, '')))
          dangers.push(`${tag}[${name}]`);
      }
    }
    if (/javascript:/i.test(clean)) dangers.push('javascript: in the markup');
    return { clean, dangers };
  }, html);
}

describe('sanitizeHtml in Chromium', () => {
  it.each(PAYLOADS)('defuses %s', async (payload) => {
    const { dangers } = await sanitizeAndInspect(payload);
    expect(dangers).toEqual([]);
  });

  it('defuses all of them at once, too', async () => {
    const { dangers } = await sanitizeAndInspect(PAYLOADS.join('<br>'));
    expect(dangers).toEqual([]);
  });

  it('keeps basic formatting and links, each with rel="noopener noreferrer"', async () => {
    const { clean } = await sanitizeAndInspect(
      '<p>Guía <strong>DIRCETUR</strong> <em>registrada</em>: <a href="https://www.gob.pe/dircetur">ver</a> o <a href="/admin/hospedajes">hospedajes</a></p><ul><li>uno</li></ul>',
    );
    expect(clean).toBe(
      '<p>Guía <strong>DIRCETUR</strong> <em>registrada</em>: <a href="https://www.gob.pe/dircetur" rel="noopener noreferrer" target="_blank">ver</a> o <a href="/admin/hospedajes" rel="noopener noreferrer">hospedajes</a></p><ul><li>uno</li></ul>',
    );
  });

  it('keeps the words of what it drops, and the link text without an unsafe href', async () => {
    const { clean } = await sanitizeAndInspect(
      '<div style="color:red">Hola</div><a href="javascript:alert(1)">no</a><script>alert(1)</script>',
    );
    expect(clean).toBe('<div>Hola</div><a rel="noopener noreferrer">no</a>');
  });
});

describe('isSafeUrl', () => {
  it('accepts web, mail and phone addresses and in-app paths; refuses script and data URLs', async () => {
    const verdicts = await page.evaluate(() =>
      [
        'https://cusco.pe',
        'http://x.pe/a',
        '/admin/policias/lista',
        'mailto:a@b.pe',
        'tel:105',
        '#top',
        'javascript:alert(1)',
        ' JaVaScRiPt:alert(1)',
        'java\tscript:alert(1)',
        'data:text/html,x',
        'vbscript:x',
        '',
      ].map((url) => `${url} ${window.Sanitizer.isSafeUrl(url)}`),
    );
    expect(verdicts).toEqual([
      'https://cusco.pe true',
      'http://x.pe/a true',
      '/admin/policias/lista true',
      'mailto:a@b.pe true',
      'tel:105 true',
      '#top true',
      'javascript:alert(1) false',
      ' JaVaScRiPt:alert(1) false',
      'java\tscript:alert(1) false',
      'data:text/html,x false',
      'vbscript:x false',
      ' false',
    ]);
  });
});
