import type { Resolvers } from '../../../generated/graphql';
import { clearDirectoryMark } from './listing-mark';
import {
  applyDirectoryImport,
  getDirectoryImport,
  listDirectoryImports,
  undoDirectoryImport,
} from './service';

export const directoryResolvers: Resolvers = {
  Query: {
    directoryImport: (_parent, { id }, ctx) => getDirectoryImport(ctx, id),
    directoryImports: (_parent, { target }, ctx) => listDirectoryImports(ctx, target),
  },
  Mutation: {
    applyDirectoryImport: (_parent, { id, confirmMissing }, ctx) =>
      applyDirectoryImport(ctx, id, { confirmMissing }),
    undoDirectoryImport: (_parent, { id }, ctx) => undoDirectoryImport(ctx, id),
    clearDirectoryMark: (_parent, { target, id, reason }, ctx) =>
      clearDirectoryMark(ctx, target, id, { reason }),
  },
};
