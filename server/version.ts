import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './root';

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  version: string;
};

/** The application's version, from package.json. */
export const version = pkg.version;
