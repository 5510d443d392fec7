import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { incidentsJobs } from './jobs';
import { incidentsLive } from './live';
import { incidentsResolvers } from './resolvers';
import { incidentsRoutes } from './routes';
import { incidentsSettings } from './settings';

export const incidentsArea: AreaDefinition = {
  name: 'incidents',
  resolvers: incidentsResolvers,
  routes: incidentsRoutes,
  collections: collectionsOf(collections),
  jobs: incidentsJobs,
  live: [incidentsLive],
  settings: incidentsSettings,
};
