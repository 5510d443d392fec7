import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { playgroundOptimizeDeps } from './client/vite/playground';
import { publicPagePreact } from './client/vite/public-preact';

const page = (name: string) => fileURLToPath(new URL(`./client/${name}`, import.meta.url));

/**
 * One build, three pages: the tourists' page (index.html, Preact through React's API so it stays
 * light), the staff application (admin.html) and the GraphQL playground (playground.html).
 */
export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [publicPagePreact(), react()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rollupOptions: {
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
