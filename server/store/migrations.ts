import type { Data } from './types';

export interface Migration {
  /** What changes, for the log. */
  reason: string;
  /** Brings data written at the version before up to this one; `seed` is the current seed. */
  migrate(data: Data, seed: Data): void;
}

/**
 * The changes a file written by an older build needs, by the schema version they bring it to.
 * Collections that are simply new come from the seed without a migration.
 */
export const MIGRATIONS: Readonly<Record<number, Migration>> = {
  2: {
    reason:
      'menus follow the registries: police read the tourism registries, emergency numbers page',
    // The menus are not edited by anyone; their roles come from the permission table.
    migrate: (data, seed) => {
      data.navigation = structuredClone(seed.navigation);
    },
  },
  3: {
    reason:
      'menus gain the virtual assistant page (the topics come from the seed as a new collection)',
    migrate: (data, seed) => {
      data.navigation = structuredClone(seed.navigation);
    },
  },
};

/** Runs the migrations from `from` (exclusive) to `to`; answers the versions applied. */
export function migrate(data: Data, seed: Data, from: number, to: number): number[] {
  const applied: number[] = [];
  for (let version = from + 1; version <= to; version += 1) {
    const migration = MIGRATIONS[version];
    if (migration) {
      migration.migrate(data, seed);
      applied.push(version);
    }
  }
  data.meta.schemaVersion = to;
  return applied;
}
