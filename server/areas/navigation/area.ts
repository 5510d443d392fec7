import type { AreaDefinition } from '../area';
import { navigationResolvers } from './resolvers';
import { navigationRoutes } from './routes';
import { navigationSearch } from './search';

/** The menus, computed from the staff pages (shared/staff-pages.ts): nothing stored. */
export const navigationArea: AreaDefinition = {
  name: 'navigation',
  resolvers: navigationResolvers,
  routes: navigationRoutes,
  search: [navigationSearch],
};
