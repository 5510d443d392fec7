import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STAMP = join(ROOT, 'dist', '.client-build-stamp');
const INPUTS = ['client', 'shared', 'vite.config.ts', 'package-lock.json', 'generated'];

/** A hash of everything the client build reads, so `npm start` rebuilds only when needed. */
export function clientSourceHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => listFiles(join(ROOT, input)))) {
    hash.update(relative(ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function clientBuildIsCurrent(): boolean {
  return (
    existsSync(join(ROOT, 'dist', 'client', 'index.html')) &&
    existsSync(STAMP) &&
    readFileSync(STAMP, 'utf8') === clientSourceHash()
  );
}

/**
 * Builds the client with Vite and records what it was built from. In a child process: Vite sets
 * NODE_ENV=production in the process that builds, which must not leak into the server's config.
 */
export function buildClient(): void {
  const hash = clientSourceHash();
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  writeFileSync(STAMP, hash);
}

function listFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
