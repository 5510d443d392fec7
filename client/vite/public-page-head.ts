import type { Plugin } from 'vite';

/**
 * What the tourists' page asks for before its first paint: nothing but its HTML. The emergency
 * numbers work from the HTML alone, so on a slow connection its scripts must not compete with it.
 * - Its stylesheet goes inside the HTML (about 4 KB compressed): no second round trip before the
 *   page shows. The other pages keep their stylesheets as files.
 * - Its scripts and their preloads are fetched at low priority: they hydrate a page that already
 *   works, and the browser gives the bandwidth to what the page shows first.
 */
export function publicPageHead(page = 'index.html'): Plugin {
  return {
    name: 'public-page-head',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, filename }) {
        if (!bundle || !filename.endsWith(`/${page}`)) return html;
        return html
          .replace(
            /<link rel="stylesheet"[^>]*? href="\/(assets\/[^"]+\.css)"[^>]*>/g,
            (tag, file: string) => {
              const asset = bundle[file];
              return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
            },
          )
          .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
          .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
      },
    },
  };
}
