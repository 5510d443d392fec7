import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Icon names read from the installed icon packages' own metadata, never typed by hand, so the
 * lists follow the packages' pinned versions. Only names are read: no SVG is parsed or served.
 */
const require = createRequire(import.meta.url);

/** The folder of an installed package (its package.json is always resolvable). */
function packageDir(name: string): string {
  return dirname(require.resolve(`${name}/package.json`));
}

/** feather-icons ships its icons as one JSON object keyed by name. */
export function featherNames(): string[] {
  const icons = JSON.parse(
    readFileSync(join(packageDir('feather-icons'), 'dist', 'icons.json'), 'utf8'),
  ) as Record<string, string>;
  return Object.keys(icons).sort();
}

/** heroicons ships one SVG per icon: `24/outline`, `24/solid` and `20/solid` (mini). */
export function heroiconNames(folder: '24/outline' | '24/solid' | '20/solid'): string[] {
  return readdirSync(join(packageDir('heroicons'), folder))
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.slice(0, -'.svg'.length))
    .sort();
}

/**
 * material-icons keeps the Material Icons names (the font's ligatures, the same for the filled,
 * outlined and two-tone fonts) with their versions in `_data/versions.json`.
 */
export function materialNames(): string[] {
  const versions = JSON.parse(
    readFileSync(join(packageDir('material-icons'), '_data', 'versions.json'), 'utf8'),
  ) as Record<string, number>;
  return Object.keys(versions).sort();
}
