import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { scrumboardResolvers } from './resolvers';
import { scrumboardRoutes } from './routes';

export const scrumboardArea: AreaDefinition = {
  name: 'scrumboard',
  resolvers: scrumboardResolvers,
  routes: scrumboardRoutes,
  collections: collectionsOf(collections),
  caps: {
    // A board holds a few lists of a few dozen cards; labels are a menu to pick from.
    boardLists: { limit: 200, noun: 'board lists' },
    boardCards: { limit: 2000, noun: 'board cards' },
    boardLabels: { limit: 100, noun: 'board labels' },
  },
};
