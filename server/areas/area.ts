import type { Resolvers } from '../../generated/graphql';
import type { RouteGroup } from '../http/route-table';
import type { AnyCollection } from '../store/collection';

/** What one area brings to the server; the list in areas/index.ts mounts them all. */
export interface AreaDefinition {
  /** The area's folder name. */
  readonly name: string;
  /** Its GraphQL resolvers (its SDL is schema/<area>.graphql). */
  readonly resolvers: Resolvers;
  /** Its REST routes under /api. */
  readonly routes?: RouteGroup;
  /** What it stores: its collections, with their seeds and migrations. */
  readonly collections?: readonly AnyCollection[];
}

/** An area's collections as its collections.ts exports them (every export is one). */
export function collectionsOf(module: Record<string, AnyCollection>): readonly AnyCollection[] {
  return Object.values(module);
}
