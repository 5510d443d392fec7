import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { removeExpiredPreviews } from './pending';
import { directoryResolvers } from './resolvers';
import { directoryRoutes } from './routes';
import { directorySettings } from './settings';

export const directoryArea: AreaDefinition = {
  name: 'directory',
  resolvers: directoryResolvers,
  routes: directoryRoutes,
  collections: collectionsOf(collections),
  jobs: [
    // Previews hold whole files: gone soon after they expire, uploaded again or not.
    { name: 'directory-previews', everyMs: 10 * 60 * 1000, run: removeExpiredPreviews },
  ],
  settings: directorySettings,
};
