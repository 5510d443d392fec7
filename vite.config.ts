import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { playgroundOptimizeDeps } from './client/vite/playground.ts';
import { publicPagePreact } from './client/vite/public-preact.ts';

const page = (name: string) => fileURLToPath(new URL(`./client/${name}`, import.meta.url));

/**
 * One build, three pages: the tourists' page (index.html, Preact through React's API so it stays
 * light), the staff application (admin.html) and the GraphQL playground (playground.html).
 */
export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [
    publicPagePreact(),
    // React Fast Refresh cannot refresh Preact components (and its wrapper needs a preamble):
    // the tourists' page reloads on change instead.
    react({ refreshExclude: [/\/node_modules\//, /\/client\/src\/public\//] }),
  ],
  build: {
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
  optimizeDeps: playgroundOptimizeDeps,
  server: { strictPort: true },
});
