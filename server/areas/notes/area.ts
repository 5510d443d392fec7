import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { notesResolvers } from './resolvers';
import { notesRoutes } from './routes';

export const notesArea: AreaDefinition = {
  name: 'notes',
  resolvers: notesResolvers,
  routes: notesRoutes,
  collections: collectionsOf(collections),
};
