import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGE_RENDERER_FILE } from '../../server/http/pages';
import { sourceHash } from './source-hash';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STAMP = join(ROOT, 'dist', '.client-build-stamp');
const INPUTS = ['client', 'shared', 'vite.config.ts', 'package-lock.json', 'generated'];

/** A hash of everything the client build reads, so `npm start` rebuilds only when needed. */
export function clientSourceHash(): string {
  return sourceHash(ROOT, INPUTS);
}

const PAGE_RENDERER_SOURCE = 'src/public/server.tsx';

export function clientBuildIsCurrent(): boolean {
  return (
    existsSync(join(ROOT, 'dist', 'client', 'index.html')) &&
    existsSync(join(ROOT, 'dist', 'client', PAGE_RENDERER_FILE)) &&
    existsSync(STAMP) &&
    readFileSync(STAMP, 'utf8') === clientSourceHash()
  );
}

/**
 * Builds the client with Vite, then the public page's server-side renderer, and records what
 * they were built from. In a child process: Vite sets NODE_ENV=production in the process that
 * builds, which must not leak into the server's config.
 */
export function buildClient(): void {
  const hash = clientSourceHash();
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const run = (args: string[]) =>
    execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn', ...args], {
      cwd: ROOT,
      stdio: 'inherit',
    });
  run([]);
  run([
    '--ssr',
    PAGE_RENDERER_SOURCE,
    '--outDir',
    join('..', 'dist', 'client', dirname(PAGE_RENDERER_FILE)),
    '--emptyOutDir',
  ]);
  writeFileSync(STAMP, hash);
}
