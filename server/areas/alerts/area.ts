import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { alertsJobs } from './jobs';
import { alertsPaths } from './paths';
import { alertsResolvers } from './resolvers';
import { alertsRoutes } from './routes';
import { alertsSearch } from './search';
import { alertsSettings } from './settings';

export const alertsArea: AreaDefinition = {
  name: 'alerts',
  resolvers: alertsResolvers,
  routes: alertsRoutes,
  collections: collectionsOf(collections),
  search: [alertsSearch],
  jobs: alertsJobs,
  settings: alertsSettings,
  paths: alertsPaths,
  caps: {
    // Every alert is kept for its history: 5,000 is years of several a day from one account.
    alerts: { limit: 5000, noun: 'alerts', own: (userId) => ({ createdBy: userId }) },
  },
};
