import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STAMP = join(ROOT, 'dist', '.client-build-stamp');
const INPUTS = ['client', 'vite.config.ts', 'package-lock.json', 'generated'];

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

/** Builds the client with Vite and records what it was built from. */
export async function buildClient(): Promise<void> {
  const { build } = await import('vite');
  const hash = clientSourceHash();
  await build({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
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
