import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { sourceHash } from './source-hash';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The bundle `npm start` runs with plain Node: no TypeScript loader in production. */
export const SERVER_BUNDLE = join(ROOT, 'dist', 'server', 'main.js');
const STAMP = join(ROOT, 'dist', '.server-build-stamp');
// What the bundle is made of. schema/, docs/ and the dictionaries are read at run time instead.
const INPUTS = [
  'server',
  'shared',
  'tsconfig.json',
  'package-lock.json',
  'scripts/lib/server-build.ts',
];

/** A hash of everything the server build reads, so `npm start` rebuilds only when needed. */
export function serverSourceHash(): string {
  return sourceHash(ROOT, INPUTS);
}

export function serverBuildIsCurrent(): boolean {
  return (
    existsSync(SERVER_BUNDLE) &&
    existsSync(STAMP) &&
    readFileSync(STAMP, 'utf8') === serverSourceHash()
  );
}

/** Bundles server/main.ts into dist/server/main.js and records what it was built from. */
export function buildServer(): void {
  const hash = serverSourceHash();
  try {
    buildSync({
      entryPoints: [join(ROOT, 'server', 'main.ts')],
      outfile: SERVER_BUNDLE,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      // node_modules is there at run time; bundling packages would change how they load.
      packages: 'external',
      // Stack traces in the logs point at the TypeScript sources (with --enable-source-maps).
      sourcemap: true,
      // Error classes name themselves after their class (new.target.name): keep those names.
      keepNames: true,
      logLevel: 'warning',
    });
  } catch {
    // esbuild has printed the errors with their source lines; its exception would repeat them.
    throw new Error('The server did not build: see the errors above.');
  }
  writeFileSync(STAMP, hash);
}
