import type { DepOptimizationOptions } from 'vite';

/**
 * Dependencies the playground needs pre-bundled in the dev server. Vite serves monaco's workers
 * (client/src/playground/workers.ts) as ES modules straight from node_modules, and the GraphQL
 * worker imports two CommonJS packages that a browser cannot load as modules: without these
 * entries that worker fails and monaco falls back to running it on the main thread.
 */
export const playgroundOptimizeDeps: DepOptimizationOptions = {
  include: ['nullthrows', 'picomatch-browser'],
};
