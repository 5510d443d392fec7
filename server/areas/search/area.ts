import type { AreaDefinition } from '../area';
import type { SearchProvider } from './model';
import { searchResolvers } from './resolvers';
import { searchRoutes } from './routes';

/** The toolbar search over `providers` (read when asked: the list of areas includes this one). */
export function createSearchArea(providers: () => readonly SearchProvider[]): AreaDefinition {
  return {
    name: 'search',
    resolvers: searchResolvers(providers),
    routes: searchRoutes(providers),
  };
}
