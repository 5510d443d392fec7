import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { publicPageHead } from '../../client/vite/public-page-head';

const HTML = `<head>
<script type="module" crossorigin src="/assets/index-a1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/i18next-b2.js">
<link rel="stylesheet" crossorigin href="/assets/index-c3.css">
</head>`;

function transform(filename: string): string {
  const hook = publicPageHead().transformIndexHtml as { handler: IndexHtmlTransformHook };
  const bundle = {
    'assets/index-c3.css': { type: 'asset', source: '.fab{position:fixed}' },
  } as unknown as IndexHtmlTransformContext['bundle'];
  const context = { bundle, filename, path: '/', server: undefined };
  return hook.handler.call({} as never, HTML, context as IndexHtmlTransformContext) as string;
}

describe("the public page's head as built", () => {
  it('carries its stylesheet inside and fetches its scripts at low priority', () => {
    const html = transform('/app/client/index.html');
    expect(html).toContain('<style>.fab{position:fixed}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin');
  });

  it('leaves the other pages as Vite wrote them', () => {
    expect(transform('/app/client/admin.html')).toBe(HTML);
  });
});
