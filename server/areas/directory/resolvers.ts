import type { Resolvers } from '../../../generated/graphql';
import { applyDirectoryImport, getDirectoryImport, listDirectoryImports } from './service';

export const directoryResolvers: Resolvers = {
  Query: {
    directoryImport: (_parent, { id }, ctx) => getDirectoryImport(ctx, id),
    directoryImports: (_parent, { target }, ctx) => listDirectoryImports(ctx, target),
  },
  Mutation: {
    applyDirectoryImport: (_parent, { id }, ctx) => applyDirectoryImport(ctx, id),
  },
};
