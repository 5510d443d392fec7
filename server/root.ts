import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = 'turismo-seguro-cusco';

/**
 * The project's folder, which holds the files the server reads at run time (schema/, docs/,
 * client/). Found by walking up from this module's file, so it is the same whether the server
 * runs from its sources (server/) or from the bundle (dist/server/).
 */
export const ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));

function findRoot(start: string): string {
  for (let dir = start; dirname(dir) !== dir; dir = dirname(dir)) {
    if (isProjectRoot(dir)) return dir;
  }
  throw new Error(`No package.json of ${PACKAGE_NAME} above ${start}`);
}

function isProjectRoot(dir: string): boolean {
  const file = join(dir, 'package.json');
  return existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).name === PACKAGE_NAME;
}
