import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { assistantResolvers } from './resolvers';
import { assistantRoutes } from './routes';

export const assistantArea: AreaDefinition = {
  name: 'assistant',
  resolvers: assistantResolvers,
  routes: assistantRoutes,
  collections: collectionsOf(collections),
};
