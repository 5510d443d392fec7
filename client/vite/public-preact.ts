import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The tourists' page: every module under this folder gets Preact instead of React. */
const PUBLIC_PAGE_DIR = normalize(fileURLToPath(new URL('../src/public/', import.meta.url)));

/** The shared dictionaries; the page bundles the Spanish one. */
const I18N_DIR = normalize(fileURLToPath(new URL('../public/i18n/', import.meta.url)));
const I18N_PREFIX = '\0public-page-i18n:';

/** React's entry points the page uses, and the preact/compat entry that replaces each one. */
export const PREACT_ALIASES: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/** Whether a module id (a file path, maybe with a query) belongs to the tourists' page. */
export function isPublicPageModule(id: string | undefined): boolean {
  if (!id) return false;
  return normalize(id.split('?')[0] ?? '').startsWith(PUBLIC_PAGE_DIR);
}

/**
 * Resolves React imports made by the tourists' page to preact/compat, so the page is written with
 * React's API but ships a few kilobytes instead of react-dom's ~60 KB gzip. The staff application
 * imports the same bare names from other folders and keeps real React: the alias is decided per
 * importer, which a global `resolve.alias` cannot do. It also lets the page bundle its Spanish
 * strings from the shared dictionary (see `load`).
 */
export function publicPagePreact(): Plugin {
  return {
    name: 'public-page-preact',
    enforce: 'pre',
    config: () => ({
      // The dev server pre-bundles these up front; otherwise it finds them on the first visit of
      // `/` and reloads the page. One pre-bundle run also keeps a single copy of Preact's state.
      optimizeDeps: { include: [...new Set(Object.values(PREACT_ALIASES))] },
      // The dev server's server-side rendering would hand `react` to Node as it is (real React,
      // which Preact's renderer cannot render): resolved here instead, it becomes preact/compat.
      ssr: { noExternal: Object.keys(PREACT_ALIASES) },
    }),
    async resolveId(source, importer, options) {
      const dictionary = i18nFile(source, importer);
      if (dictionary) return I18N_PREFIX + dictionary;
      const target = PREACT_ALIASES[source];
      if (!target || !isPublicPageModule(importer)) return null;
      // The dev server's dependency scan records each bare name once for the whole app
      // (`react` -> one file): answering here would hand Preact to the staff application too.
      // The scan only needs to know that `react` is a dependency; the real requests come here.
      if ((options as { scan?: boolean }).scan) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
    // The dictionaries live in the public folder (served as /i18n/*.json for the other
    // languages and the staff application). Imported from there as files, the dev server warns
    // on every request that public files are not modules; a virtual id with the same content
    // (ending in .json, so Vite's JSON plugin still gives named exports) avoids that.
    load(id) {
      if (!id.startsWith(I18N_PREFIX)) return null;
      return readFileSync(id.slice(I18N_PREFIX.length), 'utf8');
    },
    // The dev server knows the file only by the virtual id: an edited dictionary must
    // invalidate that module, then the usual propagation reloads the page.
    handleHotUpdate({ file, server, modules }) {
      const mod = server.moduleGraph.getModuleById(I18N_PREFIX + normalize(file));
      if (!mod) return;
      server.moduleGraph.invalidateModule(mod);
      return [...modules, mod];
    },
  };
}

function i18nFile(source: string, importer: string | undefined): string | null {
  if (!source.endsWith('.json') || !source.startsWith('.') || !importer) return null;
  if (!isPublicPageModule(importer)) return null;
  const file = normalize(resolve(dirname(importer.split('?')[0] ?? ''), source));
  return file.startsWith(I18N_DIR) ? file : null;
}

function normalize(path: string): string {
  return path.replaceAll('\\', '/');
}
