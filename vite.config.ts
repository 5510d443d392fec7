import { fileURLToPath } from 'node:url';
import { brotliCompress, constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { playgroundOptimizeDeps } from './client/vite/playground.ts';
import { publicPageHead } from './client/vite/public-page-head.ts';
import { publicPagePreact } from './client/vite/public-preact.ts';

/** Above this size brotli's top quality costs seconds per file (the playground's editor). */
const LARGE_ASSET_BYTES = 256 * 1024;

/** Brotli at its highest quality, one step lower for the few very large files. */
const brotli = defineAlgorithm(
  (input, _options) =>
    new Promise<Buffer>((resolve, reject) => {
      const bytes = typeof input === 'string' ? Buffer.byteLength(input) : input.byteLength;
      const quality = bytes > LARGE_ASSET_BYTES ? 9 : 11;
      brotliCompress(
        input,
        { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality } },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    }),
  {},
);

/**
 * Brotli and gzip copies of every text asset, written once at build time and served as they are
 * (server/http/client.ts): no request compresses a file.
 */
function precompressed(): Plugin {
  return compression({
    algorithms: [brotli, ['gzip', { level: 9 }]],
    filename: (id, { algorithm }) => `${id}.${algorithm === 'gzip' ? 'gz' : 'br'}`,
    include: /\.(js|mjs|css|svg|json|webmanifest|txt|wasm)$/,
    threshold: 1024,
    skipIfLargerOrEqual: true,
  });
}

const page = (name: string) => fileURLToPath(new URL(`./client/${name}`, import.meta.url));

/**
 * One build, three pages: the tourists' page (index.html, Preact through React's API so it stays
 * light), the staff application (admin.html) and the GraphQL playground (playground.html). A
 * second run with `--ssr` (scripts/lib/client-build.ts) builds the tourists' page's server-side
 * renderer (client/src/public/server.tsx) into one file with Preact and i18next inside, so the
 * server renders with exactly the code the page hydrates with.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  publicDir: 'public',
  plugins: [
    publicPagePreact(),
    ...(isSsrBuild ? [] : [precompressed(), publicPageHead()]),
    // React Fast Refresh cannot refresh Preact components (and its wrapper needs a preamble):
    // the tourists' page reloads on change instead.
    react({ refreshExclude: [/\/node_modules\//, /\/client\/src\/public\//] }),
  ],
  build: isSsrBuild
    ? {
        copyPublicDir: false,
        sourcemap: false,
        rollupOptions: { output: { entryFileNames: 'public-page.js' } },
      }
    : {
        outDir: '../dist/client',
        emptyOutDir: true,
        manifest: true,
        sourcemap: false,
        // The playground's monaco is large by nature and loads only on its own page.
        chunkSizeWarningLimit: 3000,
        rollupOptions: {
          onwarn(warning, warn) {
            // GraphiQL ships React Compiler directives ("use no memo") that bundling drops harmlessly.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
          input: {
            index: page('index.html'),
            admin: page('admin.html'),
            playground: page('playground.html'),
          },
        },
      },
  // The built renderer holds its dependencies; `npm run dev` loads them from node_modules.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  optimizeDeps: playgroundOptimizeDeps,
  server: { strictPort: true },
}));
