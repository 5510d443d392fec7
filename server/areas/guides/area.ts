import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { guidesResolvers } from './resolvers';
import { guidesRoutes } from './routes';
import { guidesSearch } from './search';
import { guidesSettings } from './settings';

export const guidesArea: AreaDefinition = {
  name: 'guides',
  resolvers: guidesResolvers,
  routes: guidesRoutes,
  collections: collectionsOf(collections),
  search: [guidesSearch],
  settings: guidesSettings,
};
