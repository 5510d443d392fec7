import type { Resolvers } from '../../../generated/graphql';
import { listFolder } from './service';

export const fileManagerResolvers: Resolvers = {
  Query: {
    fileManager: (_parent, { folderId }, ctx) => listFolder(ctx, folderId),
  },
};
