import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { notesResolvers } from './resolvers';
import { notesRoutes } from './routes';

export const notesArea: AreaDefinition = {
  name: 'notes',
  resolvers: notesResolvers,
  routes: notesRoutes,
  collections: collectionsOf(collections),
  caps: {
    // Read whole: 1,000 notes; labels are a menu to pick from, 100 already too many to read.
    notes: { limit: 1000, noun: 'notes' },
    noteLabels: { limit: 100, noun: 'note labels' },
  },
};
