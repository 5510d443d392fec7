import type { Request, Response, Router } from 'express';
import type { Resolvers } from '../../generated/graphql';
import type { Context } from '../context';
import type { RouteGroup } from '../http/route-table';
import type { Job } from '../jobs';
import type { LiveTopic } from '../live/topic';
import type { RecordCaps } from '../security/record-caps';
import type { SettingsDeclaration } from '../settings';
import type { AnyCollection } from '../store/collection';
import type { SearchProvider } from './search/model';

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
  /** What the toolbar search finds in it (areas/search/providers.ts orders the sets). */
  readonly search?: readonly SearchProvider[];
  /** The work it does on its own, again and again (server/jobs.ts schedules it). */
  readonly jobs?: readonly Job[];
  /** What it reads from the environment, as `ctx.settings.<name>` (server/settings.ts). */
  readonly settings?: SettingsDeclaration;
  /** How many records of its collections one account may create (security/record-caps.ts). */
  readonly caps?: RecordCaps;
  /** What signed-in clients show of it and refetch on a change (live/hub.ts tells them). */
  readonly live?: readonly LiveTopic[];
  /** Paths of its own outside /api, open to anyone (a feed, a document). */
  readonly paths?: (deps: AreaPathsDeps) => Router;
}

/** What an area's own paths are given: a context without a sign-in, and the site's address. */
export interface AreaPathsDeps {
  context(req: Request, res: Response): Context;
  /** PUBLIC_URL when it is set: the address people open, behind any proxy. */
  publicUrl: string | undefined;
}

/** An area's collections as its collections.ts exports them (every export is one). */
export function collectionsOf(module: Record<string, AnyCollection>): readonly AnyCollection[] {
  return Object.values(module);
}
