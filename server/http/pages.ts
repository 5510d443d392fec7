import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ViteDevServer } from 'vite';
import type { PageInput, RenderedPage } from '../../client/src/public/server';

export type PageName = 'index' | 'admin' | 'playground';

/** The tourists' page's server-side renderer (client/src/public/server.tsx). */
export interface PageRenderer {
  renderPage(input: PageInput): RenderedPage;
}

/** Where the HTML of the three pages and the public page's renderer come from. */
export interface PageSource {
  html(page: PageName, url: string): Promise<string | null>;
  /** Null when the build has none (an older build): the page then renders in the browser. */
  renderer(): Promise<PageRenderer | null>;
}

/** The renderer's file inside a built client (a dot folder: never served as a static file). */
export const PAGE_RENDERER_FILE = join('.ssr', 'public-page.js');

/** Built pages, read once and kept: they only change with a new build and a restart. */
export function builtPages(clientDir: string): PageSource {
  const cache = new Map<PageName, Promise<string | null>>();
  let renderer: Promise<PageRenderer | null> | undefined;
  return {
    html(page) {
      let html = cache.get(page);
      if (!html) {
        html = readFile(join(clientDir, `${page}.html`), 'utf8').catch(() => null);
        cache.set(page, html);
      }
      return html;
    },
    renderer() {
      renderer ??= import(pathToFileURL(join(clientDir, PAGE_RENDERER_FILE)).href).then(
        (module: PageRenderer) => module,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ERR_MODULE_NOT_FOUND') return null;
          throw error;
        },
      );
      return renderer;
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
    async renderer() {
      return (await vite.ssrLoadModule('/src/public/server.tsx')) as PageRenderer;
    },
  };
}
