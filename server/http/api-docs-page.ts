import { readFile, stat } from 'node:fs/promises';
import { type Request, type Response, Router } from 'express';
import MarkdownIt from 'markdown-it';
import { headingSlug } from './api-docs';

/** The one raw HTML docs/api.md writes: the anchor of each type (`<a id="type-guide"></a>`). */
const TYPE_ANCHOR = /^<a id="type-[a-z0-9_-]+">$/;
/** An HTML comment: the file's "generated, do not edit" note, for its editors only. */
const COMMENT = /^<!--[\s\S]*-->\s*$/;

const markdown = new MarkdownIt({ html: true, linkify: false, typographer: false });
const { escapeHtml } = markdown.utils;

// The Markdown is ours, but its descriptions come from the SDL: HTML other than the type anchors
// is shown as text, never passed through, and the comment is left out.
markdown.renderer.rules.html_block = (tokens, index) => {
  const html = tokens[index]?.content ?? '';
  return COMMENT.test(html.trim()) ? '' : escapeHtml(html);
};
markdown.renderer.rules.html_inline = (tokens, index) => {
  const html = tokens[index]?.content ?? '';
  if (TYPE_ANCHOR.test(html)) return html;
  if (html === '</a>' && TYPE_ANCHOR.test(tokens[index - 1]?.content ?? '')) return html;
  return escapeHtml(html);
};

// Headings get the ids the Markdown's own links point at: GitHub's rule (api-docs.ts), a repeated
// heading numbered from -1 on, as GitHub does.
markdown.core.ruler.push('heading_ids', (state) => {
  const used = new Map<string, number>();
  state.tokens.forEach((token, index) => {
    if (token.type !== 'heading_open') return;
    const text = state.tokens[index + 1]?.children?.map((child) => child.content).join('') ?? '';
    const slug = headingSlug(text);
    const seen = used.get(slug) ?? 0;
    used.set(slug, seen + 1);
    token.attrSet('id', seen === 0 ? slug : `${slug}-${seen}`);
  });
});

export interface ApiDocsSection {
  id: string;
  title: string;
}

/**
 * docs/api.md as a page people can read: the Markdown rendered, its headings linkable, and a
 * contents column listing each section (the product's areas first, as the file has them). Styles
 * are inline (the CSP allows inline styles, not scripts); the page needs no script at all.
 */
export function renderApiDocsPage(source: string): string {
  const tokens = markdown.parse(source, {});
  const sections: ApiDocsSection[] = [];
  tokens.forEach((token, index) => {
    if (token.type !== 'heading_open' || token.tag !== 'h2') return;
    const title = tokens[index + 1]?.content ?? '';
    sections.push({ id: String(token.attrGet('id') ?? headingSlug(title)), title });
  });
  const body = markdown.renderer.render(tokens, markdown.options, {});
  const contents = sections
    .map(
      (section) =>
        `<li><a href="#${escapeHtml(section.id)}">${markdown.renderInline(section.title)}</a></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>REST API · Turismo Seguro Cusco</title>
<style>${STYLE}</style>
</head>
<body>
<nav class="contents" aria-labelledby="contents-title">
<h2 id="contents-title">Contents</h2>
<ol>
${contents}
</ol>
<p><a href="/docs/api.md">Markdown source</a> · <a href="/playground">GraphQL playground</a></p>
</nav>
<main>
${body}</main>
</body>
</html>
`;
}

/**
 * `/docs/api`, the reference as a page, and `/docs/api.md`, the file as it is. The page is
 * rendered again only when the file changed (`npm run docs:api` while `npm run dev` runs).
 */
export function apiDocsRoutes(file: string): Router {
  const router = Router();
  let rendered: { mtimeMs: number; html: string } | undefined;
  const missing = (res: Response) =>
    res.status(404).type('text/plain').send('No API reference here');
  router.get('/docs/api', async (_req: Request, res: Response) => {
    try {
      const { mtimeMs } = await stat(file);
      if (rendered?.mtimeMs !== mtimeMs) {
        rendered = { mtimeMs, html: renderApiDocsPage(await readFile(file, 'utf8')) };
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(rendered.html);
    } catch {
      missing(res);
    }
  });
  router.get('/docs/api.md', (_req, res) => {
    res.sendFile(
      file,
      { headers: { 'Content-Type': 'text/markdown; charset=utf-8', 'Cache-Control': 'no-cache' } },
      (error) => {
        if (error && !res.headersSent) missing(res);
      },
    );
  });
  return router;
}

const STYLE = `
:root { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; line-height: 1.5; }
body { margin: 0; display: grid; grid-template-columns: minmax(0, 1fr); }
main, .contents { padding: 16px; min-width: 0; }
main { max-width: 72rem; }
.contents h2 { font-size: 1rem; margin: 0 0 8px; }
.contents ol { margin: 0 0 12px; padding-left: 1.4rem; }
.contents li { margin: 2px 0; }
@media (min-width: 960px) {
  body { grid-template-columns: 18rem minmax(0, 1fr); }
  .contents { position: sticky; top: 0; align-self: start; max-height: 100vh; overflow: auto;
    box-sizing: border-box; border-right: 1px solid color-mix(in srgb, currentColor 15%, transparent); }
  main { padding: 16px 32px; }
}
h1 { margin-top: 0; }
h2 { margin-top: 2.5rem; padding-top: 8px; border-top: 1px solid color-mix(in srgb, currentColor 20%, transparent); }
h3 { margin-top: 1.75rem; font-size: 1.05rem; overflow-wrap: anywhere; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em;
  background: color-mix(in srgb, currentColor 8%, transparent); padding: 0 3px; border-radius: 3px;
  overflow-wrap: anywhere; }
table { border-collapse: collapse; display: block; overflow-x: auto; max-width: 100%; }
th, td { border: 1px solid color-mix(in srgb, currentColor 20%, transparent); padding: 4px 8px;
  text-align: left; vertical-align: top; }
a { color: #2563eb; }
@media (prefers-color-scheme: dark) { a { color: #93c5fd; } }
:target { scroll-margin-top: 8px; }
`;
