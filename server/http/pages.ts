import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';

export type PageName = 'index' | 'admin' | 'playground';

/** Where the HTML of the three pages comes from: the build, or Vite's dev server. */
export interface PageSource {
  html(page: PageName, url: string): Promise<string | null>;
}

/** Built pages, read once and kept: they only change with a new build and a restart. */
export function builtPages(clientDir: string): PageSource {
  const cache = new Map<PageName, Promise<string | null>>();
  return {
    html(page) {
      let html = cache.get(page);
      if (!html) {
        html = readFile(join(clientDir, `${page}.html`), 'utf8').catch(() => null);
        cache.set(page, html);
      }
      return html;
    },
  };
}

/** Source pages transformed on every request by Vite, for `npm run dev`. */
export function devPages(vite: ViteDevServer, sourceDir: string): PageSource {
  return {
    async html(page, url) {
      const html = await readFile(join(sourceDir, `${page}.html`), 'utf8');
      return vite.transformIndexHtml(url, html);
    },
  };
}
